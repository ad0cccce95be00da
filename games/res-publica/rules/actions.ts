/**
 * The decisions open to a player now, as moves with their arguments. The bots enumerate these; every
 * one is accepted by the game. Where the legal space is huge (proposals, counter-proposals, deliveries)
 * this is a bounded, useful subset: small seeks, offers of cards the player holds.
 *
 * They read a `Situation`: the deciding player's own hand and what everybody sees (RP-HIDDEN-1..3), so a
 * seat's view gives the same decisions as the full state.
 */
import { KINDS, type Kind, SET_SIZE } from '../data/cards';
import { deliveries, honours } from './bundle';
import { canLay, coloniesOf, DRAW_MODES, type DrawMode, drawModes } from './build';
import { canAccept, counterCheck, counterProposals, givenBy } from './trade';
import type { Bundle, Cards, CardType, Hand, PlayerID, Proposal, Stage, State, Trade } from './types';

export type Action =
  | { move: 'propose'; args: [Proposal] }
  | { move: 'counter'; args: [Bundle] }
  | { move: 'pass'; args: [] }
  | { move: 'accept'; args: [PlayerID] }
  | { move: 'refuse'; args: [] }
  | { move: 'deliver'; args: [Cards] }
  | { move: 'lay'; args: [Kind] }
  | { move: 'draw'; args: [DrawMode] };

/** At most this many deliveries offered to a bot. */
const DELIVERY_CHOICES = 12;

const single = (count: number, type: CardType): Bundle => ({ join: 'and', terms: [{ count, type }] });

/** A value frozen through and through: the actions below are shared by every list, so nobody may change one. */
function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

const byKind = <A extends Action>(make: (kind: Kind) => A): Record<Kind, A> =>
  Object.fromEntries(KINDS.map((kind) => [kind, deepFrozen(make(kind))])) as Record<Kind, A>;

/** The fixed actions, made once (enumerating is the bots' inner loop). */
const SEEK_ONE = byKind((kind): Action => ({ move: 'propose', args: [{ seek: single(1, kind) }] }));
const SEEK_TWO = byKind((kind): Action => ({ move: 'propose', args: [{ seek: single(2, kind) }] }));
const OFFER_ONE = byKind((kind): Action => ({ move: 'propose', args: [{ offer: single(1, kind) }] }));
const OFFER_TWO = byKind((kind): Action => ({ move: 'propose', args: [{ offer: single(2, kind) }] }));
const COUNTER_ONE = byKind((kind) => ({ move: 'counter', args: [single(1, kind)] }) satisfies Action);
const LAY = byKind((kind): Action => ({ move: 'lay', args: [kind] }));
const DRAW = Object.fromEntries(DRAW_MODES.map((mode) => [mode, deepFrozen<Action>({ move: 'draw', args: [mode] })])) as Record<DrawMode, Action>;
const PASS: Action = deepFrozen({ move: 'pass', args: [] });
const REFUSE: Action = deepFrozen({ move: 'refuse', args: [] });

/** The player's stage now. boardgame.io lets an inherited id (`__proto__`) move too: own keys only. */
export function stageOf(activePlayers: Record<PlayerID, string> | null, playerID: PlayerID): Stage | null {
  return activePlayers != null && Object.hasOwn(activePlayers, playerID) ? (activePlayers[playerID] as Stage) : null;
}

/** All the legal decisions read: nothing hidden from the deciding player. */
export interface Situation {
  /** The deciding player's own hand. */
  hand: Hand;
  laid: State['laid'];
  trade: Trade | null;
  /** Cards left in the People pile (RP-HIDDEN-2: its size is public). */
  peopleLeft: number;
  /** Cards left in the Civilisation pile (RP-HIDDEN-2). */
  civilisationLeft: number;
}

/** The situation of `playerID` in the full state. */
export function situationOf(G: State, playerID: PlayerID): Situation {
  return { hand: G.players[playerID].hand, laid: G.laid, trade: G.trade, peopleLeft: G.secret.people.length, civilisationLeft: G.secret.civilisation.length };
}

/** Laying and drawing, added to `actions`. */
function buildActions({ hand, laid, peopleLeft, civilisationLeft }: Situation, playerID: PlayerID, actions: Action[]): Action[] {
  for (const kind in hand) if (hand[kind as Kind] >= SET_SIZE && canLay(laid, hand, kind as Kind)) actions.push(LAY[kind as Kind]);
  for (const mode of drawModes(coloniesOf(laid[playerID]), peopleLeft, civilisationLeft)) actions.push(DRAW[mode]);
  return actions;
}

/** The proposals (seeks first), then laying and drawing. */
function proposals(at: Situation, playerID: PlayerID): Action[] {
  const { hand } = at;
  const actions: Action[] = [];
  for (const kind in hand) {
    const n = hand[kind as Kind];
    actions.push(SEEK_ONE[kind as Kind]);
    if (n >= SET_SIZE - 2 && n < SET_SIZE) actions.push(SEEK_TWO[kind as Kind]);
  }
  for (const kind in hand) {
    const n = hand[kind as Kind];
    if (n >= 1) actions.push(OFFER_ONE[kind as Kind]);
    if (n >= 2) actions.push(OFFER_TWO[kind as Kind]);
  }
  return buildActions(at, playerID, actions);
}

function answers({ hand, trade }: Situation): Action[] {
  const { proposal } = trade!;
  const actions: Action[] = [PASS];
  const toSeek = counterCheck(hand, proposal); // the same answer for every counter-proposal to a seek
  for (const kind in hand) {
    if (toSeek === false || (toSeek === null && hand[kind as Kind] === 0)) continue;
    const counter = COUNTER_ONE[kind as Kind];
    if (toSeek === true || honours(hand, counter.args[0])) actions.push(counter);
  }
  return actions;
}

/** Every decision `playerID` has in `stage` (empty without a stage: it is not theirs to decide). */
export function legalActions(at: Situation, stage: Stage | null, playerID: PlayerID, proposer: PlayerID): Action[] {
  switch (stage) {
    case 'propose':
      return proposals(at, playerID);
    case 'answer':
      return answers(at);
    case 'choose': {
      const trade = at.trade!;
      const actions: Action[] = [];
      for (const id of counterProposals(trade)) if (canAccept(at.hand, trade, id)) actions.push({ move: 'accept', args: [id] });
      actions.push(REFUSE);
      return actions;
    }
    case 'deliver': {
      const bundle = givenBy(at.trade!, proposer, playerID);
      return deliveries(at.hand, bundle, DELIVERY_CHOICES).map((cards) => ({ move: 'deliver', args: [cards] }));
    }
    case 'build':
      return buildActions(at, playerID, []);
    default:
      return [];
  }
}
