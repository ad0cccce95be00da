/** The 20 special abilities printed on 22 court cards (their rules: rules/effects.ts and PAMIR-ABILITY-* in RULES.md). */
export const ABILITIES = {
  indispensable_advisors: { title: "Indispensable Advisors", effect: "Battles fought with spies cannot remove the owner's spies." },
  insurrection: { title: "Insurrection", effect: "Once a Dominance Check is resolved, two Afghan armies are placed in Kabul." },
  claim_of_ancient_lineage: { title: "Claim of Ancient Lineage", effect: "For the tax action the owner counts as ruler of every region." },
  bodyguards: { title: "Bodyguards", effect: "The betray action may not target the owner's political cards." },
  citadel_kabul: { title: "Citadel", effect: "The owner's tribes in Kabul are immune to battle." },
  citadel_transcaspia: { title: "Citadel", effect: "The owner's tribes in Transcaspia are immune to battle." },
  strange_bedfellows: { title: "Strange Bedfellows", effect: "When spies move, court cards of the same region count as adjacent." },
  civil_service_reforms: { title: "Civil Service Reforms", effect: "No bribe is owed to use the owner's cards held hostage." },
  safe_house: { title: "Safe House", effect: "A spy of the owner removed by another player in battle may be put on this card instead." },
  charismatic_courtiers: { title: "Charismatic Courtiers", effect: "The owner owes no bribes when playing cards." },
  blackmail_herat: { title: "Blackmail", effect: "At the start of the owner's turn, a spy may be placed on any Herat court card that has no spy." },
  blackmail_kandahar: { title: "Blackmail", effect: "At the start of the owner's turn, a spy may be placed on any Kandahar court card that has no spy." },
  indian_supplies: { title: "Indian Supplies", effect: "The owner's armies move without needing a road." },
  well_connected: { title: "Well-Connected", effect: "With a move action the owner's spies may move twice as far." },
  herat_influence: { title: "Herat Influence", effect: "Herat cards cost the owner nothing in the market." },
  persian_influence: { title: "Persian Influence", effect: "Persia cards cost the owner nothing in the market." },
  russian_influence: { title: "Russian Influence", effect: "Russian patriots cost the owner nothing in the market." },
  infrastructure: { title: "Infrastructure", effect: "After a build action, the owner places one extra block where legal." },
  savvy_operator: { title: "Savvy Operator", effect: "This card always counts as being of the favored suit." },
  irregulars: { title: "Irregulars", effect: "This card always counts as being of the favored suit." },
} as const;
export type AbilityId = keyof typeof ABILITIES;
