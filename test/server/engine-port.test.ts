/**
 * The match engine behind its port, with no socket at all: packets go in, and every message it sends comes
 * out of its outbox as an `Outgoing`, named for one client and filtered for that viewer. A refused move is
 * followed by the match only for a client that may have run the move ahead of the server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { gameEntries } from '../../games';
import { playerToMove } from '../../games/engine/acting';
import { createLogger } from '../../server/log';
import { MatchEngine } from '../../server/matches/match-engine';
import type { Outgoing } from '../../server/matches/outgoing';
import type { ProcessedGame } from '../../server/matches/run-move';
import { createMetrics } from '../../server/metrics';
import { SqlStorage } from '../../server/storage/sql-storage';
import { tempSqliteFile } from '../support/server';

const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
const game = ProcessGameConfig(entry.game) as unknown as ProcessedGame;
const MATCH = 'port-match';
const seats = { 0: 'secret-0', 1: 'secret-1' } as const;

let storage: SqlStorage;
let engine: MatchEngine;
let sent: Outgoing[][];

beforeEach(async () => {
  storage = new SqlStorage(tempSqliteFile());
  await storage.connect();
  sent = [];
  engine = new MatchEngine({
    rows: storage,
    games: [game],
    moveLimits: () => entry.moveArgs,
    logger: createLogger({ level: 'silent' }),
    metrics: createMetrics(),
    instanceID: 'test',
    outbox: { send: (messages) => void sent.push([...messages]) },
  });
  const made = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false }) as { initialState: State; metadata: { players: Record<number, object> } };
  for (const [id, credentials] of Object.entries(seats)) Object.assign(made.metadata.players[Number(id)], { name: `P${id}`, credentials });
  await storage.createMatch(MATCH, made as never);
});
afterEach(async () => {
  await engine.drain();
  await storage.close();
});

const kinds = (batch: Outgoing[]) => batch.map((message) => `${message.kind}→${message.to}`);
const movePacket = (name: string, args: unknown[], playerID: '0' | '1', stateID: number) => ({ name, args, credentials: seats[playerID], stateID, matchID: MATCH, playerID });

test('a sync answers its client alone; a stored move is one update per client watching, each its own view', async () => {
  await engine.sync('seat-0', game.name, { matchID: MATCH, playerID: '0', credentials: seats[0] });
  await engine.sync('watcher', game.name, { matchID: MATCH, playerID: null, credentials: undefined });
  expect(sent.map(kinds).slice(0, 2)).toEqual([['sync→seat-0'], ['sync→watcher']]);
  // Then the seat is marked connected, and everyone watching is told.
  await engine.drain();
  expect(sent.slice(2).flat().every((message) => message.kind === 'matchData')).toBe(true);

  const { state } = await storage.fetch(MATCH, { state: true });
  const playerID = playerToMove(state.ctx) as '0' | '1';
  const [choice] = entry.game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args?: unknown[] }[];
  if (playerID !== '0') await engine.sync('seat-1', game.name, { matchID: MATCH, playerID: '1', credentials: seats[1] });
  await engine.drain();
  sent = [];
  await engine.move(`seat-${playerID}`, game.name, movePacket(choice.move, choice.args ?? [], playerID, state._stateID));
  const [batch] = sent;
  expect(sent).toHaveLength(1);
  expect(batch.every((message) => message.kind === 'update' && (message.state as State)._stateID === state._stateID + 1)).toBe(true);
  expect(batch.map((message) => message.to).sort()).toEqual(playerID === '0' ? ['seat-0', 'watcher'] : ['seat-0', 'seat-1', 'watcher']);
  // The watcher's update is a spectator's view: the game's own filter, applied by the engine.
  const watcher = batch.find((message) => message.to === 'watcher') as Extract<Outgoing, { kind: 'update' }>;
  expect(JSON.stringify(watcher.state)).not.toContain('secret-seed');
});

test('a refused move is resynced only for a client that may have run it ahead', async () => {
  const { state } = await storage.fetch(MATCH, { state: true });
  const playerID = playerToMove(state.ctx) as '0' | '1';
  const other = playerID === '0' ? '1' : '0';
  await engine.sync('mover', game.name, { matchID: MATCH, playerID, credentials: seats[playerID] });
  await engine.sync('waiting', game.name, { matchID: MATCH, playerID: other, credentials: seats[other] });
  await engine.drain();
  const [choice] = entry.game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args?: unknown[] }[];

  // On another state than the stored one: the client holds something else, it is sent the match.
  sent = [];
  await engine.move('mover', game.name, movePacket(choice.move, choice.args ?? [], playerID, state._stateID + 3));
  expect(sent.map(kinds)).toEqual([['refused→mover'], ['sync→mover']]);

  // A seat that may not act now: its client ran nothing, the refusal comes alone.
  sent = [];
  await engine.move('waiting', game.name, movePacket(choice.move, choice.args ?? [], other, state._stateID));
  expect(sent.map(kinds)).toEqual([['refused→waiting']]);
  expect((sent[0][0] as Extract<Outgoing, { kind: 'refused' }>).refusal).toEqual({ code: 'not-allowed-now', stateID: state._stateID });

  // Nonsense arguments: a move boardgame.io's client runs ahead is resynced, a server-only one is not.
  // The match is played on until both kinds have been refused.
  const clients = { [playerID]: 'mover', [other]: 'waiting' } as Record<'0' | '1', string>;
  const seen = new Set<string>();
  for (let step = 0; step < 60 && seen.size < 2; step++) {
    const { state: now } = await storage.fetch(MATCH, { state: true });
    const acting = playerToMove(now.ctx) as '0' | '1';
    const config = (name: string) => game.flow.getMove(now.ctx, name, acting) as { client?: boolean } | null;
    for (const name of Object.keys(entry.moveArgs).filter((n) => config(n) && entry.moveArgs[n].count > 0)) {
      const runsAhead = config(name)!.client !== false;
      if (seen.has(String(runsAhead))) continue;
      seen.add(String(runsAhead));
      sent = [];
      await engine.move(clients[acting], game.name, movePacket(name, Array(entry.moveArgs[name].count).fill('nonsense'), acting, now._stateID));
      const to = clients[acting];
      expect(sent.map(kinds), name).toEqual(runsAhead ? [[`refused→${to}`], [`sync→${to}`]] : [[`refused→${to}`]]);
    }
    const [next] = entry.game.ai!.enumerate(now.G, now.ctx, acting) as { move: string; args?: unknown[] }[];
    await engine.move(clients[acting], game.name, movePacket(next.move, next.args ?? [], acting, now._stateID));
  }
  expect([...seen].sort()).toEqual(['false', 'true']);
});

test('no module of the engine imports socket.io: the transport alone knows sockets', () => {
  const dir = join(import.meta.dirname, '../../server/matches');
  const importing = readdirSync(dir).filter((file) => /from 'socket\.io(-client)?'/.test(readFileSync(join(dir, file), 'utf8')));
  expect(importing).toEqual([]);
  expect(readFileSync(join(import.meta.dirname, '../../server/sockets/transport.ts'), 'utf8')).toMatch(/from 'socket\.io'/);
});
