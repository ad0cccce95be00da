/**
 * Every kind of event this game's moves write into the log (games/log-events.ts), grouped as the round runs.
 * The rules push them into the move's journal (rules/journal.ts); each names the rule of RULES.md that applied.
 */
export const LOG_KINDS = [
  // Setup (BARB-SETUP-1, BARB-GOV-0)
  'faction-chosen',
  'government-chosen',
  // The round (BARB-TURN-1) and the wealth phase (BARB-WEALTH-*, BARB-D-NEUTRAL-ARMIES, BARB-EVENT-1)
  'round-started',
  'phase-started',
  'income',
  'upkeep-paid',
  'upkeep-short',
  'garrison-grown',
  'mercenary-war',
  'demobilised',
  // Orders (BARB-ORDER-2): the kind is hidden from everyone but the placer
  'order-placed',
  // Diplomacy (BARB-DIPLO-*, BARB-NEUTRAL-*, BARB-EVENT-2)
  'war-declared',
  'friendly-neutral-attacked',
  'neutral-sides-with-victim',
  'greek-call-answered',
  'greek-call-declined',
  'treaty-proposed',
  'treaty-signed',
  'gift',
  'order-spied',
  'order-sabotaged',
  'standing-improved',
  'standing-lowered',
  'neutral-army-moved',
  'neutral-peace',
  'ready',
  // Action (BARB-ACTION-*, BARB-ORDER-3..7, BARB-MOVE-*, BARB-HOLD-1)
  'resolver-chosen',
  'blanks-turned-over',
  'order-unused',
  'recruited',
  'trained',
  'economy',
  'religion-placed',
  'faith-influence',
  'religion-removed',
  'trade-placed',
  'trade-removed',
  'stability-bought',
  'free-trade-token',
  'moved',
  'forced-march',
  'land-taken',
  'land-lost',
  'neutral-hatred',
  // Battles (BARB-BATTLE-*)
  'battle',
  'capital-assault',
  'elephants',
  'tactics-committed',
  'tactics-revealed',
  'diversity',
  'numbers',
  'retreated',
  'stood-ground',
  'battle-undecided',
  'battle-won',
  'both-destroyed',
  // Influence, stability, the end (BARB-INFL-1, BARB-STAB-*, BARB-END-*, BARB-D-ROUND-LIMIT)
  'influence-gained',
  'stability-lost',
  'stability-restored',
  'realm-divided',
  'won-by-influence',
  'won-at-round-limit',
  'won-by-capitals',
] as const;

export type LogKind = (typeof LOG_KINDS)[number];
