/** Positions from the rulebook a match can start from (games/types.ts `Scenario`). */
import type { Scenario } from '../types';

export const SCENARIOS: readonly Scenario[] = [];
