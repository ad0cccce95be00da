/**
 * The decisions open to a player now, as moves with their arguments. The bots enumerate these; every
 * one is accepted by the game. Where the legal space is huge (proposals, counter-proposals, deliveries)
 * this is a bounded, useful subset: small seeks, offers of cards the player holds.
 *
 * They read a `Situation`: the deciding player's own hand and what everybody sees (RP-HIDDEN-1..3), so a
 * seat's view gives the same decisions as the full state.
 */
import { KINDS, type Kind, SET_SIZE } from '../data/cards';
import { deliveries } from './bundle';
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

function buildActions({ hand, laid, peopleLeft, civilisationLeft }: Situation, playerID: PlayerID): Action[] {
  const actions: Action[] = [];
  for (const kind of KINDS) if (canLay(laid, hand, kind)) actions.push(LAY[kind]);
  for (const mode of drawModes(coloniesOf(laid[playerID]), peopleLeft, civilisationLeft)) actions.push(DRAW[mode]);
  return actions;
}

function proposals({ hand }: Situation): Action[] {
  const actions: Action[] = [];
  for (const kind of KINDS) {
    actions.push(SEEK_ONE[kind]);
    if (hand[kind] >= SET_SIZE - 2 && hand[kind] < SET_SIZE) actions.push(SEEK_TWO[kind]);
  }
  for (const kind of KINDS) {
    if (hand[kind] >= 1) actions.push(OFFER_ONE[kind]);
    if (hand[kind] >= 2) actions.push(OFFER_TWO[kind]);
  }
  return actions;
}

function answers({ hand, trade }: Situation): Action[] {
  const { proposal } = trade!;
  const actions: Action[] = [PASS];
  const canCounter = counterCheck(hand, proposal);
  for (const kind of KINDS) {
    const counter = COUNTER_ONE[kind];
    if ('offer' in proposal && hand[kind] === 0) continue;
    if (canCounter(counter.args[0])) actions.push(counter);
  }
  return actions;
}

/** Every decision `playerID` has in `stage` (empty without a stage: it is not theirs to decide). */
export function legalActions(at: Situation, stage: Stage | null, playerID: PlayerID, proposer: PlayerID): Action[] {
  switch (stage) {
    case 'propose':
      return [...proposals(at), ...buildActions(at, playerID)];
    case 'answer':
      return answers(at);
    case 'choose': {
      const trade = at.trade!;
      const accepts: Action[] = counterProposals(trade)
        .filter((id) => canAccept(at.hand, trade, id))
        .map((id) => ({ move: 'accept', args: [id] }));
      return [...accepts, REFUSE];
    }
    case 'deliver': {
      const bundle = givenBy(at.trade!, proposer, playerID);
      return deliveries(at.hand, bundle, DELIVERY_CHOICES).map((cards) => ({ move: 'deliver', args: [cards] }));
    }
    case 'build':
      return buildActions(at, playerID);
    default:
      return [];
  }
}
