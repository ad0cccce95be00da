/**
 * Wakhan's AI cards: the card face up gives her loyalty, her region priority and the arrows read on the
 * back of the next card (PAMIR-WAKHAN-LOYALTY-2, PAMIR-WAKHAN-PRIORITY-2, PAMIR-WAKHAN-ARROW-1,
 * PAMIR-WAKHAN-RADICALIZE-3); one is drawn at the start of each of her turns (PAMIR-WAKHAN-TURN-1).
 */
import { REGIONS, type Coalition, type Region } from '../../data/map';
import { wakhanCard, type RowSide, type WakhanCardData } from '../../data/wakhan-cards';
import { own, ownPlayer } from '../cow';
import { playerIds, seats, type PaxState, type PlayerID, type ReadState, type Shuffle, type WakhanState } from '../state';

/** The back of the next AI card (public, PAMIR-WAKHAN-HIDDEN-1); null when Wakhan does not play. */
export function nextBack(G: PaxState): WakhanCardData['back'] | null {
  const deck = G.secret.wakhanDeck;
  return deck && deck.length > 0 ? wakhanCard(deck[deck.length - 1]).back : null;
}

const front = (G: ReadState): WakhanCardData['front'] | null => (G.wakhan?.card ? wakhanCard(G.wakhan.card).front : null);

/**
 * PAMIR-WAKHAN-LOYALTY-2: her pragmatic loyalty: the leftmost coalition of her current AI card that no
 * other player is loyal to (the first one if all are taken).
 */
export function pragmaticLoyalty(G: ReadState): Coalition | null {
  const f = front(G);
  if (!f || !G.wakhan) return null;
  for (const coalition of f.pragmaticLoyalty) if (!isTaken(G, G.wakhan.player, coalition)) return coalition;
  return f.pragmaticLoyalty[0];
}

/** Is another player than Wakhan loyal to the coalition? */
function isTaken(G: ReadState, wakhan: PlayerID, coalition: Coalition): boolean {
  for (const id of playerIds(G)) if (id !== wakhan && G.players[id].loyalty === coalition) return true;
  return false;
}

/** Keep her stored loyalty (what the shared rules read) equal to her pragmatic loyalty. */
export function syncLoyalty(G: PaxState): void {
  const w = G.wakhan;
  if (!w) return;
  const coalition = pragmaticLoyalty(G);
  if (coalition && G.players[w.player].loyalty !== coalition) ownPlayer(G, w.player).loyalty = coalition;
}

/** PAMIR-WAKHAN-RADICALIZE-3: the red arrow of her card read on the next card's back. */
export function redArrow(G: PaxState): RowSide {
  const f = front(G);
  const back = nextBack(G);
  return f && back ? back.rowSide[f.rowSideArrow] : 'top_left';
}

/** PAMIR-WAKHAN-RADICALIZE-3: the market column the black arrow of her card points at on the next card's back. */
export function blackArrowColumn(G: PaxState): number {
  const f = front(G);
  const back = nextBack(G);
  return f && back ? back.columnNumbers[f.columnArrow] : 0;
}

/** PAMIR-WAKHAN-PRIORITY-2: regions in the order of her current AI card. */
export const regionOrder = (G: ReadState): readonly Region[] => front(G)?.regionOrder ?? REGIONS;

/**
 * PAMIR-WAKHAN-ARROW-1: the other players in the order the red arrow gives: top/left starts with the player
 * to her left (the next seat), bottom/right with the player to her right (the seat before hers).
 */
export function playersByArrow(G: PaxState, player: PlayerID): PlayerID[] {
  const all = seats(G);
  const i = all.indexOf(player);
  const n = all.length;
  const step = redArrow(G) === 'top_left' ? 1 : n - 1;
  const order: PlayerID[] = [];
  for (let k = 1; k < n; k++) order.push(all[(i + k * step) % n]);
  return order;
}

/**
 * PAMIR-WAKHAN-TURN-1: draw the top AI card face up (the previous one goes to the AI discard pile); when
 * the AI deck is then empty, the whole discard pile, the card just drawn included, is shuffled into a new
 * deck and she draws again, so that the back of a next card is always visible.
 */
export function drawAiCard(G: PaxState, shuffle: Shuffle): void {
  const w = own(G, 'wakhan') as WakhanState;
  const secret = own(G, 'secret');
  const deck = own(secret, 'wakhanDeck') as number[];
  if (w.card !== null) w.discard = [...w.discard, w.card];
  w.card = deck.pop() ?? null;
  w.turns++;
  if (deck.length === 0) {
    const all = shuffle([...w.discard, ...(w.card === null ? [] : [w.card])]);
    w.card = all.pop() ?? null;
    secret.wakhanDeck = all;
    w.discard = [];
  }
}
