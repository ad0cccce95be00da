/** The state of a match of Pax Barbarorum. Plain JSON; nothing stored that the rules can compute. */
import type { Card, Hand, OrderKind, RealOrder } from '../data/constants';
import type { FactionId, Government, Neutral, PlayerFaction, Troops, Unit } from '../data/factions';
import type { ProvinceId } from '../data/map';

export type PlayerID = string;

/** An army: the pieces of one faction in one province. Armies of a province are kept in arrival order. */
export interface Army extends Troops {
  f: FactionId;
}

/** What each player faction in play owns besides the map. */
export interface Realm {
  player: PlayerID;
  gold: number;
  influence: number;
  stability: number;
  government: Government | null;
  /** BARB-GOV-3: an Empire that could not pay its upkeep may not recruit until it pays in full. */
  unpaid: boolean;
}

/** What only one player may see. */
export interface PlayerPrivate {
  /** Face-down order tokens by province (`none` is a "no order" token). */
  orders: Partial<Record<ProvinceId, OrderKind>>;
  hand: Hand;
  /** Tactics & experience cards committed to the current battle, until both sides are locked in. */
  commit: number | null;
}

export type TreatyKind = 'alliance' | 'peace';

export interface Offer {
  from: PlayerID;
  to: PlayerID;
  kind: TreatyKind;
}

/** The battle being fought at the end of the action phase. */
export interface Battle {
  province: ProvinceId;
  attacker: FactionId;
  defender: FactionId;
  /** Tactics & experience bonus cards of each side (Romans, Germans), fixed when the battle starts. */
  bonus: [number, number];
}

/** Where the battles of an action phase stand. */
export interface BattleRound {
  /** Provinces still to look at, in board order. */
  queue: ProvinceId[];
  /** `province:a:b` for each pair of factions that fought this phase. */
  fought: string[];
  current: Battle | null;
}

/** Who must decide what now: one entry per decision point of the game (BARB-TURN-1). */
export type Step =
  | { kind: 'faction'; player: PlayerID }
  | { kind: 'government'; player: PlayerID }
  | { kind: 'demobilise'; waiting: PlayerID[] }
  | { kind: 'orders'; queue: PlayerID[] }
  | { kind: 'diplomacy'; waiting: PlayerID[] }
  | { kind: 'greekCall'; declarer: PlayerID; waiting: PlayerID[]; resume: PlayerID[] }
  | { kind: 'chooseResolver'; chooser: PlayerID; remaining: PlayerID[] }
  | { kind: 'resolve'; player: PlayerID; remaining: PlayerID[]; chooser: PlayerID }
  | { kind: 'tactics'; waiting: PlayerID[] }
  | { kind: 'retreat'; player: PlayerID }
  | { kind: 'over' };

export type StepKind = Step['kind'];

export const PHASES = ['setup', 'wealth', 'orders', 'diplomacy', 'action', 'influence', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export type Holdings = Partial<Record<ProvinceId, Partial<Record<PlayerFaction, number>>>>;

export interface PaxState {
  options: { government: boolean };
  round: number;
  phase: Phase;
  step: Step;
  /** The faction each seat leads (null until chosen). */
  seats: Record<PlayerID, PlayerFaction | null>;
  realms: Partial<Record<PlayerFaction, Realm>>;
  owner: Partial<Record<ProvinceId, FactionId>>;
  armies: Partial<Record<ProvinceId, Army[]>>;
  religion: Holdings;
  trade: Holdings;
  /** Standing of each player faction on each neutral board: 0 High esteem … 4 Hatred. */
  ladder: Record<Neutral, Partial<Record<PlayerFaction, number>>>;
  /** `neutral:faction` standings changed this turn (BARB-NEUTRAL-3). */
  changed: string[];
  /** Sorted `a:b` pairs of factions at war, and of allies. */
  wars: string[];
  alliances: string[];
  offers: Offer[];
  /** Once-per-phase diplomatic acts already used (`kind:actor:target`). */
  acted: string[];
  /** Cards left in the common supply. */
  supply: Hand;
  /** Who owns the face-down token lying on a province. */
  tokens: Partial<Record<ProvinceId, PlayerID>>;
  /** Tokens turned face up by a spy (BARB-DIPLO-5). */
  revealed: Partial<Record<ProvinceId, OrderKind>>;
  players: Record<PlayerID, PlayerPrivate>;
  battles: BattleRound | null;
  /** Commitments shown once both sides locked in (for the board). */
  lastTactics: { province: ProvinceId; attacker: number; defender: number } | null;
  winner: PlayerID | null;
}

export type { Card, Hand, OrderKind, RealOrder, Unit };
