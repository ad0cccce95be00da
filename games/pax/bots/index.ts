/** What PAX gives its bots (games/bots/kit.ts): the determinizer, the fast playouts, the result readers, the report. */
import type { BotKit } from '../../bots/kit';
import type { PaxState } from '../rules/types';
import type { PaxView } from '../view';
import { determinize } from './determinize';
import { fast } from './fast';
import { estimate, outcome } from './outcome';
import { playoutMove } from './playout';
import { paxReport } from './report';

export const bots: BotKit<PaxState, PaxView> = { determinize, fast, outcome, estimate, playoutMove, report: paxReport };
