/**
 * npm run bench [-- --seconds 2 --game pax]
 *
 * Prints, in one run:
 * - the reducer floor: moves per second of a no-op move through boardgame.io's reducer (undo disabled,
 *   as in every registered game, so the floor does not carry a growing undo history);
 * - per registered game, player count and accepted set of options: random full games per second and moves
 *   per second with RandomBot choosing (enumerate included), then the same games replayed move by move
 *   without the bot, whose cost per move is compared with the floor (the ratio the games' issues bound).
 *   The replay and the floor are timed in turns, a slice of games then as many no-op moves, for twice the
 *   budget, after as long a replay untimed that lets the JIT compile the game: both see the same machine at
 *   the same moments, so another process slowing the machine for a while moves both (a floor timed once,
 *   before every line, moved the ratios by up to half). Starting a match (its setup, the shuffles) is timed
 *   apart and shown per game: a game of 30 moves would otherwise count its start in every move;
 * - beside them, the flow floor (bench/flow-floor.ts): the same games as no-op moves that end turns and
 *   phases and set stages where the real ones did, boardgame.io's own share of each line's cost;
 * - per game, random playouts' moves per second through the reducer and through the game's fast path
 *   (bench/playout.ts), the ratio the bots' issue bounds (at least 10×);
 * - per game, opening step 500 of a 1,000-move stored match through the replay route, cold and warm
 *   (bench/replay.ts).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Game } from 'boardgame.io';
import { gameEntries } from '../games';
import { playRandomGame } from '../games/headless';
import { allSetupData, defaultSetupData } from '../games/setup-options';
import type { SetupData } from '../games/types';
import { replayFlow } from './flow-floor';
import { floorMs } from './floor';
import { playRecorded, replayMoves } from './recorded-games';
import { playoutRates } from './playout';
import { replayFigures } from './replay';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '2' }, game: { type: 'string' } },
});
const budgetMs = Number(values.seconds) * 1000;

if (process.env.NODE_ENV !== 'production') {
  console.warn('NODE_ENV is not "production": boardgame.io logs every move and runs slower. Use `npm run bench`.');
}

/** The floor's moves per second over the budget. */
function floor(): number {
  let moves = 0;
  let ms = 0;
  while (ms < budgetMs) {
    ms += floorMs(1000);
    moves += 1000;
  }
  return moves / (ms / 1000);
}

async function measure(game: Game, numPlayers: number, setupData: SetupData, moveBudget: number) {
  const line = { game, numPlayers, setupData };
  const { played, moves, unfinished, seconds: botSeconds } = await playRecorded(line, moveBudget, budgetMs);

  // Replay the same games through the reducer alone: the start of each match, then its moves, timed apart;
  // each slice of games is followed by as many no-op moves (the floor beside it).
  let next = 0;
  const replaySlice = () => {
    const slice = { startMs: 0, replayMs: 0, flowMs: 0, games: 0, moves: 0 };
    while (slice.moves < SLICE_MOVES) {
      const record = played[next++ % played.length];
      const { startMs, movesMs } = replayMoves(line, record);
      slice.startMs += startMs;
      slice.replayMs += movesMs;
      slice.flowMs += replayFlow(numPlayers, record.flow).ms;
      slice.games++;
      slice.moves += record.moves.length;
    }
    return slice;
  };
  // untimed first: the JIT compiles the game's code (with Wakhan, tens of thousands of moves are needed)
  for (const warm = performance.now(); performance.now() - warm < budgetMs || next < played.length; ) replaySlice();
  let startMs = 0;
  let replayMs = 0;
  let replayedGames = 0;
  let replayedMoves = 0;
  let besideMs = 0;
  let flowMs = 0;
  const began = performance.now();
  while (performance.now() - began < 2 * budgetMs || replayedGames < played.length) {
    const slice = replaySlice();
    startMs += slice.startMs;
    replayMs += slice.replayMs;
    flowMs += slice.flowMs;
    replayedGames += slice.games;
    replayedMoves += slice.moves;
    besideMs += floorMs(slice.moves);
  }
  return {
    startMicroseconds: (startMs * 1000) / replayedGames,
    games: played.length,
    unfinished,
    gamesPerSecond: played.length / botSeconds,
    movesPerSecond: moves / botSeconds,
    movesPerGame: moves / played.length,
    reducerMovesPerSecond: replayedMoves / (replayMs / 1000),
    floorMovesPerSecond: replayedMoves / (besideMs / 1000),
    flowMovesPerSecond: replayedMoves / (flowMs / 1000),
  };
}

/** Each set of options once, the defaults first. */
function uniqueSetups(setups: SetupData[]): SetupData[] {
  const seen = new Set<string>();
  return setups.filter((setup) => {
    const key = JSON.stringify(Object.entries(setup).sort());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Moves a replay slice holds at least (a game or a few), and as many no-op moves after it. */
const SLICE_MOVES = 100;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

floor(); // warm-up: let the JIT compile boardgame.io's reducer first
const floorRate = floor();
console.log(`Reducer floor (no-op move): ${fmt(floorRate)} moves/s, ${fmt(1e6 / floorRate, 1)} µs per move (each line below is compared with the floor timed beside it)\n`);
console.log(
  ['game', 'players', 'games', 'games/s', 'moves/game', 'moves/s (bot)', 'start µs', 'moves/s (reducer)', 'floor µs', 'cost vs floor', 'flow vs floor'].join('\t'),
);
for (const entry of gameEntries) {
  const { game } = entry;
  if (values.game && game.name !== values.game) continue;
  for (let numPlayers = game.minPlayers; numPlayers <= game.maxPlayers; numPlayers++) {
    const accepted = (data: SetupData) => game.validateSetupData?.(data, numPlayers) === undefined;
    const setups = uniqueSetups([defaultSetupData(entry.options, numPlayers), ...allSetupData(entry.options, numPlayers)].filter(accepted));
    for (const setupData of setups) {
      await playRandomGame(game, { numPlayers, setupData, seed: 'warm-up', maxMoves: entry.moveBudget });
      const result = await measure(game, numPlayers, setupData, entry.moveBudget);
      console.log(
        [
          game.name,
          `${numPlayers} ${JSON.stringify(setupData)}`,
          result.games + (result.unfinished ? ` (${result.unfinished} unfinished)` : ''),
          fmt(result.gamesPerSecond, 2),
          fmt(result.movesPerGame),
          fmt(result.movesPerSecond),
          fmt(result.startMicroseconds),
          fmt(result.reducerMovesPerSecond),
          fmt(1e6 / result.floorMovesPerSecond, 1),
          `${fmt(result.floorMovesPerSecond / result.reducerMovesPerSecond, 2)}×`,
          `${fmt(result.floorMovesPerSecond / result.flowMovesPerSecond, 2)}×`,
        ].join('\t'),
      );
    }
  }
}

// Bots' random playouts: boardgame.io's reducer against the game's fast path (games/bots/kit.ts), same run.
console.log('\nRandom playouts (enumerate, a uniform choice, the move), moves per second');
console.log(['game', 'players', 'reducer', 'fast path', 'fast / reducer'].join('\t'));
for (const entry of gameEntries) {
  if (values.game && entry.game.name !== values.game) continue;
  const rates = playoutRates(entry, budgetMs);
  console.log(
    [entry.game.name, rates.numPlayers, fmt(rates.reducerMovesPerSecond), fmt(rates.fastMovesPerSecond), `${fmt(rates.fastMovesPerSecond / rates.reducerMovesPerSecond, 1)}×`].join('\t'),
  );
}

console.log('');
await replayFigures(values.game);
