/** Pax Pamir (second edition): the game module (its metadata in meta.ts). */
import type { GameEntry, Secret } from '../types';
import { game } from './game';
import { paxPamirMeta } from './meta';
import { moveArgs } from './move-args';
import { LOG_KINDS } from './log-kinds';
import type { PaxState } from './rules/state';
import { bots } from './bots';

/** PAMIR-HIDDEN-1: what a viewer must never receive: other players' hands and the deck's order. */
export function secrets(G: PaxState, viewer: string | null): Secret[] {
  const list: Secret[] = [];
  for (const id in G.players) {
    if (id === viewer) continue;
    G.players[id].hand.forEach((card, i) => list.push({ label: `player ${id}'s hand`, path: ['players', id, 'hand', i], value: card }));
  }
  // PAMIR-WAKHAN-HIDDEN-1: her AI deck's order and the next card's face (only its back is public)
  const ai = G.secret.wakhanDeck;
  if (ai && ai.length > 0) {
    list.push({ label: "Wakhan's AI deck", path: ['secret', 'wakhanDeck'], value: ai });
    if (ai.length >= 4) list.push({ label: "Wakhan's AI deck order", text: JSON.stringify(ai) });
  }
  const { deck } = G.secret;
  if (deck.length > 0) list.push({ label: 'the deck', path: ['secret', 'deck'], value: deck });
  if (deck.length >= 4) list.push({ label: "the deck's order", text: JSON.stringify(deck) });
  return list;
}

export const paxPamir: GameEntry<PaxState> = {
  ...paxPamirMeta,
  game,
  secrets: (G, _ctx, viewer) => secrets(G, viewer),
  moveBudget: 4000,
  moveArgs,
  logKinds: LOG_KINDS,
  bots,
};
