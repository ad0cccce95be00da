/** PAMIR-BETRAY-1: betray a card the player has a spy on; a card with a prize may be taken as one. */
import { courtCard, type CardId } from '../../data/cards';
import { changeLoyalty, discardFromCourt } from '../court';
import { own, ownDiscard, ownPending, ownPlayer } from '../cow';
import { hasAbility } from '../effects';
import { payToMarket } from '../market';
import { findInCourts } from '../pieces';
import { playerIds, type PaxState, type PlayerID, type ReadState } from '../state';

/** PAMIR-BETRAY-1: its cost. */
export const BETRAY_COST = 2;

/** PAMIR-BETRAY-1: cards the player has a spy on (PAMIR-ABILITY-BODYGUARDS: not the owner's political cards). */
export function betrayTargets(G: ReadState, player: PlayerID): string[] {
  const targets: string[] = [];
  for (const id of playerIds(G)) {
    const guarded = hasAbility(G, id, 'bodyguards');
    for (const slot of G.players[id].court) {
      if ((slot.spies[player] ?? 0) === 0) continue;
      if (guarded && courtCard(slot.card).suit === 'political') continue;
      targets.push(String(slot.card));
    }
  }
  return targets;
}

/** PAMIR-BETRAY-1: pay 2 into the market and discard the card; a card with a prize may be taken as one. */
export function betray(G: PaxState, player: PlayerID, card: CardId): void {
  payToMarket(G, player, BETRAY_COST);
  const where = findInCourts(G, card);
  if (!where) return;
  discardFromCourt(G, where.owner, card, 'PAMIR-BETRAY-1');
  if (courtCard(card).prize !== null) ownPending(G).push({ kind: 'prize', player, card });
}

/** PAMIR-BETRAY-1: the betrayed card becomes a prize; a prize of another coalition changes loyalty first (PAMIR-LOYALTY-2). */
export function takePrize(G: PaxState, player: PlayerID, card: CardId): void {
  const discard = ownDiscard(G);
  const i = discard.lastIndexOf(card);
  if (i < 0) return;
  discard.splice(i, 1);
  const prize = courtCard(card).prize!;
  // PAMIR-WAKHAN-LOYALTY-1: Wakhan is loyal to every coalition: a prize never changes her loyalty
  if (G.wakhan?.player !== player && G.players[player].loyalty !== prize) changeLoyalty(G, player, prize, null);
  own(ownPlayer(G, player), 'prizes').push(card);
}
