/** What each viewer must never receive (PAX-HIDDEN-*), for the contract test. */
import type { Ctx } from 'boardgame.io';
import type { Secret } from '../types';
import type { PaxState, PlayerId } from './rules/types';

export function paxSecrets(G: PaxState, ctx: Ctx, viewer: PlayerId | null): Secret[] {
  const list: Secret[] = [
    { label: 'deck order', path: ['secret', 'deck'], value: G.secret.deck },
    { label: "Rome's face-down cards", path: ['secret', 'romeHidden'], value: G.secret.romeHidden },
  ];
  if (G.secret.deck.length >= 4) list.push({ label: 'deck order (text)', text: JSON.stringify(G.secret.deck) });
  if (!ctx.gameover && (viewer === null || !G.romeSeenBy.includes(viewer)))
    list.push({ label: "Rome's face-down cards, not looked at", path: ['romeSeen'], value: G.secret.romeHidden });
  for (const id in G.players) {
    if (id === viewer) continue;
    const other = G.players[id];
    list.push(
      { label: `hand of player ${id}`, path: ['players', id, 'hand'], value: other.hand },
      { label: `Aurei of player ${id}`, path: ['players', id, 'coins'], value: other.coins },
      { label: `cards player ${id} is placing`, path: ['players', id, 'drawn'], value: other.drawn },
    );
  }
  return list;
}
