/** Res Publica (Reiner Knizia): the game module (its metadata in meta.ts). */
import type { GameEntry, Secret } from '../types';
import { bots } from './bots';
import { game } from './game';
import { resPublicaMeta } from './meta';
import { moveArgs } from './move-args';
import { LOG_KINDS } from './log-kinds';
import type { State } from './rules/types';

export type { State as ResPublicaState } from './rules/types';

/** RP-HIDDEN-1..3: other players' hands and chosen cards, and both draw piles. */
function secrets(G: State, _ctx: unknown, viewer: string | null): Secret[] {
  const list: Secret[] = [
    { label: 'People pile', path: ['secret', 'people'], value: G.secret.people },
    { label: 'Civilisation pile', path: ['secret', 'civilisation'], value: G.secret.civilisation },
  ];
  for (const [id, player] of Object.entries(G.players)) {
    if (id === viewer) continue;
    list.push({ label: `hand of player ${id}`, path: ['players', id, 'hand'], value: player.hand });
    if (player.giving) list.push({ label: `cards player ${id} hands over`, path: ['players', id, 'giving'], value: player.giving });
  }
  return list;
}

export const resPublica: GameEntry<State> = {
  ...resPublicaMeta,
  game,
  secrets,
  moveBudget: 4000,
  moveArgs,
  logKinds: LOG_KINDS,
  bots,
};
