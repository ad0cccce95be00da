/** Pax Barbarorum: the game module (its metadata in meta.ts; BARB-*, see RULES.md). */
import type { Ctx } from 'boardgame.io';
import type { GameEntry, Secret } from '../types';
import { ai } from './ai';
import { bots } from './bots';
import { game } from './game';
import { moveArgs } from './move-args';
import { LOG_KINDS } from './log-kinds';
import { paxBarbarorumMeta } from './meta';
import type { PaxState } from './rules/types';
import { playerView } from './view';

/**
 * BARB-HIDDEN-1: what a viewer must never receive: other players' hands, their unrevealed order tokens, and their
 * battle commitment while the other side has not locked in yet.
 */
export function secrets(G: PaxState, _ctx: Ctx, viewer: string | null): Secret[] {
  const out: Secret[] = [];
  for (const [id, priv] of Object.entries(G.players)) {
    if (id === viewer) continue;
    out.push({ label: `hand of player ${id}`, path: ['players', id, 'hand'], value: priv.hand });
    for (const [p, kind] of Object.entries(priv.orders)) {
      if (G.revealed[p as keyof typeof G.revealed] === undefined) {
        out.push({ label: `order of player ${id} in ${p}`, path: ['players', id, 'orders', p], value: kind });
      }
    }
    if (priv.commit !== null) out.push({ label: `commitment of player ${id}`, path: ['players', id, 'commit'], value: priv.commit });
  }
  return out;
}

export const paxBarbarorum: GameEntry<PaxState> = {
  ...paxBarbarorumMeta,
  game: { ...game, playerView, ai },
  secrets,
  moveBudget: 6000,
  moveArgs,
  logKinds: LOG_KINDS,
  bots,
};
