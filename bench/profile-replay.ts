/**
 * The reducer replay of `npm run bench` for one configuration, to profile it: seeded random games (the
 * bench's seeds) are played once with RandomBot, then replayed move by move through boardgame.io's reducer
 * `--rounds` times, the first round as a warm-up. Only the replay is timed, so a CPU profile of this script
 * shows where a move's time goes without the bot's:
 *
 *   NODE_ENV=production node --import tsx --cpu-prof bench/profile-replay.ts --game pax-pamir --players 1 --setup '{"wakhan":true}'
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gameEntries } from '../games';
import { HeadlessMatch, playRandomGame, type MoveChoice } from '../games/headless';
import type { SetupData } from '../games/types';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'pax-pamir' },
    players: { type: 'string', default: '2' },
    setup: { type: 'string', default: '{}' },
    games: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '6' },
  },
});

const entry = gameEntries.find(({ game }) => game.name === values.game);
if (!entry) throw new Error(`no registered game ${values.game}`);
const { game } = entry;
const numPlayers = Number(values.players);
const setupData = JSON.parse(values.setup) as SetupData;

const played: { seed: string; moves: (MoveChoice & { playerID: string })[] }[] = [];
for (let i = 0; i < Number(values.games); i++) {
  const record = { seed: `bench-${i}`, moves: [] as (MoveChoice & { playerID: string })[] };
  await playRandomGame(game, { numPlayers, setupData, seed: record.seed, maxMoves: entry.moveBudget, afterMove: (_match, move) => record.moves.push(move) });
  played.push(record);
}

let moves = 0;
let replayMs = 0;
for (let round = 0; round < Number(values.rounds); round++) {
  for (const { seed, moves: list } of played) {
    const match = new HeadlessMatch(game, { numPlayers, setupData, seed });
    const started = performance.now();
    for (const { playerID, move, args } of list) match.move(playerID, move, args);
    // the first round lets the JIT compile the game's code
    if (round > 0) {
      replayMs += performance.now() - started;
      moves += list.length;
    }
  }
}
console.log(`${values.game} ${numPlayers} ${values.setup}: ${moves} moves replayed, ${((replayMs * 1000) / moves).toFixed(1)} µs per move`);
