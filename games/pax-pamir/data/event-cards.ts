/**
 * Cards 101–104 are Dominance Checks; 105–116 events, each with its effect when discarded from the
 * market's leftmost column and when purchased. Effects "until the next Dominance Check" end at the check.
 */
export const DOMINANCE_CHECKS = [101, 102, 103, 104] as const;

export interface EventCardData {
  readonly number: number;
  readonly discarded: { readonly id: string; readonly effect: string };
  readonly purchased: { readonly id: string; readonly effect: string };
}

export const EVENT_CARDS: readonly EventCardData[] = [
  {
    number: 105,
    discarded: { id: "military_favored", effect: "The favored suit becomes Military." },
    purchased: { id: "new_tactics", effect: "Until the next Dominance Check, the buyer's military cards count as favored." },
  },
  {
    number: 106,
    discarded: { id: "embarrassment_of_riches", effect: "Until after the next Dominance Check, gifts give no influence." },
    purchased: { id: "koh_i_noor_recovered", effect: "Until after the next Dominance Check, each of the buyer's gifts gives one more influence." },
  },
  {
    number: 107,
    discarded: { id: "disregard_for_customs", effect: "Until the next Dominance Check, nobody pays any bribe." },
    purchased: { id: "courtly_manners", effect: "Until the next Dominance Check, the buyer may decline to pay bribes." },
  },
  {
    number: 108,
    discarded: { id: "failure_to_impress", effect: "Every player discards all of their loyalty prizes." },
    purchased: { id: "rumor", effect: "The buyer names a player whose patriots give no influence until after the next Dominance Check." },
  },
  {
    number: 109,
    discarded: { id: "riots_in_punjab", effect: "All tribes and armies in Punjab are removed." },
    purchased: { id: "conflict_fatigue", effect: "At the next Dominance Check a coalition is dominant with a lead of two blocks instead of four." },
  },
  {
    number: 110,
    discarded: { id: "riots_in_herat", effect: "All tribes and armies in Herat are removed." },
    purchased: { id: "nationalism", effect: "Until the next Dominance Check, the buyer's tribes may move and battle like armies." },
  },
  {
    number: 111,
    discarded: { id: "no_effect", effect: "Nothing happens." },
    purchased: { id: "public_withdrawal", effect: "Cannot be bought; rupees placed on it while in the market leave the game." },
  },
  {
    number: 112,
    discarded: { id: "riots_in_kabul", effect: "All tribes and armies in Kabul are removed." },
    purchased: { id: "nation_building", effect: "Until the next Dominance Check, the buyer's build action places twice as many blocks." },
  },
  {
    number: 113,
    discarded: { id: "riots_in_persia", effect: "All tribes and armies in Persia are removed." },
    purchased: { id: "backing_of_persian_aristocracy", effect: "The buyer takes three rupees from the bank." },
  },
  {
    number: 114,
    discarded: { id: "confidence_failure", effect: "Every player at once discards one card from hand." },
    purchased: { id: "other_persuasive_methods", effect: "The buyer swaps hands with another player (an empty hand may be swapped)." },
  },
  {
    number: 115,
    discarded: { id: "intelligence_favored", effect: "The favored suit becomes Intelligence." },
    purchased: { id: "pashtunwali_values", effect: "The buyer picks the favored suit; suit-change impact icons are ignored until the next Dominance Check." },
  },
  {
    number: 116,
    discarded: { id: "political_favored", effect: "The favored suit becomes Political." },
    purchased: { id: "rebuke", effect: "The buyer removes all tribes and armies from one region." },
  },
];
