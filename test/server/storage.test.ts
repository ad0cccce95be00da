/**
 * The SQL storage, on both drivers: SQLite in a temporary file and PostgreSQL in a throw-away database.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { sql } from 'kysely';
import { MIGRATIONS } from '../../server/storage/migrations';
import { SqlStorage } from '../../server/storage/sql-storage';
import { REFUSED_WRITE, refuseStateWritesOf } from '../support/refused-writes';
import { DATABASES, type TempDatabase } from '../support/server';

const metadata = (gameName: string, updatedAt: number, extra: Partial<Server.MatchData> = {}): Server.MatchData => ({
  gameName,
  players: { 0: { id: 0, name: 'Ann', credentials: 'secret-0' }, 1: { id: 1 } },
  createdAt: updatedAt,
  updatedAt,
  ...extra,
});

/** The seat the moves of these tests are made for. */
const seat = { playerID: '0', credentials: 'secret-0' };

const state = (stateID: number, G: object = { n: stateID }): State =>
  ({
    G,
    ctx: { numPlayers: 2, turn: stateID, currentPlayer: String(stateID % 2), playOrder: ['0', '1'], playOrderPos: 0, phase: 'default', activePlayers: null },
    plugins: { random: { data: { seed: 'secret-seed' } } },
    _undo: [],
    _redo: [],
    _stateID: stateID,
  }) as unknown as State;

const entry = (n: number): LogEntry => ({ action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [n], playerID: '0' } }, _stateID: n, turn: n, phase: '' }) as LogEntry;

describe.each(DATABASES)('%s', (_driver, makeDatabase) => {
  let database: TempDatabase;
  let storage: SqlStorage;
  const queries: string[] = [];

  beforeAll(async () => {
    database = await makeDatabase();
    storage = new SqlStorage(database.url, (event) => queries.push(event.query.sql));
    await storage.connect();
  });
  afterAll(async () => {
    await storage.close();
    await database.drop();
  });

  test('the schema is created on start, versioned, and starting again changes nothing', async () => {
    expect(storage.schemaVersion).toBe(MIGRATIONS.at(-1)!.version);
    await storage.connect();
    const rows = await storage.db.selectFrom('schema_version').select('version').execute();
    expect(rows.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((m) => m.version));
  });

  test('a match round-trips: state, metadata, initial state, empty log', async () => {
    await storage.createMatch('m1', { initialState: state(0), metadata: metadata('g', 1000) });
    const fetched = await storage.fetch('m1', { state: true, metadata: true, initialState: true, log: true });
    expect(fetched).toEqual({ state: state(0), metadata: metadata('g', 1000), initialState: state(0), log: [] });
    expect(await storage.fetch('nothing', { state: true, metadata: true, log: true })).toEqual({ log: [] });
  });

  test('each move appends its log entries as rows; earlier rows are never rewritten', async () => {
    await storage.createMatch('m2', { initialState: state(0), metadata: metadata('g', 1000) });
    await storage.setState('m2', state(1), [entry(1)]);
    // Mark the stored row: were the log rewritten on the next move, the mark would be gone.
    await storage.db.updateTable('match_log').set({ entry: JSON.stringify({ marked: true }) }).where('match_id', '=', 'm2').execute();
    queries.length = 0;
    await storage.setState('m2', state(2), [entry(2), entry(3)]);
    expect(queries.some((q) => /^delete/i.test(q) || /^update "match_log"/i.test(q))).toBe(false);
    const { log, state: current } = await storage.fetch('m2', { log: true, state: true });
    expect(log).toEqual([{ marked: true }, entry(2), entry(3)]);
    expect(current._stateID).toBe(2);
  });

  test('a state older than the stored one is not written (a late writer cannot roll a match back)', async () => {
    await storage.createMatch('m3', { initialState: state(0), metadata: metadata('g', 1000) });
    await storage.setState('m3', state(2), [entry(2)]);
    await storage.setState('m3', state(1, { stale: true }), [entry(1)]);
    const { state: current, log } = await storage.fetch('m3', { state: true, log: true });
    expect(current._stateID).toBe(2);
    expect(log).toEqual([entry(2)]);
  });

  test('listing filters like boardgame.io and takes one query for any number of matches', async () => {
    await storage.createMatch('l1', { initialState: state(0), metadata: metadata('list', 100) });
    await storage.createMatch('l2', { initialState: state(0), metadata: metadata('list', 200) });
    await storage.createMatch('l3', { initialState: state(0), metadata: metadata('list', 300) });
    await storage.setMetadata('l3', metadata('list', 300, { gameover: { winner: '0' } }));
    queries.length = 0;
    const all = await storage.listSummaries({ gameName: 'list' });
    expect(queries).toHaveLength(1);
    expect(all.map((m) => m.matchID)).toEqual(['l3', 'l2', 'l1']);
    expect(all[0].metadata.gameover).toEqual({ winner: '0' });
    expect(await storage.listMatches({ gameName: 'list', where: { isGameover: false } })).toEqual(['l2', 'l1']);
    expect(await storage.listMatches({ gameName: 'list', where: { updatedBefore: 300, updatedAfter: 100 } })).toEqual(['l2']);
    expect((await storage.summariesOf(['l1', 'missing'])).map((m) => m.matchID)).toEqual(['l1']);
  });

  test('wipe removes the match and its log', async () => {
    await storage.createMatch('w1', { initialState: state(0), metadata: metadata('g', 1) });
    await storage.setState('w1', state(1), [entry(1)]);
    await storage.wipe('w1');
    expect(await storage.fetch('w1', { state: true, log: true })).toEqual({ log: [] });
    const left = await sql<{ n: number }>`select count(*) as n from match_log where match_id = 'w1'`.execute(storage.db);
    expect(Number(left.rows[0].n)).toBe(0);
  });

  test('a move is stored only on the state it was computed from: of two racing moves the database keeps one', async () => {
    await storage.createMatch('c1', { initialState: state(0), metadata: metadata('g', 1) });
    const results = await Promise.all([
      storage.commitMove({ matchID: 'c1', previousStateID: 0, seat: seat, next: state(1, { by: 'a' }), deltalog: [entry(1)], now: 10 }),
      storage.commitMove({ matchID: 'c1', previousStateID: 0, seat: seat, next: state(1, { by: 'b' }), deltalog: [entry(2)], now: 11 }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const { state: stored, log } = await storage.fetch('c1', { state: true, log: true });
    expect(stored.G).toEqual(results[0] ? { by: 'a' } : { by: 'b' });
    expect(log).toEqual([results[0] ? entry(1) : entry(2)]);
    expect(await storage.commitMove({ matchID: 'c1', previousStateID: 5, seat: seat, next: state(6), deltalog: [], now: 12 })).toBe(false);
    expect(await storage.commitMove({ matchID: 'missing', previousStateID: 0, seat: seat, next: state(1), deltalog: [], now: 12 })).toBe(false);
  });

  test('a group whose commit fails part way: each move gets its own answer, the failing one alone is refused, none is stored twice', async () => {
    await storage.createMatch('g-ok', { initialState: state(0), metadata: metadata('g', 1) });
    await storage.createMatch('g-refused', { initialState: state(0), metadata: metadata('g', 1) });
    await refuseStateWritesOf(storage, 'g-refused');
    // One group: on PostgreSQL two statements (a match once in each), the first of which commits before
    // the second fails; on SQLite one transaction, rolled back whole.
    const answers = await Promise.allSettled([
      storage.commitMove({ matchID: 'g-ok', previousStateID: 0, seat, next: state(1), deltalog: [entry(1)], now: 10 }),
      storage.commitMove({ matchID: 'g-refused', previousStateID: 7, seat, next: state(8), deltalog: [entry(8)], now: 10 }),
      storage.commitMove({ matchID: 'g-ok', previousStateID: 1, seat, next: state(2), deltalog: [entry(2)], now: 10 }),
      storage.commitMove({ matchID: 'g-refused', previousStateID: 0, seat, next: state(1), deltalog: [entry(1)], now: 10 }),
    ]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'refused'))).toEqual([true, false, true, 'refused']);
    expect(String((answers[3] as PromiseRejectedResult).reason)).toContain(REFUSED_WRITE);
    const ok = await storage.fetch('g-ok', { state: true, log: true });
    expect(ok.state._stateID).toBe(2);
    expect(ok.log).toEqual([entry(1), entry(2)]);
    expect(await storage.fetch('g-refused', { state: true, log: true })).toEqual({ state: state(0), log: [] });
  });

  test('a stored move answers with the seats as its write found them: a change of seats made before it is in them', async () => {
    await storage.createMatch('s1', { initialState: state(0), metadata: metadata('g', 1) });
    await storage.updateMetadata('s1', (current) => {
      Object.assign(current.players[1], { name: 'Bot 2', bot: 'random', credentials: 'bot-1' });
      return current;
    });
    const seats = await storage.storeMove({ matchID: 's1', previousStateID: 0, seat, next: state(1), deltalog: [entry(1)], now: 10 });
    expect(seats?.players[1]).toEqual({ id: 1, name: 'Bot 2', bot: 'random', credentials: 'bot-1' });
    expect(seats?.players[0]).toEqual({ id: 0, name: 'Ann', credentials: 'secret-0' });
    expect(await storage.storeMove({ matchID: 's1', previousStateID: 0, seat, next: state(1), deltalog: [entry(1)], now: 11 })).toBeUndefined();
  });

  test('a move is not stored for a seat whose credentials no longer hold it', async () => {
    await storage.createMatch('c2', { initialState: state(0), metadata: metadata('g', 1) });
    expect(await storage.commitMove({ matchID: 'c2', previousStateID: 0, seat: { playerID: '0', credentials: 'forged' }, next: state(1), deltalog: [entry(1)], now: 10 })).toBe(false);
    expect(await storage.commitMove({ matchID: 'c2', previousStateID: 0, seat: { playerID: '1', credentials: '' }, next: state(1), deltalog: [entry(1)], now: 10 })).toBe(false);
    await storage.updateMetadata('c2', (current) => {
      delete current.players[0].credentials;
      return current;
    });
    expect(await storage.commitMove({ matchID: 'c2', previousStateID: 0, seat: seat, next: state(1), deltalog: [entry(1)], now: 10 })).toBe(false);
    const { state: stored, log } = await storage.fetch('c2', { state: true, log: true });
    expect(stored._stateID).toBe(0);
    expect(log).toEqual([]);
  });

  test('take-backs: the state before each move that may be taken back is kept until a move that may not', async () => {
    await storage.createMatch('t1', { initialState: state(0), metadata: metadata('g', 1) });
    const commit = (previousStateID: number, next: State, takeBackTo?: State) =>
      storage.commitMove({ matchID: 't1', previousStateID, seat, next, deltalog: [entry(next._stateID)], now: 10, takeBackTo });
    const entryFor = (ctx: State['ctx']) => ({ action: { type: 'UNDO', payload: { playerID: '0' } }, _stateID: -1, turn: ctx.turn, phase: '' }) as unknown as LogEntry;
    await commit(0, state(1, { step: 1 }), state(0));
    await commit(1, state(2, { step: 2 }), state(1, { step: 1 }));
    expect(await storage.takeBack('t1', { playerID: '1', credentials: 'x' }, 2, entryFor, 20)).toEqual({ ok: false, why: 'unauthorized' });
    expect(await storage.takeBack('t1', seat, 1, entryFor, 20)).toEqual({ ok: false, why: 'stale' });
    const first = await storage.takeBack('t1', seat, 2, entryFor, 20);
    expect(first).toMatchObject({ ok: true, state: { G: { step: 1 }, _stateID: 3 } });
    const second = await storage.takeBack('t1', seat, 3, entryFor, 20);
    expect(second).toMatchObject({ ok: true, state: { G: { n: 0 }, _stateID: 4 } });
    expect(await storage.takeBack('t1', seat, 4, entryFor, 20)).toEqual({ ok: false, why: 'nothing' });
    const { state: stored, log } = await storage.fetch('t1', { state: true, log: true });
    expect(stored).toMatchObject({ G: { n: 0 }, _stateID: 4 });
    expect(log.map((e) => e.action.type)).toEqual(['MAKE_MOVE', 'MAKE_MOVE', 'UNDO', 'UNDO']);
    // A move that may not be taken back ends them all.
    await commit(4, state(5, { step: 5 }), state(4));
    await commit(5, state(6, { drew: true }));
    expect(await storage.takeBack('t1', seat, 6, entryFor, 20)).toEqual({ ok: false, why: 'nothing' });
    // Another seat's move (where several act at once) ends this seat's take-backs.
    await commit(6, state(7, { step: 7 }), state(6));
    const other = { playerID: '1', credentials: 'secret-1' };
    await storage.updateMetadata('t1', (current) => ({ ...current, players: { ...current.players, 1: { id: 1, name: 'Bo', credentials: 'secret-1' } } }));
    await storage.commitMove({ matchID: 't1', previousStateID: 7, seat: other, next: state(8, { other: true }), deltalog: [], now: 10, takeBackTo: state(7, { step: 7 }) });
    expect(await storage.takeBack('t1', seat, 8, entryFor, 20)).toEqual({ ok: false, why: 'nothing' });
    expect(await storage.takeBack('t1', other, 8, entryFor, 20)).toMatchObject({ ok: true, state: { G: { step: 7 }, _stateID: 9 } });
  });

  test('a move read returns the state only when the caller does not hold it already', async () => {
    await storage.createMatch('r1', { initialState: state(0), metadata: metadata('g', 1) });
    await storage.commitMove({ matchID: 'r1', previousStateID: 0, seat: seat, next: state(1), deltalog: [entry(1)], now: 50 });
    const fresh = await storage.readForMove('r1', 0);
    expect(fresh).toMatchObject({ gameName: 'g', stateID: 1, state: state(1) });
    expect(fresh!.metadata.updatedAt).toBe(50);
    const held = await storage.readForMove('r1', 1);
    expect(held).toMatchObject({ gameName: 'g', stateID: 1 });
    expect(held!.state).toBeUndefined();
    expect(await storage.readForMove('missing', undefined)).toBeUndefined();
  });

  test('a metadata change is read, changed and written atomically, and a refused change writes nothing', async () => {
    await storage.createMatch('u1', { initialState: state(0), metadata: metadata('g', 1) });
    // Ten concurrent changes of one counter: none is lost.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        storage.updateMetadata('u1', (current) => ({ ...current, setupData: { n: ((current.setupData as { n?: number })?.n ?? 0) + 1 } })),
      ),
    );
    expect((await storage.fetch('u1', { metadata: true })).metadata.setupData).toEqual({ n: 10 });
    await expect(
      storage.updateMetadata('u1', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await storage.fetch('u1', { metadata: true })).metadata.setupData).toEqual({ n: 10 });
    expect(await storage.updateMetadata('missing', (current) => current)).toBeUndefined();
  });

  test('the result a move stores is part of the metadata and the listing, and a later metadata write keeps it', async () => {
    await storage.createMatch('e1', { initialState: state(0), metadata: metadata('ended', 1) });
    const ended = { ...state(1), ctx: { ...state(1).ctx, gameover: { winner: '1' } } } as State;
    await storage.commitMove({ matchID: 'e1', previousStateID: 0, seat: seat, next: ended, deltalog: [], now: 70 });
    await storage.setMetadata('e1', metadata('ended', 80));
    expect((await storage.fetch('e1', { metadata: true })).metadata.gameover).toEqual({ winner: '1' });
    expect(await storage.listMatches({ gameName: 'ended', where: { isGameover: true } })).toEqual(['e1']);
  });
});
