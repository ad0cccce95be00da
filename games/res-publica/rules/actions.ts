/**
 * The decisions open to a player now, as moves with their arguments. The bots enumerate these; every
 * one is accepted by the game. Where the legal space is huge (proposals, counter-proposals, deliveries)
 * this is a bounded, useful subset: small seeks, offers of cards the player holds.
 */
import { KINDS, type Kind, SET_SIZE } from '../data/cards';
import { deliveries } from './bundle';
import { canLay, coloniesOf, type DrawMode, drawModes } from './build';
import { canAccept, canCounter, counterProposals, givenBy } from './trade';
import type { Bundle, Cards, CardType, PlayerID, Proposal, Stage, State } from './types';

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

export function stageOf(activePlayers: Record<PlayerID, string> | null, playerID: PlayerID): Stage | null {
  return (activePlayers?.[playerID] as Stage | undefined) ?? null;
}

function buildActions(G: State, playerID: PlayerID): Action[] {
  const hand = G.players[playerID].hand;
  const laid = G.laid;
  const actions: Action[] = KINDS.filter((kind) => canLay(laid, hand, kind)).map((kind) => ({ move: 'lay', args: [kind] }));
  for (const mode of drawModes(coloniesOf(laid[playerID]), G.secret.people.length)) actions.push({ move: 'draw', args: [mode] });
  return actions;
}

function proposals(G: State, playerID: PlayerID): Action[] {
  const hand = G.players[playerID].hand;
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

function answers(G: State, playerID: PlayerID): Action[] {
  const trade = G.trade!;
  const hand = G.players[playerID].hand;
  const actions: Action[] = [{ move: 'pass', args: [] }];
  for (const kind of KINDS) {
    const counter = single(1, kind);
    if ('offer' in trade.proposal && hand[kind] === 0) continue;
    if (canCounter(hand, trade.proposal, counter)) actions.push({ move: 'counter', args: [counter] });
  }
  return actions;
}

/** Every decision `playerID` has now (empty when it is not theirs to decide). */
export function legalActions(
  G: State,
  turn: { activePlayers: Record<PlayerID, string> | null; currentPlayer: PlayerID },
  playerID: PlayerID,
): Action[] {
  switch (stageOf(turn.activePlayers, playerID)) {
    case 'propose':
      return [...proposals(G, playerID), ...buildActions(G, playerID)];
    case 'answer':
      return answers(G, playerID);
    case 'choose': {
      const trade = G.trade!;
      const hand = G.players[playerID].hand;
      const accepts: Action[] = counterProposals(trade)
        .filter((id) => canAccept(hand, trade, id))
        .map((id) => ({ move: 'accept', args: [id] }));
      return [...accepts, { move: 'refuse', args: [] }];
    }
    case 'deliver': {
      const bundle = givenBy(G.trade!, turn.currentPlayer, playerID);
      return deliveries(G.players[playerID].hand, bundle, DELIVERY_CHOICES).map((cards) => ({ move: 'deliver', args: [cards] }));
    }
    case 'build':
      return buildActions(G, playerID);
    default:
      return [];
  }
}

