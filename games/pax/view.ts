/**
 * What each viewer receives (PAX-HIDDEN-*): other players' hands, Aurei and drawn cards become counts,
 * the deck becomes its size, Rome's face-down cards are shown only to the players who looked at them
 * (and to everyone once the game is over).
 */
import type { Ctx } from 'boardgame.io';
import type { CardId } from './data/cards';
import type { PaxState, PlayerId, PlayerPrivate } from './rules/types';

/** A player as a viewer sees them: their own entry has everything, others only counts. */
export interface PlayerSeen extends Partial<PlayerPrivate> {
  handCount: number;
  drawnCount: number;
}

export interface PaxView extends Omit<PaxState, 'players' | 'secret'> {
  players: Record<PlayerId, PlayerSeen>;
  deckCount: number;
  romeHiddenCount: number;
  /** Rome's face-down cards, for a viewer who has looked at them or when the game is over. */
  romeSeen?: CardId[];
}

export function playerView({ G, ctx, playerID }: { G: PaxState; ctx: Ctx; playerID: PlayerId | null }): PaxView {
  const { players, secret, ...open } = G;
  const seen: Record<PlayerId, PlayerSeen> = {};
  for (const id in players) {
    const own = players[id];
    seen[id] = id === playerID
      ? { ...own, handCount: own.hand.length, drawnCount: own.drawn.length }
      : { handCount: own.hand.length, drawnCount: own.drawn.length };
  }
  const view: PaxView = { ...open, players: seen, deckCount: secret.deck.length, romeHiddenCount: secret.romeHidden.length };
  if (ctx.gameover || (playerID !== null && G.romeSeenBy.includes(playerID))) view.romeSeen = secret.romeHidden;
  return view;
}

/** Stands for a card of the deck in a viewer's rebuilt state: its place is known, its face is not. */
export const UNSEEN_CARD: CardId = -1;

/**
 * The viewer's own game state rebuilt from their view, for the rules that list the viewer's legal actions
 * and costs (they read only the viewer's private data, the public state and no secret). Other players'
 * hands are unknown and left empty; Rome's face-down cards are left empty; the deck keeps its public size
 * (PAX-DEC-PUBLIC-COUNTS: whether cards are left to draw decides where a drawn card may go, PAX-POWER-3) with
 * no face.
 */
export function viewerState(view: PaxView, playerID: PlayerId): PaxState | null {
  const own = view.players[playerID];
  if (!own || !own.hand || !own.drawn || own.coins === undefined) return null;
  const { deckCount, romeHiddenCount: _hidden, romeSeen: _seen, players: _players, ...open } = view;
  const players: PaxState['players'] = {};
  for (const id in view.players) players[id] = id === playerID ? { hand: own.hand, coins: own.coins, drawn: own.drawn } : { hand: [], coins: 0, drawn: [] };
  return { ...open, players, secret: { deck: new Array<CardId>(deckCount).fill(UNSEEN_CARD), romeHidden: [] } };
}
