/** Pax Pamir's bots' kit (games/bots/kit.ts): honest determinization, fast playouts, results. */
import type { BotKit } from '../../bots/kit';
import type { PaxState } from '../rules/state';
import type { PaxView } from '../view';
import { determinize } from './determinize';
import { fast } from './fast';
import { estimate, outcome } from './outcome';

/** BOT-ISMCTS-4: the estimate foresees enough for new nodes to start from it (games/bots/RULES.md). */
const search = { prior: 3 } as const;

/** BOT-ISMCTS-5: Pax Pamir scores at its dominance checks. */
const scorings = (G: PaxState) => G.checks.length;

export const bots: BotKit<PaxState, PaxView> = { determinize, fast, outcome, estimate, scorings, search };
