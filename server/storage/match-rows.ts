/**
 * The reads and writes a running match needs, as each database does them best. Every write that takes
 * more than one statement is atomic, and a move is stored only on the state it was computed from: the
 * database, not any instance's memory, decides which of two concurrent moves happened.
 */
import type { LogEntry, Server, State } from 'boardgame.io';

export type MatchData = Server.MatchData;

/** What a move needs: who holds the seats, and the state unless the caller already holds it. */
export interface MoveRead {
  gameName: string;
  stateID: number;
  metadata: MatchData;
  /** Absent when the stored state id equals the one the caller said it holds. */
  state?: State;
}

/** The seat a move is made for, and the credentials that must still hold it when it is stored. */
export interface SeatClaim {
  /** A seat id already checked to be one of the match's (seats.ts): digits only. */
  playerID: string;
  credentials: string;
}

/** A move to store. */
export interface MoveWrite {
  matchID: string;
  previousStateID: number;
  seat: SeatClaim;
  next: State;
  deltalog: readonly LogEntry[];
  now: number;
  /**
   * The state before the move when the seat may take the move back (it joins the seat's take-backs, and
   * ends those of other seats); absent, the move ends every take-back of the match.
   */
  takeBackTo?: State;
}

export type TakeBackResult = { ok: true; state: State; entry: LogEntry } | { ok: false; why: 'nothing' | 'stale' | 'unauthorized' };

/** The state a take-back stores: the earlier one, going on under the next state id. */
export function takenBack(earlier: State, currentStateID: number): State {
  return { ...earlier, _stateID: currentStateID + 1 };
}

/** What a client receives on connecting: one consistent snapshot of state and log. */
export interface SyncRead {
  gameName: string;
  state: State;
  metadata: MatchData;
  initialState: State;
  log: LogEntry[];
}

/**
 * A change to a match's metadata, computed from the stored metadata inside the write's transaction (with
 * the id of the stored state, read in the same transaction). It returns the new metadata (it may change
 * `current` and return it), `UNCHANGED` when there is nothing to write, or throws to refuse (nothing is
 * written then).
 */
export type MetadataChange = (current: MatchData, stored: { stateID: number }) => MatchData | typeof UNCHANGED;

/** What a metadata change returns when the stored metadata already says what it would write. */
export const UNCHANGED = Symbol('unchanged');

export interface MatchRows {
  readForMove(matchID: string, heldStateID: number | undefined): Promise<MoveRead | undefined>;
  readForSync(matchID: string): Promise<SyncRead | undefined>;
  /**
   * Store a move's state and log entries, only if the stored state is still `previousStateID` and the
   * seat's credentials still hold the seat: one write, no read before it. False when either no longer
   * holds (nothing is written then).
   */
  commitMove(move: MoveWrite): Promise<boolean>;
  /**
   * `commitMove`, answering with the match's metadata as the write found it (in the same statement: a
   * change of seats committed before the move is in it, one committed after sees the move), or undefined
   * when the move was not stored.
   */
  storeMove(move: MoveWrite): Promise<MatchData | undefined>;
  /**
   * Take back the seat's last move that may be taken back: the state before it becomes the match's state
   * again, under a new state id (`currentStateID` + 1) with the entry `entryFor` makes from the current
   * state's ctx as its log. Only on `currentStateID`,
   * for the seat that made the move, while its credentials hold the seat.
   */
  takeBack(matchID: string, seat: SeatClaim, currentStateID: number, entryFor: (current: State['ctx']) => LogEntry, now: number): Promise<TakeBackResult>;
  /** Store a state only when it is newer than the stored one (boardgame.io's `setState`). */
  setStateIfNewer(matchID: string, state: State, deltalog: readonly LogEntry[]): Promise<void>;
  /**
   * Read, change and write the metadata in one transaction; undefined when there is no such match. A seat
   * whose credentials the change replaces or removes has changed hands: what its holder set (its
   * `seat_contacts` row) is deleted in the same transaction.
   */
  updateMetadata(matchID: string, change: MetadataChange): Promise<MatchData | undefined>;
  wipe(matchID: string): Promise<void>;
}

/** The columns of `matches` a metadata read returns, and the metadata as the rest of the server sees it. */
export interface MetadataColumns {
  metadata: string;
  ctx: string;
  updated_at: number | string;
}

/**
 * The metadata as stored, with the two facts that live in their own columns: when the match last
 * changed, and its result (from the state's `ctx`, the one place a move writes it).
 */
export function metadataFrom(row: MetadataColumns): MatchData {
  const metadata = JSON.parse(row.metadata) as MatchData;
  metadata.updatedAt = Number(row.updated_at);
  const { gameover } = JSON.parse(row.ctx) as State['ctx'];
  if (gameover !== undefined) metadata.gameover = gameover;
  return metadata;
}

/** Each seat's credentials (undefined for a seat no one holds), taken before a change that may alter them in place. */
export function holdersOf(metadata: MatchData): Map<string, string | undefined> {
  return new Map(Object.entries(metadata.players).map(([playerID, seat]) => [playerID, seat.credentials]));
}

/** The seats a change gave to other credentials, or to none: they changed hands. */
export function handedOver(before: ReadonlyMap<string, string | undefined>, after: MatchData): string[] {
  const now = holdersOf(after);
  return [...new Set([...before.keys(), ...now.keys()])].filter((playerID) => before.get(playerID) !== now.get(playerID));
}

/** Whether a metadata write ends the match in the listing (a match never becomes unfinished again). */
export function endsMatch(metadata: MatchData): boolean {
  return metadata.gameover !== undefined && metadata.gameover !== null;
}

/** A move read, from its row (`state` null when the caller already holds it). */
export function moveReadFrom(row: MetadataColumns & { game_name: string; state_id: number | string; state: string | null }): MoveRead {
  return {
    gameName: row.game_name,
    stateID: Number(row.state_id),
    metadata: metadataFrom(row),
    ...(row.state !== null && { state: JSON.parse(row.state) as State }),
  };
}

/** A sync read, from the match's row and its log entries (as stored, JSON). */
export function syncReadFrom(row: MetadataColumns & { game_name: string; state: string; initial_state: string }, entries: readonly { entry: string }[]): SyncRead {
  return {
    gameName: row.game_name,
    state: JSON.parse(row.state),
    metadata: metadataFrom(row),
    initialState: JSON.parse(row.initial_state),
    log: entries.map((entry) => JSON.parse(entry.entry) as LogEntry),
  };
}

/** The columns a move writes. */
export function stateColumns(state: State, now: number) {
  return {
    state: JSON.stringify(state),
    ctx: JSON.stringify(state.ctx),
    state_id: state._stateID,
    gameover: state.ctx.gameover !== undefined ? 1 : 0,
    updated_at: now,
  };
}

/** The columns a metadata write sets (`gameover` only ever from 0 to 1: see `endsMatch`). */
export function metadataColumns(metadata: MatchData) {
  return {
    metadata: JSON.stringify(metadata),
    unlisted: metadata.unlisted ? 1 : 0,
    updated_at: metadata.updatedAt,
    ...(endsMatch(metadata) && { gameover: 1 }),
  };
}
