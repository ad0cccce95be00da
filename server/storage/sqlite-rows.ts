/**
 * A match's reads and writes on SQLite, as prepared statements on the one connection. better-sqlite3
 * runs them synchronously, so a multi-statement write is one synchronous transaction that nothing else
 * in the process can interleave with, and a read of state and log is one consistent snapshot.
 * Moves are committed in groups (group-commit.ts). A write is acknowledged only once its commit is on disk
 * (wal-sync.ts): the wait happens off the event loop, shared by the writes committed meanwhile.
 */
import type { LogEntry, State } from 'boardgame.io';
import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import { GroupCommit } from './group-commit';
import type { Durability } from './wal-sync';
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
  type MetadataColumns,
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

interface MoveRow extends MetadataColumns {
  game_name: string;
  state_id: number;
  state: string | null;
}

/** A move waiting for its group's commit. */
interface PendingMove {
  params: Record<string, string | number>;
  stateID: number;
  entries: string[];
  /** JSON of the state the seat may take the move back to, or null: the move ends the match's take-backs. */
  takeBackTo: string | null;
}

interface SyncRow extends MetadataColumns {
  game_name: string;
  state: string;
  initial_state: string;
}

export class SqliteRows implements MatchRows {
  private readonly moveRead: Statement<[number, string], MoveRow>;
  private readonly syncRead: Statement<[string], SyncRow>;
  private readonly logRead: Statement<[string], { entry: string }>;
  private readonly metadataRead: Statement<[string], MetadataColumns & { state_id: number }>;
  private readonly stateWrite: Statement;
  private readonly stateWriteIfNewer: Statement;
  private readonly logWrite: Statement;
  private readonly metadataWrite: Statement;
  private readonly contactsOfSeatWipe: Statement;
  private readonly logWipe: Statement;
  private readonly matchWipe: Statement;
  private readonly takeBackPush: Statement;
  private readonly takeBacksClear: Statement;
  private readonly takeBacksOfOthersClear: Statement;
  private readonly takeBackTop: Statement<[string], { state_id: number; player_id: string; state: string }>;
  private readonly takeBackDrop: Statement;
  private readonly stateRead: Statement<[string], { state_id: number; metadata: string; ctx: string; updated_at: number }>;
  private readonly logEntryRead: Statement<[string, number], { entry: string }>;
  private readonly stateAtRead: Statement<[string, number], { state: string }>;
  private readonly moves = new GroupCommit<PendingMove, MatchData>({
    commit: (group) => this.durably(() => this.commitGroup(group)),
    storedEarlier: (move) => this.durably(() => this.storedEarlier(move)),
  });

  constructor(
    private readonly sqlite: SQLiteDatabase,
    private readonly durability: Durability,
  ) {
    this.moveRead = sqlite.prepare(
      `select game_name, state_id, metadata, ctx, updated_at, case when state_id = ? then null else state end as state
       from matches where id = ?`,
    );
    this.syncRead = sqlite.prepare('select game_name, state, metadata, ctx, updated_at, initial_state from matches where id = ?');
    this.logRead = sqlite.prepare('select entry from match_log where match_id = ? order by state_id, position');
    this.metadataRead = sqlite.prepare('select metadata, ctx, updated_at, state_id from matches where id = ?');
    this.stateWrite = sqlite.prepare(
      `update matches set state = @state, ctx = @ctx, state_id = @state_id, gameover = @gameover, updated_at = @updated_at
       where id = @id and state_id = @previous
         and json_extract(metadata, '$.players."' || @seat || '".credentials') = @credentials
       returning metadata, ctx, updated_at`,
    );
    this.stateWriteIfNewer = sqlite.prepare(
      'update matches set state = @state, ctx = @ctx, state_id = @state_id, gameover = @gameover where id = @id and state_id < @state_id',
    );
    this.logEntryRead = sqlite.prepare('select entry from match_log where match_id = ? and state_id = ? and position = 0');
    this.stateAtRead = sqlite.prepare('select state from matches where id = ? and state_id = ?');
    this.logWrite = sqlite.prepare('insert into match_log (match_id, state_id, position, entry) values (?, ?, ?, ?)');
    this.metadataWrite = sqlite.prepare(
      `update matches set metadata = @metadata, unlisted = @unlisted, updated_at = @updated_at,
       gameover = max(gameover, @gameover) where id = @id`,
    );
    this.contactsOfSeatWipe = sqlite.prepare('delete from seat_contacts where match_id = ? and player_id = ?');
    this.takeBackPush = sqlite.prepare('insert into take_backs (match_id, state_id, player_id, state) values (?, ?, ?, ?)');
    this.takeBacksClear = sqlite.prepare('delete from take_backs where match_id = ?');
    this.takeBacksOfOthersClear = sqlite.prepare('delete from take_backs where match_id = ? and player_id <> ?');
    this.takeBackTop = sqlite.prepare('select state_id, player_id, state from take_backs where match_id = ? order by state_id desc limit 1');
    this.takeBackDrop = sqlite.prepare('delete from take_backs where match_id = ? and state_id = ?');
    this.stateRead = sqlite.prepare('select state_id, metadata, ctx, updated_at from matches where id = ?');
    this.logWipe = sqlite.prepare('delete from match_log where match_id = ?');
    this.matchWipe = sqlite.prepare('delete from matches where id = ?');
  }

  async readForMove(matchID: string, heldStateID: number | undefined): Promise<MoveRead | undefined> {
    const row = this.moveRead.get(heldStateID ?? -1, matchID);
    if (!row) return undefined;
    return moveReadFrom(row);
  }

  async readForSync(matchID: string): Promise<SyncRead | undefined> {
    const row = this.syncRead.get(matchID);
    if (!row) return undefined;
    return syncReadFrom(row, this.logRead.all(matchID));
  }

  async commitMove(move: MoveWrite): Promise<boolean> {
    return (await this.storeMove(move)) !== undefined;
  }

  async storeMove({ matchID, previousStateID, seat, next, deltalog, now, takeBackTo }: MoveWrite): Promise<MatchData | undefined> {
    const params = { ...stateColumns(next, now), id: matchID, previous: previousStateID, seat: seat.playerID, credentials: seat.credentials };
    const entries = deltalog.map((entry) => JSON.stringify(entry));
    const stored = await this.moves.add({ params, stateID: next._stateID, entries, takeBackTo: takeBackTo ? JSON.stringify(takeBackTo) : null });
    return stored === false ? undefined : stored;
  }

  private commitGroup(group: PendingMove[]): (MatchData | false)[] {
    return this.sqlite.transaction(() =>
      group.map(({ params, stateID, entries, takeBackTo }) => {
        const row = this.stateWrite.get(params) as MetadataColumns | undefined;
        if (!row) return false;
        entries.forEach((entry, position) => this.logWrite.run(params.id, stateID, position, entry));
        if (takeBackTo === null) this.takeBacksClear.run(params.id);
        else {
          this.takeBacksOfOthersClear.run(params.id, params.seat);
          this.takeBackPush.run(params.id, params.previous, params.seat, takeBackTo);
        }
        return metadataFrom(row);
      }),
    )();
  }

  /**
   * Whether this very move is stored: its first log row (or, for a move that logs nothing, the match's
   * state) at the state id it made. Read through `durably`, so a yes is on disk.
   */
  private storedEarlier({ params, stateID, entries }: PendingMove): MatchData | false {
    const matchID = String(params.id);
    const stored = entries.length > 0 ? this.logEntryRead.get(matchID, stateID)?.entry === entries[0] : this.stateAtRead.get(matchID, stateID)?.state === params.state;
    const row = stored ? this.metadataRead.get(matchID) : undefined;
    return row ? metadataFrom(row) : false;
  }

  async takeBack(matchID: string, seat: SeatClaim, currentStateID: number, entryFor: (current: State['ctx']) => LogEntry, now: number): Promise<TakeBackResult> {
    return this.durably(() => this.sqlite.transaction((): TakeBackResult => {
      const row = this.stateRead.get(matchID);
      if (!row || Number(row.state_id) !== currentStateID) return { ok: false, why: 'stale' };
      if (!holdsSeat(metadataFrom(row), seat.playerID, seat.credentials)) return { ok: false, why: 'unauthorized' };
      const top = this.takeBackTop.get(matchID);
      if (!top || top.player_id !== seat.playerID) return { ok: false, why: 'nothing' };
      const state = takenBack(JSON.parse(top.state) as State, currentStateID);
      this.stateWrite.get({ ...stateColumns(state, now), id: matchID, previous: currentStateID, seat: seat.playerID, credentials: seat.credentials });
      const entry = entryFor(JSON.parse(row.ctx) as State['ctx']);
      this.logWrite.run(matchID, state._stateID, 0, JSON.stringify(entry));
      this.takeBackDrop.run(matchID, top.state_id);
      return { ok: true, state, entry };
    })());
  }

  async setStateIfNewer(matchID: string, state: State, deltalog: readonly LogEntry[]): Promise<void> {
    const { updated_at: _unchanged, ...columns } = stateColumns(state, 0);
    await this.durably(() => this.sqlite.transaction(() => {
      if (this.stateWriteIfNewer.run({ ...columns, id: matchID }).changes === 0) return;
      this.appendLog(matchID, state._stateID, deltalog);
    })());
  }

  async updateMetadata(matchID: string, change: MetadataChange): Promise<MatchData | undefined> {
    return this.durably(() => this.sqlite.transaction(() => {
      const row = this.metadataRead.get(matchID);
      if (!row) return undefined;
      const current = metadataFrom(row);
      const before = holdersOf(current);
      const next = change(current, { stateID: Number(row.state_id) });
      if (next === UNCHANGED) return current;
      this.metadataWrite.run({ gameover: 0, ...metadataColumns(next), id: matchID });
      for (const playerID of handedOver(before, next)) this.contactsOfSeatWipe.run(matchID, playerID);
      return next;
    })());
  }

  async wipe(matchID: string): Promise<void> {
    await this.durably(() => this.sqlite.transaction(() => {
      this.logWipe.run(matchID);
      this.matchWipe.run(matchID);
    })());
  }

  /** Run a synchronous transaction; its result once the commit is on disk. */
  private async durably<T>(transaction: () => T): Promise<T> {
    const result = transaction();
    await this.durability.sync();
    return result;
  }

  private appendLog(matchID: string, stateID: number, deltalog: readonly LogEntry[]) {
    deltalog.forEach((entry, position) => this.logWrite.run(matchID, stateID, position, JSON.stringify(entry)));
  }
}
