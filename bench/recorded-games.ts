/**
 * The bench's seeded random games of one line (seeds `bench-0`, `bench-1`, …), recorded once with RandomBot
 * and replayed move by move through boardgame.io's reducer, for every figure timed against the floor.
 */
import { performance } from 'node:perf_hooks';
import type { Game } from 'boardgame.io';
import { HeadlessMatch, playRandomGame, type MoveChoice } from '../games/headless';
import type { SetupData } from '../games/types';
import { FlowRecorder, type FlowStep } from './flow-floor';

export interface Played {
  seed: string;
  moves: (MoveChoice & { playerID: string })[];
  /** What each move did to boardgame.io's flow (bench/flow-floor.ts). */
  flow: FlowStep[];
}

export interface Line {
  game: Game;
  numPlayers: number;
  setupData: SetupData;
}

/** Random games of `line` for `budgetMs` (one at least), each cut at `moveBudget` moves, and how long they took. */
export async function playRecorded(line: Line, moveBudget: number, budgetMs: number) {
  const played: Played[] = [];
  let moves = 0;
  let unfinished = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs || played.length === 0) {
    const flow = new FlowRecorder();
    const record: Played = { seed: `bench-${played.length}`, moves: [], flow: flow.steps };
    const result = await playRandomGame(line.game, {
      numPlayers: line.numPlayers,
      setupData: line.setupData,
      seed: record.seed,
      maxMoves: moveBudget,
      onStart: (match) => flow.start(match),
      afterMove: (match, move) => {
        record.moves.push(move);
        flow.after(match);
      },
    });
    if (!result.finished) unfinished++;
    moves += result.moves;
    played.push(record);
  }
  return { played, moves, unfinished, seconds: (performance.now() - start) / 1000 };
}

/** One recorded game replayed through the reducer: the milliseconds its start and its moves took, apart. */
export function replayMoves(line: Line, { seed, moves }: Played): { startMs: number; movesMs: number } {
  const started = performance.now();
  const match = new HeadlessMatch(line.game, { numPlayers: line.numPlayers, setupData: line.setupData, seed });
  const replayed = performance.now();
  for (const { playerID, move, args } of moves) match.move(playerID, move, args);
  return { startMs: replayed - started, movesMs: performance.now() - replayed };
}
