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
import { canLay, coloniesOf, type DrawMode, drawModes } from './build';
import { canAccept, canCounter, counterProposals, givenBy } from './trade';
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
}

/** The situation of `playerID` in the full state. */
export function situationOf(G: State, playerID: PlayerID): Situation {
  return { hand: G.players[playerID].hand, laid: G.laid, trade: G.trade, peopleLeft: G.secret.people.length };
}

function buildActions({ hand, laid, peopleLeft }: Situation, playerID: PlayerID): Action[] {
  const actions: Action[] = KINDS.filter((kind) => canLay(laid, hand, kind)).map((kind) => ({ move: 'lay', args: [kind] }));
  for (const mode of drawModes(coloniesOf(laid[playerID]), peopleLeft)) actions.push({ move: 'draw', args: [mode] });
  return actions;
}

function proposals({ hand }: Situation): Action[] {
  const actions: Action[] = [];
  for (const kind of KINDS) {
    actions.push({ move: 'propose', args: [{ seek: single(1, kind) }] });
    if (hand[kind] >= SET_SIZE - 2 && hand[kind] < SET_SIZE) actions.push({ move: 'propose', args: [{ seek: single(2, kind) }] });
  }
  for (const kind of KINDS) {
    if (hand[kind] >= 1) actions.push({ move: 'propose', args: [{ offer: single(1, kind) }] });
    if (hand[kind] >= 2) actions.push({ move: 'propose', args: [{ offer: single(2, kind) }] });
  }
  return actions;
}

function answers({ hand, trade }: Situation): Action[] {
  const { proposal } = trade!;
  const actions: Action[] = [{ move: 'pass', args: [] }];
  for (const kind of KINDS) {
    const counter = single(1, kind);
    if ('offer' in proposal && hand[kind] === 0) continue;
    if (canCounter(hand, proposal, counter)) actions.push({ move: 'counter', args: [counter] });
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
      return [...accepts, { move: 'refuse', args: [] }];
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
