/**
 * Random playouts per second, through boardgame.io's reducer (HeadlessMatch: `ai.enumerate`, a uniform
 * choice, the move) and through the game's fast path (games/bots/kit.ts: the same three steps on the pure
 * rules), on the same seeds in the same run. `npm run bench` prints it per game; alone:
 * `NODE_ENV=production npx tsx bench/playout.ts [--game pax] [--seconds 2]`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gameEntries } from '../games';
import { HeadlessMatch } from '../games/headless';
import { seededRng } from '../games/bots/random';
import { defaultSetupData } from '../games/setup-options';
import type { GameEntry } from '../games/types';

export interface PlayoutRates {
  numPlayers: number;
  reducerMovesPerSecond: number;
  fastMovesPerSecond: number;
}

/** The player count a game's playouts are measured at: three where it can, or its nearest. */
const benchPlayers = ({ game }: GameEntry) => Math.min(Math.max(3, game.minPlayers), game.maxPlayers);

/** Moves per second of random playouts on each path, `budgetMs` each, alternating seeds the same way. */
export function playoutRates(entry: GameEntry, budgetMs: number): PlayoutRates {
  const { game, bots } = entry;
  const numPlayers = benchPlayers(entry);
  const setupData = defaultSetupData(entry.options, numPlayers);

  const reducer = () => {
    let moves = 0;
    let elapsed = 0;
    for (let g = 0; elapsed < budgetMs; g++) {
      const match = new HeadlessMatch(game, { numPlayers, setupData, seed: `playout-${g}` });
      const choose = seededRng(`choose-${g}`);
      const began = performance.now();
      for (let step = 0; step < entry.moveBudget && !match.isOver; step++, moves++) {
        const playerID = match.nextPlayer!;
        const choices = match.enumerate(playerID);
        const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
        match.move(playerID, move, args);
      }
      elapsed += performance.now() - began;
    }
    return moves / (elapsed / 1000);
  };

  const fast = () => {
    let moves = 0;
    let elapsed = 0;
    for (let g = 0; elapsed < budgetMs; g++) {
      // The match's start (setup, shuffles) is boardgame.io's on both paths: time only the moves.
      const s = bots.fast.fromState(new HeadlessMatch(game, { numPlayers, setupData, seed: `playout-${g}` }).state);
      const choose = seededRng(`choose-${g}`);
      const began = performance.now();
      for (let step = 0; step < entry.moveBudget; step++, moves++) {
        const playerID = bots.fast.toMove(s);
        if (playerID === null) break;
        const choices = bots.fast.enumerate(s, playerID);
        const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
        bots.fast.play(s, playerID, move, args);
      }
      elapsed += performance.now() - began;
    }
    return moves / (elapsed / 1000);
  };

  reducer();
  fast(); // warm-up of both paths
  return { numPlayers, reducerMovesPerSecond: reducer(), fastMovesPerSecond: fast() };
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
