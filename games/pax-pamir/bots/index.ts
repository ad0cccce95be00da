/** Pax Pamir's bots' kit (games/bots/kit.ts): honest determinization, fast playouts, results. */
import type { BotKit } from '../../bots/kit';
import type { PaxState } from '../rules/state';
import type { PaxView } from '../view';
import { determinize } from './determinize';
import { fast } from './fast';
import { estimate, outcome } from './outcome';

/**
 * BOT-ISMCTS-4: the estimate foresees enough for new nodes to start from it; playouts end at the next Dominance Check
 * (BOT-ISMCTS-5), a finished one rewards by score too, and the search explores a little less (games/bots/RULES.md).
 */
const search = { prior: 3, exploration: 0.5, margin: 0.3, playoutDepth: 300, scoring: 1 } as const;

/** BOT-ISMCTS-5: Pax Pamir scores at its dominance checks. */
const scorings = (G: PaxState) => G.checks.length;

export const bots: BotKit<PaxState, PaxView> = { determinize, fast, outcome, estimate, scorings, search };
