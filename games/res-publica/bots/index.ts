/** What Res Publica gives its bots (games/bots/kit.ts). */
import type { BotKit } from '../../bots/kit';
import type { State } from '../rules/types';
import type { ResPublicaView } from '../view';
import { determinize } from './determinize';
import { fast } from './fast';
import { estimate, outcome } from './outcome';
import { playoutMove } from './playout';

export const bots: BotKit<State, ResPublicaView> = { determinize, fast, outcome, estimate, playoutMove };
