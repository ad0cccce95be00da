/**
 * Random playouts per second, through boardgame.io's reducer (HeadlessMatch: `ai.enumerate`, a uniform
 * choice, the move) and through the game's fast path (games/bots/kit.ts: the same three steps on the pure
 * rules), on the same seeds in the same run, timed in turns. `npm run bench` prints it per game; alone:
 * `NODE_ENV=production npx tsx bench/playout.ts [--game pax] [--seconds 2]`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gameEntries } from '../games';
import { HeadlessMatch } from '../games/headless';
import { seededRng } from '../games/bots/random';
import { defaultSetupData } from '../games/setup-options';
import type { GameEntry, SetupData } from '../games/types';

export interface PlayoutRates {
  numPlayers: number;
  reducerMovesPerSecond: number;
  fastMovesPerSecond: number;
}

/** The player count a game's playouts are measured at: three where it can, or its nearest. */
const benchPlayers = ({ game }: GameEntry) => Math.min(Math.max(3, game.minPlayers), game.maxPlayers);

/** A path's playouts, game after game: `run(ms)` plays on for about that long and says what it did. */
interface Playouts {
  run(sliceMs: number): { moves: number; ms: number };
}

/** Playouts of `playGame(0)`, `playGame(1)`…, each game's moves and the milliseconds they took. */
function playouts(playGame: (g: number) => { moves: number; ms: number }): Playouts {
  let g = 0;
  return {
    run(sliceMs) {
      const slice = { moves: 0, ms: 0 };
      while (slice.ms < sliceMs) {
        const { moves, ms } = playGame(g++);
        slice.moves += moves;
        slice.ms += ms;
      }
      return slice;
    },
  };
}

/**
 * Random playouts through boardgame.io's reducer: the match a seat would be served (HeadlessMatch), its
 * `ai.enumerate`, a uniform choice, the move.
 */
const reducerPlayouts = (entry: GameEntry, numPlayers: number, setupData: SetupData) =>
  playouts((g) => {
    const match = new HeadlessMatch(entry.game, { numPlayers, setupData, seed: `playout-${g}` });
    const choose = seededRng(`choose-${g}`);
    const began = performance.now();
    let moves = 0;
    for (; moves < entry.moveBudget && !match.isOver; moves++) {
      const playerID = match.nextPlayer!;
      const choices = match.enumerate(playerID);
      const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
      match.move(playerID, move, args);
    }
    return { moves, ms: performance.now() - began };
  });

/** The same playouts on the game's fast path (games/bots/kit.ts), from the same starts and seeds. */
const fastPlayouts = ({ game, bots: { fast }, moveBudget }: GameEntry, numPlayers: number, setupData: SetupData) =>
  playouts((g) => {
    // The match's start (setup, shuffles) is boardgame.io's on both paths: time only the moves.
    const s = fast.fromState(new HeadlessMatch(game, { numPlayers, setupData, seed: `playout-${g}` }).state);
    const choose = seededRng(`choose-${g}`);
    const began = performance.now();
    let moves = 0;
    for (; moves < moveBudget; moves++) {
      const playerID = fast.toMove(s);
      if (playerID === null) break;
      const choices = fast.enumerate(s, playerID);
      const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
      fast.play(s, playerID, move, args);
    }
    return { moves, ms: performance.now() - began };
  });

/** How long each path plays before the other takes its turn. */
const SLICE_MS = 250;

/**
 * Moves per second of random playouts on each path, `budgetMs` each, timed in turns (a slice of one path,
 * then one of the other), so that a machine slowed for a while by other work slows both alike and their
 * ratio holds; each path plays its seeds in the same order.
 */
export function playoutRates(entry: GameEntry, budgetMs: number): PlayoutRates {
  const numPlayers = benchPlayers(entry);
  const setupData = defaultSetupData(entry.options, numPlayers);
  const reducer = reducerPlayouts(entry, numPlayers, setupData);
  const fast = fastPlayouts(entry, numPlayers, setupData);
  // Warm-up of both paths, as long as the measure of each where it is shorter than a second.
  reducer.run(Math.min(budgetMs, 1000));
  fast.run(Math.min(budgetMs, 1000));
  const total = { reducer: { moves: 0, ms: 0 }, fast: { moves: 0, ms: 0 } };
  while (total.reducer.ms < budgetMs || total.fast.ms < budgetMs) {
    for (const [path, runner] of [['reducer', reducer], ['fast', fast]] as const) {
      const slice = runner.run(SLICE_MS);
      total[path].moves += slice.moves;
      total[path].ms += slice.ms;
    }
  }
  return {
    numPlayers,
    reducerMovesPerSecond: total.reducer.moves / (total.reducer.ms / 1000),
    fastMovesPerSecond: total.fast.moves / (total.fast.ms / 1000),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '2' }, game: { type: 'string' } } });
  for (const entry of gameEntries) {
    if (values.game && entry.game.name !== values.game) continue;
    const rates = playoutRates(entry, Number(values.seconds) * 1000);
    const ratio = rates.fastMovesPerSecond / rates.reducerMovesPerSecond;
    console.log(`${entry.game.name}\t${rates.numPlayers} players\treducer ${Math.round(rates.reducerMovesPerSecond)} moves/s\tfast ${Math.round(rates.fastMovesPerSecond)} moves/s\t${ratio.toFixed(1)}×`);
  }
}
