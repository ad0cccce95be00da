/**
 * The replay figure of `npm run bench`: opening step N/2 of an N-move stored match (N = 1,000 when a random
 * game of the game lasts that long, else the longest one found), through the real lobby route over HTTP,
 * on a server in this process with a SQLite file:
 * - cold: the first open (the log read and parsed, N/2 moves replayed through the reducer);
 * - warm: the same step again (a kept state);
 * - one back: the step before, after it (replayed from the nearest kept state).
 * Each figure is the median of a few runs; the cold runs forget the kept states first.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LogEntry, State } from 'boardgame.io';
import { gameEntries } from '../games';
import { playRandomGame, type HeadlessMatch } from '../games/headless';
import { allSetupData } from '../games/setup-options';
import type { GameEntry, SetupData } from '../games/types';
import { startServer, type RunningServer } from '../server/app';
import { createLogger } from '../server/log';
import { replaysOf } from '../server/replay/routes';

const TARGET_MOVES = 1000;
const ATTEMPTS = 12;
const RUNS = 5;

interface Played {
  setupData: SetupData;
  numPlayers: number;
  initialState: State;
  /** Each move's log entries with the state id they led to, and the final state. */
  entries: { stateID: number; entry: LogEntry }[];
  final: State;
  moves: number;
}

/** A random game of `TARGET_MOVES` moves (cut there), or the longest of a few tries with the most players. */
async function longGame(entry: GameEntry): Promise<Played> {
  const numPlayers = entry.game.maxPlayers;
  const setups = allSetupData(entry.options, numPlayers).filter((data) => entry.game.validateSetupData?.(data, numPlayers) === undefined);
  let best: Played | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && (best?.moves ?? 0) < TARGET_MOVES; attempt++) {
    const setupData = setups[attempt % setups.length];
    const entries: Played['entries'] = [];
    let match: HeadlessMatch | undefined;
    let initialState: State | undefined;
    const result = await playRandomGame(entry.game, {
      numPlayers,
      setupData,
      seed: `bench-replay-${attempt}`,
      maxMoves: TARGET_MOVES,
      onStart: (started) => ((match = started), (initialState = started.state)),
      afterMove: (moved) => {
        const { deltalog = [], _stateID } = moved.state as State & { deltalog?: LogEntry[] };
        for (const logged of deltalog) entries.push({ stateID: _stateID, entry: logged });
      },
    });
    if (!best || result.moves > best.moves) best = { setupData, numPlayers, initialState: initialState!, entries, final: match!.state, moves: result.moves };
  }
  return best!;
}

/** The game stored as a finished match is: its initial state, its log rows, its last state. */
async function store(server: RunningServer, entry: GameEntry, played: Played): Promise<string> {
  const matchID = `bench-replay-${entry.game.name}`;
  const players = Object.fromEntries(Array.from({ length: played.numPlayers }, (_, i) => [i, { id: i, name: `Player ${i}` }]));
  const now = Date.now();
  await server.storage.createMatch(matchID, {
    initialState: played.initialState,
    metadata: { gameName: entry.game.name, players, setupData: played.setupData, createdAt: now, updatedAt: now } as never,
  });
  const { deltalog: _log, ...final } = played.final as State & { deltalog?: LogEntry[] };
  await server.storage.db.transaction().execute(async (trx) => {
    const positions = new Map<number, number>();
    for (const { stateID, entry: logged } of played.entries) {
      const position = positions.get(stateID) ?? 0;
      positions.set(stateID, position + 1);
      await trx.insertInto('match_log').values({ match_id: matchID, state_id: stateID, position, entry: JSON.stringify(logged) }).execute();
    }
    await trx
      .updateTable('matches')
      // A game cut at TARGET_MOVES is stored as over, so that anyone may open it (the row says whether it is).
      .set({ state: JSON.stringify(final), ctx: JSON.stringify({ ...final.ctx, gameover: final.ctx.gameover ?? { cut: true } }), state_id: final._stateID, gameover: 1 })
      .where('id', '=', matchID)
      .execute();
  });
  return matchID;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Print one line per game; `only` names one game. */
export async function replayFigures(only?: string): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-replay-'));
  const server = await startServer({ port: 0, databaseUrl: join(directory, 'matches.sqlite'), clientDir: '/nonexistent', logger: createLogger({ level: 'warn' }) });
  try {
    for (const entry of gameEntries) {
      if (only && entry.game.name !== only) continue;
      const played = await longGame(entry);
      const matchID = await store(server, entry, played);
      const step = Math.floor(played.moves / 2);
      const open = async (at: number) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/games/${entry.game.name}/${matchID}/replay`, { method: 'POST', body: JSON.stringify({ step: at }) });
        if (response.status !== 200) throw new Error(`replay of ${entry.game.name} answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
        return performance.now() - started;
      };
      const cold: number[] = [];
      const warm: number[] = [];
      const back: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        replaysOf(server.storage).clear();
        cold.push(await open(step));
        warm.push(await open(step));
        back.push(await open(step - 1));
      }
      const fmt = (values: number[]) => `${median(values).toFixed(1)} ms`;
      const ended = played.final.ctx.gameover !== undefined ? 'finished' : 'cut';
      console.log(
        `replay: step ${step} of a ${played.moves.toLocaleString('en-US')}-move ${entry.game.name} match (${played.numPlayers} players, ${ended}): ` +
          `cold ${fmt(cold)}, warm ${fmt(warm)}, one step back ${fmt(back)}`,
      );
    }
  } finally {
    await server.stop();
  }
}
