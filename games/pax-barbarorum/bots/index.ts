/** What Pax Barbarorum gives its bots (games/bots/kit.ts). */
import type { BotKit } from '../../bots/kit';
import type { Action } from '../rules/legal';
import type { PaxState } from '../rules/types';
import { determinize } from './determinize';
import { fast } from './fast';
import { estimate, outcome } from './outcome';
import { playoutMove } from './playout';
import { barbarorumReport } from './report';
import { styles } from './styles';

/** BOT-ISMCTS-4: the estimate foresees enough for new nodes to start from it (games/bots/RULES.md). */
const search = { prior: 10 } as const;

/** BOT-ISMCTS-5: Pax Barbarorum's influence is gained at each round's end (BARB-INFL-1). */
const scorings = (G: PaxState) => G.round;

export const bots: BotKit<PaxState, PaxState, Action> = { determinize, fast, outcome, estimate, scorings, playoutMove, search, styles, report: barbarorumReport };
