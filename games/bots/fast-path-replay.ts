/**
 * The proof that a game's fast playout path (kit.ts `FastRules`) is boardgame.io's reducer without its cost:
 * one seeded random game chosen on the fast path, each move replayed through the reducer, which must accept
 * it and end in the same G, the same result and the same random state. Step by step, every step is compared
 * too: the seat to move, the moves offered (as `ai.enumerate` gives them) and G after each move.
 * Used by test/contract/fast-playout.test.ts (a hundred games per game) and bench/fast-playout.ts (a thousand).
 */
import { HeadlessMatch } from '../headless';
import type { GameEntry, SetupData } from '../types';
import { seededRng } from './random';

export interface FastPathGame {
  numPlayers: number;
  setupData: SetupData;
  /** The match's seed (its shuffles and dice). */
  seed: string;
  /** The seed of the uniform choice among the offered moves. */
  chooseSeed: string;
  /** Compare every step, not only the end. */
  stepByStep: boolean;
}

const json = (value: unknown) => JSON.stringify(value ?? null);

/** Where the fast path and the reducer part in that game ([] when they never do). */
export function fastPathDifferences(entry: GameEntry, { numPlayers, setupData, seed, chooseSeed, stepByStep }: FastPathGame): string[] {
  const { game, bots } = entry;
  const { fast } = bots;
  const failures: string[] = [];
  const at = (step: number) => `step ${step}`;
  const reference = new HeadlessMatch(game, { numPlayers, setupData, seed });
  const s = fast.fromState(reference.state);
  const choose = seededRng(chooseSeed);
  let step = 0;
  for (; step < entry.moveBudget; step++) {
    const playerID = fast.toMove(s);
    if (stepByStep && playerID !== reference.nextPlayer) {
      failures.push(`${at(step)}: fast path moves ${playerID}, the reducer ${reference.nextPlayer}`);
      break;
    }
    if (playerID === null) break;
    const choices = fast.enumerate(s, playerID);
    if (stepByStep && json(choices) !== json(reference.enumerate(playerID))) {
      failures.push(`${at(step)}: the fast path offers other moves than ai.enumerate`);
      break;
    }
    if (choices.length === 0) {
      failures.push(`${at(step)}: seat ${playerID} must move but has no move`);
      break;
    }
    const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
    if (!fast.play(s, playerID, move, args)) {
      failures.push(`${at(step)}: the fast path refused its own ${move}(${json(args)})`);
      break;
    }
    const result = reference.move(playerID, move, args);
    if (!result.ok) {
      failures.push(`${at(step)}: the reducer refused ${move}(${json(args)}): ${result.refusal.type}`);
      break;
    }
    if (stepByStep && json(fast.G(s)) !== json(reference.state.G)) {
      failures.push(`${at(step)}: G differs after ${move}(${json(args)})`);
      break;
    }
  }
  if (json(fast.G(s)) !== json(reference.state.G)) failures.push(`${at(step)}: final G differs`);
  if (json(fast.gameover(s)) !== json(reference.state.ctx.gameover)) failures.push(`${at(step)}: result differs`);
  if (json(fast.random(s)) !== json(reference.state.plugins.random?.data)) failures.push(`${at(step)}: random state differs`);
  return failures;
}
