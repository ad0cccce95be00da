/**
 * A match's reads and writes on PostgreSQL. Moves are committed in groups (group-commit.ts), each group
 * one statement: the conditional updates and their log rows together, one round trip, atomic. A metadata
 * change locks its row for the read-change-write.
 */
import type { LogEntry, State } from 'boardgame.io';
import { sql } from 'kysely';
import type { Database } from './database';
import { GroupCommit } from './group-commit';
import {
  UNCHANGED,
  metadataColumns,
  metadataFrom,
  moveReadFrom,
  syncReadFrom,
  stateColumns,
  type MatchData,
  type MatchRows,
  type MetadataChange,
  type MoveRead,
  type MoveWrite,
  type SeatClaim,
  type SyncRead,
  type TakeBackResult,
  handedOver,
  holdersOf,
  takenBack,
} from './match-rows';
import { holdsSeat } from '../matches/seats';

/** A move waiting for its group's commit. */
interface PendingMove {
  matchID: string;
  previous: number;
  seat: SeatClaim;
  columns: ReturnType<typeof stateColumns>;
  entries: string[];
  /** JSON of the state the seat may take the move back to, or null: the move ends the match's take-backs. */
  takeBackTo: string | null;
}

export class PostgresRows implements MatchRows {
  private readonly moves = new GroupCommit<PendingMove, MatchData>({
    commit: (group) => this.commitGroup(group),
    storedEarlier: (move) => this.storedEarlier(move),
  });

  constructor(private readonly db: Database) {}

  async readForMove(matchID: string, heldStateID: number | undefined): Promise<MoveRead | undefined> {
    const row = await this.db
      .selectFrom('matches')
      .select(['game_name', 'state_id', 'metadata', 'ctx', 'updated_at'])
      .select(sql<string | null>`case when state_id = ${heldStateID ?? -1} then null else state end`.as('state'))
      .where('id', '=', matchID)
      .executeTakeFirst();
    if (!row) return undefined;
    return moveReadFrom(row);
  }

  async readForSync(matchID: string): Promise<SyncRead | undefined> {
    const row = await this.db
      .selectFrom('matches')
      .select(['game_name', 'state', 'state_id', 'metadata', 'ctx', 'updated_at', 'initial_state'])
      .where('id', '=', matchID)
      .executeTakeFirst();
    if (!row) return undefined;
    // Entries up to the state read: a move stored meanwhile is not half in the snapshot.
    const entries = await this.db
      .selectFrom('match_log')
      .select('entry')
      .where('match_id', '=', matchID)
      .where('state_id', '<=', row.state_id)
      .orderBy('state_id')
      .orderBy('position')
      .execute();
    return syncReadFrom(row, entries);
  }

  async commitMove(move: MoveWrite): Promise<boolean> {
    return (await this.storeMove(move)) !== undefined;
  }

  async storeMove({ matchID, previousStateID, seat, next, deltalog, now, takeBackTo }: MoveWrite): Promise<MatchData | undefined> {
    const entries = deltalog.map((entry) => JSON.stringify(entry));
    const stored = await this.moves.add({
      matchID,
      previous: previousStateID,
      seat,
      columns: stateColumns(next, now),
      entries,
      takeBackTo: takeBackTo ? JSON.stringify(takeBackTo) : null,
    });
    return stored === false ? undefined : stored;
  }

  /**
   * One statement per round of the group, each match at most once in a round (one statement updates a row
   * once): each move's update with its own conditions, and the log rows of those stored.
   */
  private async commitGroup(group: PendingMove[]): Promise<(MatchData | false)[]> {
    const stored = new Array<MatchData | false>(group.length).fill(false);
    let left = group.map((move, index) => ({ move, index }));
    while (left.length > 0) {
      const seen = new Set<string>();
      const round = left.filter(({ move }) => !seen.has(move.matchID) && seen.add(move.matchID));
      left = left.filter((entry) => !round.includes(entry));
      const results = await this.commitRound(round.map(({ move }) => move));
      round.forEach(({ index }, i) => (stored[index] = results[i]));
    }
    return stored;
  }

  private async commitRound(group: PendingMove[]): Promise<(MatchData | false)[]> {
    const column = <K extends keyof PendingMove['columns']>(key: K) => group.map((move) => move.columns[key]);
    const logs = group.flatMap((move) => move.entries.map((entry, position) => ({ id: move.matchID, position, entry })));
    const result = await sql<{ id: string; metadata: string; ctx: string; updated_at: number | string }>`
      with input as (
        select * from unnest(
          ${group.map((move) => move.matchID)}::text[], ${group.map((move) => move.previous)}::int[],
          ${group.map((move) => move.seat.playerID)}::text[], ${group.map((move) => move.seat.credentials)}::text[],
          ${column('state')}::text[], ${column('ctx')}::text[], ${column('state_id')}::int[],
          ${column('gameover')}::int[], ${column('updated_at')}::bigint[], ${group.map((move) => move.takeBackTo)}::text[]
        ) as i(id, previous, seat, credentials, state, ctx, state_id, gameover, updated_at, take_back_to)
      ), moved as (
        update matches m
        set state = i.state, ctx = i.ctx, state_id = i.state_id, gameover = i.gameover, updated_at = i.updated_at
        from input i
        where m.id = i.id and m.state_id = i.previous
          and m.metadata::jsonb #>> array['players', i.seat, 'credentials'] = i.credentials
        returning m.id, m.state_id, m.metadata, m.ctx, m.updated_at
      ), logged as (
        insert into match_log (match_id, state_id, position, entry)
        select moved.id, moved.state_id, l.position, l.entry
        from moved join unnest(${logs.map((l) => l.id)}::text[], ${logs.map((l) => l.position)}::int[], ${logs.map((l) => l.entry)}::text[])
          as l(id, position, entry) on l.id = moved.id
      ), pushed as (
        insert into take_backs (match_id, state_id, player_id, state)
        select i.id, i.previous, i.seat, i.take_back_to from input i join moved on moved.id = i.id where i.take_back_to is not null
      ), cleared as (
        delete from take_backs t using input i join moved on moved.id = i.id
        where t.match_id = i.id and (i.take_back_to is null or t.player_id <> i.seat)
      )
      select id, metadata, ctx, updated_at from moved`.execute(this.db);
    const stored = new Map(result.rows.map((row) => [row.id, row]));
    return group.map((move) => {
      const row = stored.get(move.matchID);
      return row ? metadataFrom(row) : false;
    });
  }

  /**
   * Whether this very move is stored: its first log row (or, for a move that logs nothing, the match's
   * state) at the state id it made. A committed statement is durable once PostgreSQL shows it.
   */
  private async storedEarlier(move: PendingMove): Promise<MatchData | false> {
    if (!(await this.storedAlready(move))) return false;
    const row = await this.db.selectFrom('matches').select(['metadata', 'ctx', 'updated_at']).where('id', '=', move.matchID).executeTakeFirst();
    return row ? metadataFrom(row) : false;
  }

  private async storedAlready(move: PendingMove): Promise<boolean> {
    const stateID = move.columns.state_id;
    if (move.entries.length > 0) {
      const row = await this.db
        .selectFrom('match_log')
        .select('entry')
        .where('match_id', '=', move.matchID)
        .where('state_id', '=', stateID)
        .where('position', '=', 0)
        .executeTakeFirst();
      return row?.entry === move.entries[0];
    }
    const row = await this.db.selectFrom('matches').select('state').where('id', '=', move.matchID).where('state_id', '=', stateID).executeTakeFirst();
    return row?.state === move.columns.state;
  }

  async takeBack(matchID: string, seat: SeatClaim, currentStateID: number, entryFor: (current: State['ctx']) => LogEntry, now: number): Promise<TakeBackResult> {
    return this.db.transaction().execute(async (trx): Promise<TakeBackResult> => {
      const row = await trx.selectFrom('matches').select(['state_id', 'metadata', 'ctx', 'updated_at']).where('id', '=', matchID).forUpdate().executeTakeFirst();
      if (!row || Number(row.state_id) !== currentStateID) return { ok: false, why: 'stale' };
      if (!holdsSeat(metadataFrom(row), seat.playerID, seat.credentials)) return { ok: false, why: 'unauthorized' };
      const top = await trx
        .selectFrom('take_backs')
        .select(['state_id', 'player_id', 'state'])
        .where('match_id', '=', matchID)
        .orderBy('state_id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!top || top.player_id !== seat.playerID) return { ok: false, why: 'nothing' };
      const state = takenBack(JSON.parse(top.state) as State, currentStateID);
      await trx.updateTable('matches').set(stateColumns(state, now)).where('id', '=', matchID).execute();
      const entry = entryFor(JSON.parse(row.ctx) as State['ctx']);
      await trx.insertInto('match_log').values({ match_id: matchID, state_id: state._stateID, position: 0, entry: JSON.stringify(entry) }).execute();
      await trx.deleteFrom('take_backs').where('match_id', '=', matchID).where('state_id', '=', top.state_id).execute();
      return { ok: true, state, entry };
    });
  }

  async setStateIfNewer(matchID: string, state: State, deltalog: readonly LogEntry[]): Promise<void> {
    const { updated_at: _unchanged, ...columns } = stateColumns(state, 0);
    await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('matches')
        .set(columns)
        .where('id', '=', matchID)
        .where('state_id', '<', state._stateID)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0 || deltalog.length === 0) return;
      await trx
        .insertInto('match_log')
        .values(deltalog.map((entry, position) => ({ match_id: matchID, state_id: state._stateID, position, entry: JSON.stringify(entry) })))
        .execute();
    });
  }

  async updateMetadata(matchID: string, change: MetadataChange): Promise<MatchData | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('matches').select(['metadata', 'ctx', 'updated_at', 'state_id']).where('id', '=', matchID).forUpdate().executeTakeFirst();
      if (!row) return undefined;
      const current = metadataFrom(row);
      const before = holdersOf(current);
      const next = change(current, { stateID: Number(row.state_id) });
      if (next === UNCHANGED) return current;
      const gone = handedOver(before, next);
      if (gone.length > 0) await trx.deleteFrom('seat_contacts').where('match_id', '=', matchID).where('player_id', 'in', gone).execute();
      const { gameover, ...columns } = metadataColumns(next);
      await trx
        .updateTable('matches')
        .set({ ...columns, ...(gameover && { gameover }) })
        .where('id', '=', matchID)
        .execute();
      return next;
    });
  }

  async wipe(matchID: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('match_log').where('match_id', '=', matchID).execute();
      await trx.deleteFrom('matches').where('id', '=', matchID).execute();
    });
  }
}
