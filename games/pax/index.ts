/** PAX (Irongames, 2011) with its expansion Nocturnus: the game module (its metadata in meta.ts). */
import type { GameEntry } from '../types';
import { bots } from './bots';
import { game } from './game';
import { moveArgs } from './move-args';
import { LOG_KINDS } from './log-kinds';
import { paxMeta } from './meta';
import type { PaxState } from './rules/types';
import { paxSecrets } from './secrets';

export const pax: GameEntry<PaxState> = {
  ...paxMeta,
  game,
  secrets: paxSecrets,
  moveBudget: 20000,
  moveArgs,
  logKinds: LOG_KINDS,
  bots,
};
