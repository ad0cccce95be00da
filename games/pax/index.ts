/** PAX (Irongames, 2011) with its expansion Nocturnus: the registry entry. */
import type { GameEntry } from '../types';
import { bots } from './bots';
import { game } from './game';
import { moveArgs } from './move-args';
import { LOG_KINDS } from './log-kinds';
import { SCENARIOS } from './scenarios';
import { PAX_OPTIONS } from './options';
import type { PaxState } from './rules/types';
import { paxSecrets } from './secrets';

export const pax: GameEntry<PaxState> = {
  game,
  title: { en: 'PAX', fr: 'PAX' },
  description: {
    en: 'Runaway slaves grow their influence against Rome in seven categories (ten with Nocturnus); 1–8 players, solo campaign.',
    fr: 'Des esclaves en fuite étendent leur influence face à Rome dans sept catégories (dix avec Nocturnus) ; 1 à 8 joueurs, campagne solitaire.',
  },
  options: PAX_OPTIONS,
  secrets: paxSecrets,
  moveBudget: 20000,
  moveArgs,
  logKinds: LOG_KINDS,
  scenarios: SCENARIOS,
  bots,
};
