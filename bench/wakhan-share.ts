/**
 * npm run bench:wakhan [-- --seconds 2]
 *
 * How a Pax Pamir line with Wakhan splits its cost per move, each part against the reducer floor timed
 * beside it (bench/floor.ts), on the bench's own seeded random games:
 * - cost: the whole replay through boardgame.io's reducer, as `npm run bench` times it;
 * - flow: boardgame.io's own share, the same turn structure as no-op moves (bench/flow-floor.ts);
 * - Wakhan: the time spent in her automa (rules/wakhan/index.ts: preparing, starting her turn, her steps and
 *   her choices), timed in a second replay of the same games;
 * - rest: what is left, every other rule the moves run.
 * The issue that bounds Pax Pamir's cost asks how far the rules can go: this splits the answer.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gameEntries } from '../games';
import { wakhanAutoma } from '../games/pax-pamir/rules/wakhan';
import { AutomaTimer } from './automa-timer';
import { replayFlow } from './flow-floor';
import { floorMs } from './floor';
import { playRecorded, replayMoves } from './recorded-games';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '2' } } });
const budgetMs = Number(values.seconds) * 1000;

const entry = gameEntries.find(({ game }) => game.name === 'pax-pamir')!;
const { game } = entry;

const automa = new AutomaTimer(wakhanAutoma);

/** Moves a slice holds at least; each slice is followed by its flow replica and as many no-op moves. */
const SLICE_MOVES = 100;

async function measure(numPlayers: number) {
  const line = { game, numPlayers, setupData: { wakhan: true } };
  const { played } = await playRecorded(line, entry.moveBudget, budgetMs);
  let next = 0;
  const totals = { moves: 0, games: 0, costMs: 0, wakhanMs: 0, flowMs: 0, floorMs: 0 };
  const slice = (timed: boolean) => {
    let moves = 0;
    while (moves < SLICE_MOVES) {
      const record = played[next++ % played.length];
      const costMs = replayMoves(line, record).movesMs;
      // the same game again, her automa timed (apart: the timer's own calls stay out of the cost)
      const wakhanMs = automa.time(() => replayMoves(line, record));
      const flowMs = replayFlow(numPlayers, record.flow).ms;
      if (timed) {
        totals.costMs += costMs;
        totals.wakhanMs += wakhanMs;
        totals.flowMs += flowMs;
        totals.games++;
        totals.moves += record.moves.length;
      }
      moves += record.moves.length;
    }
    if (timed) totals.floorMs += floorMs(moves);
  };
  // untimed first: the JIT compiles the game's code
  for (const warm = performance.now(); performance.now() - warm < budgetMs || next < played.length; ) slice(false);
  for (const began = performance.now(); performance.now() - began < 2 * budgetMs || totals.games < played.length; ) slice(true);
  const floorPerMove = totals.floorMs / totals.moves;
  const ratio = (ms: number) => ms / totals.moves / floorPerMove;
  return {
    games: played.length,
    movesPerGame: totals.moves / totals.games,
    floorMicroseconds: floorPerMove * 1000,
    cost: ratio(totals.costMs),
    flow: ratio(totals.flowMs),
    wakhan: ratio(totals.wakhanMs),
  };
}

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

floorMs(20_000); // warm-up: let the JIT compile boardgame.io's reducer first
console.log(['line', 'games', 'moves/game', 'floor µs', 'cost vs floor', 'flow', 'Wakhan', 'rest'].join('\t'));
for (const numPlayers of [1, 2]) {
  const result = await measure(numPlayers);
  console.log(
    [
      `${numPlayers} player${numPlayers > 1 ? 's' : ''} + Wakhan`,
      result.games,
      fmt(result.movesPerGame, 0),
      fmt(result.floorMicroseconds, 1),
      `${fmt(result.cost)}×`,
      `${fmt(result.flow)}×`,
      `${fmt(result.wakhan)}×`,
      `${fmt(result.cost - result.flow - result.wakhan)}×`,
    ].join('\t'),
  );
}
