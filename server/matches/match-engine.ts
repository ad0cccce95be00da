/**
 * The authority over running matches: what boardgame.io's `Master` does, in the order that keeps every
 * promise made to players.
 *
 * - A move is stored before anyone sees it: read, check, reduce, store on the state it was computed
 *   from, and only then broadcast (here and, through pub/sub, on every other instance).
 * - The database decides between racing moves: the loser's move is refused (`stale`) and its client is
 *   sent the match as stored. A refusal is always said (`refused`), never a silent drop.
 * - Every seat id and move name a client sends is checked as an own key before anything uses it, and a
 *   move always needs the seat's credentials.
 * - On this instance a match's work (moves, syncs, updates from other instances) runs one at a time, so a
 *   client never receives an older state after a newer one, nor misses one.
 */
import type { LogEntry, State } from 'boardgame.io';
import type { Socket } from 'socket.io';
import { moveArgsProblem, type MoveArgLimits } from '../../games/move-args';
import { stripInitialState } from '../guards/strip-initial-state';
import type { Logger } from '../log';
import type { Metrics } from '../metrics';
import { REFUSED_EVENT, type Refusal, type RefusalCode } from '../protocol';
import { UNCHANGED, type MatchData, type MatchRows, type SyncRead } from '../storage/match-rows';
import { MatchQueue } from './match-queue';
import { Rooms, type Member } from './rooms';
import { viewPacket } from '../../games/engine/view';
import { runMove, type MoveAction, type ProcessedGame } from './run-move';
import { allSeatsTaken, deadlineOf, holdsSeat, playedByServer, sameSecret, seatOf, seatsOf, type StoredSeat } from './seats';
import { mayTakeBack, takeBackEntry } from './take-back';
import type { MovePacket, SyncPacket } from '../sockets/packets';

/** What one instance tells the others about a match. */
export type MatchNews =
  | { kind: 'update'; matchID: string; state: State & { deltalog?: LogEntry[] } }
  | { kind: 'matchData'; matchID: string; players: PublicPlayer[] }
  | { kind: 'released'; matchID: string; playerID: string }
  | { kind: 'seats'; matchID: string; players: PublicPlayer[]; complete: boolean }
  | { kind: 'event'; matchID: string; event: string; args: unknown[] };

/** boardgame.io's `GenericPubSub`, as the Redis one implements it. */
export interface PubSub<T> {
  publish(channel: string, payload: T): void;
  subscribe(channel: string, callback: (payload: T) => void): void;
  unsubscribeAll(channel: string): void;
}

interface Envelope {
  origin: string;
  news: MatchNews;
}

type PublicPlayer = Omit<MatchData['players'][number], 'credentials'>;

/** What this instance remembers of a match while one of its sockets watches it. */
interface Watched {
  /** The newest state this instance has read or stored (saves reading it again for the next move). */
  held?: State;
  /** The newest state every socket of the room has been sent. */
  delivered: number;
  /** Every seat is taken (or filled by a bot): the match takes moves. */
  complete: boolean;
  /** What correspondence play needs to know after a move, kept from the seats last seen. */
  seats?: SeatsInfo;
}

/** What a match's seats say for correspondence play, so a move needs no read to know it. */
export interface SeatsInfo {
  /** The match has a turn deadline. */
  deadline: boolean;
  /** The server plays some seat (a bot holds it, or stands in). */
  serverPlayed: boolean;
}

function seatsInfo(metadata: MatchData, deadline: boolean): SeatsInfo {
  return { deadline, serverPlayed: seatsOf(metadata).some((seat) => playedByServer(seat) !== undefined) };
}

/** How a move came: from its seat's own client, from a bot holding the seat, or from a bot standing in for its absent player. */
export type MovedBy = 'seat' | 'bot' | 'stand-in';

/** A move just stored and broadcast, as the hooks see it (on the instance that stored it, once). */
export interface StoredMove {
  matchID: string;
  gameName: string;
  playerID: string;
  by: MovedBy;
  previous: State;
  next: State;
  /** What the seats say, when this instance knows it without reading (the match is watched here). */
  seats?: SeatsInfo;
}

/** What the rest of the server does around the engine (correspondence play: chat, bots, notices). */
export interface EngineHooks {
  /** After a move is stored and sent; must not throw (its failures are its own). */
  stored?(move: StoredMove): void;
  /** After a socket received the match on sync: what else it should hold (the chat). */
  synced?(socket: Socket, matchID: string, playerID: string | null): Promise<void>;
}

/** What a move needs: the seat it is made for and the credentials that hold it. */
interface MoveRequest {
  name: string;
  args: unknown[];
  stateID: number;
  matchID: string;
  seat: { playerID: string; credentials: string };
  by: MovedBy;
}

export interface EngineOptions {
  rows: MatchRows;
  games: readonly ProcessedGame[];
  moveLimits: (game: ProcessedGame) => MoveArgLimits;
  logger: Logger;
  metrics: Metrics;
  pubSub?: PubSub<Envelope>;
  /** Tells this instance's messages from the others'. */
  instanceID: string;
  hooks?: EngineHooks;
}

export class MatchEngine {
  private readonly rooms = new Rooms();
  private readonly queue = new MatchQueue();
  private readonly watched = new Map<string, Watched>();
  private readonly games = new Map<string, { game: ProcessedGame; limits: MoveArgLimits }>();
  /** Connection-status writes under way (a stopping server waits for them). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly options: EngineOptions) {
    for (const game of options.games) {
      this.games.set(game.name, { game, limits: options.moveLimits(game) });
    }
  }

  /** A client connects to a match, as a seat (with its credentials) or as a spectator. */
  async sync(socket: Socket, gameName: string, { matchID, playerID, credentials }: SyncPacket): Promise<void> {
    const joined = await this.queue.run(matchID, async () => {
      const read = await this.storage('read', () => this.options.rows.readForSync(matchID));
      if (read === 'failed') return this.refuse(socket, matchID, 'server-error', null);
      if (!read || read.gameName !== gameName) return this.refuse(socket, matchID, 'match-not-found', null);
      if (playerID !== null && !holdsSeat(read.metadata, playerID, credentials)) return this.refuse(socket, matchID, 'unauthorized', null);
      const member: Member = { socket, gameName, matchID, playerID, ...(playerID !== null && { credentials }) };
      const { opened, closed } = this.rooms.add(member);
      if (closed) this.close(closed);
      if (opened) this.open(matchID, read.state._stateID);
      const watched = this.watched.get(matchID)!;
      watched.complete = allSeatsTaken(read.metadata);
      watched.seats = seatsInfo(read.metadata, deadlineOf(read.metadata) !== 'none');
      this.hold(matchID, read.state);
      this.sendSync(member, read);
      return true;
    });
    if (joined !== true) return;
    await this.options.hooks?.synced?.(socket, matchID, playerID);
    if (playerID !== null) this.track(this.setConnected(matchID, playerID, true));
  }

  /** A client sends a move. */
  async move(socket: Socket, gameName: string, packet: MovePacket): Promise<void> {
    const started = performance.now();
    const { name, args, credentials, stateID, matchID, playerID } = packet;
    const member = this.rooms.memberOf(socket.id);
    const limits = this.games.get(gameName)!.limits;
    // Only the match and seat this socket synced, and only the game's own moves with arguments that fit them.
    let refusal: RefusalCode | undefined;
    if (!member || member.matchID !== matchID || member.playerID !== playerID || playerID === null) refusal = 'not-synced';
    else if (typeof credentials !== 'string' || !sameSecret(credentials, member.credentials ?? '')) refusal = 'unauthorized';
    else if (!Object.hasOwn(limits, name)) refusal = 'unknown-move';
    else if (moveArgsProblem(limits, name, args) !== undefined) refusal = 'bad-arguments';
    const request: MoveRequest = { name, args, stateID, matchID, seat: { playerID: playerID!, credentials: credentials! }, by: 'seat' };
    const outcome = refusal ?? (await this.queue.run(matchID, () => this.store(gameName, request)));
    if (outcome === 'stored') {
      this.options.metrics.moveDuration.observe({ outcome }, (performance.now() - started) / 1000);
      return;
    }
    this.refuse(socket, matchID, outcome, stateID);
    this.options.metrics.moveDuration.observe({ outcome: 'refused' }, (performance.now() - started) / 1000);
    // The client may have applied the move ahead of the server: send it the match as stored.
    if (member && outcome !== 'not-synced' && outcome !== 'match-not-found' && outcome !== 'unauthorized') await this.resync(member);
  }

  /**
   * Play a move for a seat from the server itself (a bot holding the seat, or standing in for its absent
   * player): `choose` picks it on the state as stored, within the match's queue, with the seat's stored
   * credentials. Undefined when there was nothing to play (no such seat, or `choose` chose nothing).
   */
  async playFor(
    matchID: string,
    playerID: string,
    by: Exclude<MovedBy, 'seat'>,
    choose: (state: State, gameName: string) => { move: string; args?: unknown[] } | undefined,
  ): Promise<'stored' | RefusalCode | undefined> {
    return this.queue.run(matchID, async () => {
      const watched = this.watched.get(matchID);
      const read = await this.storage('read', () => this.options.rows.readForMove(matchID, watched?.held?._stateID));
      if (read === 'failed') return 'server-error';
      if (!read || !this.games.has(read.gameName)) return 'match-not-found';
      const seat = seatOf(read.metadata, playerID);
      const credentials = seat?.credentials;
      const state = read.state ?? watched?.held;
      // The seat may have changed hands since this turn was planned (its player took it back, someone joined it).
      if (!seat || playedByServer(seat) !== by) return undefined;
      if (!credentials || !state || state._stateID !== read.stateID) return undefined;
      this.hold(matchID, state);
      const choice = choose(state, read.gameName);
      if (!choice) return undefined;
      const request: MoveRequest = { name: choice.move, args: choice.args ?? [], stateID: state._stateID, matchID, seat: { playerID, credentials }, by };
      return this.store(read.gameName, request);
    });
  }

  /**
   * Check, reduce, store, then broadcast a move; within the match's queue. When this instance holds the
   * state the move was made on (the usual case) nothing is read first: the write itself checks that the
   * state and the seat's credentials are still the stored ones.
   */
  private async store(gameName: string, { name, args, stateID, matchID, seat, by }: MoveRequest): Promise<'stored' | RefusalCode> {
    const { playerID, credentials } = seat;
    let state = this.watched.get(matchID)?.held;
    if (state?._stateID !== stateID) {
      const read = await this.storage('read', () => this.options.rows.readForMove(matchID, state?._stateID));
      if (read === 'failed') return 'server-error';
      if (!read || read.gameName !== gameName) return 'match-not-found';
      if (!holdsSeat(read.metadata, playerID, credentials)) return 'unauthorized';
      state = read.state ?? state;
      if (!state || state._stateID !== read.stateID) return 'server-error';
      this.hold(matchID, state);
    }
    if (!(await this.seatsTaken(matchID))) return 'waiting-for-players';

    const action: MoveAction = { type: 'MAKE_MOVE', payload: { type: name, args, playerID } };
    const outcome = runMove(this.games.get(gameName)!.game, state, action, stateID);
    if (!outcome.ok) {
      if (outcome.error) this.options.logger.error({ err: outcome.error, game: gameName, matchID, move: name }, 'a move threw');
      return outcome.code;
    }
    const { deltalog = [], ...next } = outcome.next as State & { deltalog?: LogEntry[] };
    // A move a bot made is marked as such in the log.
    const logged = by === 'seat' ? deltalog : deltalog.map((entry) => ({ ...entry, by }));
    const previous = state._stateID;
    const game = this.games.get(gameName)!.game;
    const takeBackTo = mayTakeBack(game, state, next as State, name, playerID) ? state : undefined;
    const stored = await this.storage('commit', () =>
      this.options.rows.commitMove({ matchID, previousStateID: previous, seat, next: next as State, deltalog: logged, now: Date.now(), takeBackTo }),
    );
    if (stored === 'failed') return 'server-error';
    if (!stored) return this.whyNotStored(matchID, seat);
    this.options.metrics.movesStored.inc({ game: gameName });
    this.hold(matchID, next as State);
    const sent = { ...outcome.next, deltalog: logged } as State;
    await this.deliver(matchID, sent);
    this.publish({ kind: 'update', matchID, state: sent });
    const hook = this.options.hooks?.stored;
    const seats = this.watched.get(matchID)?.seats;
    if (hook) queueMicrotask(() => hook({ matchID, gameName, playerID, by, previous: state!, next: next as State, seats }));
    return 'stored';
  }

  /**
   * Take back the seat's last move that may be taken back (take-back.ts), on the state the seat holds:
   * the earlier state is stored under a new state id and sent to everyone, as a move would be.
   */
  async takeBack(matchID: string, seat: { playerID: string; credentials: string }, stateID: number): Promise<'taken back' | RefusalCode> {
    return this.queue.run(matchID, async () => {
      const entryFor = (ctx: State['ctx']) => takeBackEntry(stateID, ctx, seat.playerID);
      const result = await this.storage('commit', () => this.options.rows.takeBack(matchID, seat, stateID, entryFor, Date.now()));
      if (result === 'failed') return 'server-error';
      if (!result.ok) return result.why === 'nothing' ? 'take-back-refused' : result.why;
      this.hold(matchID, result.state);
      const sent = { ...result.state, deltalog: [result.entry] } as State;
      await this.deliver(matchID, sent);
      this.publish({ kind: 'update', matchID, state: sent });
      return 'taken back';
    });
  }

  /** Whether every seat is taken: known while the match is watched here, read otherwise. */
  private async seatsTaken(matchID: string): Promise<boolean> {
    const watched = this.watched.get(matchID);
    if (watched?.complete) return true;
    const read = await this.storage('read', () => this.options.rows.readForMove(matchID, watched?.held?._stateID));
    if (read === 'failed' || !read) return false;
    const complete = allSeatsTaken(read.metadata);
    if (watched) watched.complete = complete;
    return complete;
  }

  /**
   * The seats changed in the lobby (a join, a fill with bots, a stand-in): everyone watching, here and on
   * every instance, sees the new seats, and the match takes moves once they are all taken.
   */
  seatsChanged(matchID: string, metadata: MatchData): void {
    const news: MatchNews = { kind: 'seats', matchID, players: publicPlayers(metadata), complete: allSeatsTaken(metadata) };
    this.applySeats(news);
    this.publish(news);
  }

  private applySeats(news: Extract<MatchNews, { kind: 'seats' }>): void {
    const watched = this.watched.get(news.matchID);
    if (watched) {
      watched.complete = news.complete;
      if (watched.seats) watched.seats = { ...watched.seats, serverPlayed: news.players.some((seat) => playedByServer(seat as StoredSeat) !== undefined) };
    }
    this.show({ kind: 'matchData', matchID: news.matchID, players: news.players });
  }

  /** Send an event to every socket watching the match, here and on every instance. */
  broadcast(matchID: string, event: string, ...args: unknown[]): void {
    const news: MatchNews = { kind: 'event', matchID, event, args };
    this.show(news);
    this.publish(news);
  }

  /** A move's write found the match changed: another move was stored first, or the seat changed hands. */
  private async whyNotStored(matchID: string, seat: { playerID: string; credentials: string }): Promise<RefusalCode> {
    this.forget(matchID);
    const read = await this.storage('read', () => this.options.rows.readForMove(matchID, undefined));
    if (read === 'failed') return 'server-error';
    if (!read) return 'match-not-found';
    if (!holdsSeat(read.metadata, seat.playerID, seat.credentials)) return 'unauthorized';
    if (read.state) this.hold(matchID, read.state);
    return 'stale';
  }

  /** A seat was given up in the lobby: its sockets, here and on every instance, no longer receive its view. */
  releaseSeat(matchID: string, playerID: string): void {
    this.expelSeat(matchID, playerID);
    this.publish({ kind: 'released', matchID, playerID });
  }

  private expelSeat(matchID: string, playerID: string): void {
    const watched = this.watched.get(matchID);
    if (watched) watched.complete = false;
    for (const member of [...this.rooms.membersOf(matchID)]) {
      if (member.playerID !== playerID) continue;
      this.refuse(member.socket, matchID, 'unauthorized', null);
      this.expel(member);
    }
  }

  /** Take a socket out of its room (it keeps its connection and may sync again). */
  private expel(member: Member): void {
    if (this.rooms.memberOf(member.socket.id) !== member) return;
    const left = this.rooms.remove(member.socket.id);
    if (left?.emptied) this.close(member.matchID);
  }

  /** The seat a socket watches its match as, with the match (undefined when it watches none). */
  memberOf(socketID: string): Member | undefined {
    return this.rooms.memberOf(socketID);
  }

  /** Send one socket a refusal (for the modules beside the engine: chat, take-back). */
  refuseTo(socket: Socket, matchID: string, code: RefusalCode, stateID: number | null = null): void {
    this.refuse(socket, matchID, code, stateID);
  }

  /** A socket went away. */
  async leave(socket: Socket): Promise<void> {
    const left = this.rooms.remove(socket.id);
    if (!left) return;
    const { member, emptied } = left;
    if (emptied) this.close(member.matchID);
    const stillHere = [...this.rooms.membersOf(member.matchID)].some((other) => other.playerID === member.playerID);
    if (member.playerID !== null && !stillHere) await this.track(this.setConnected(member.matchID, member.playerID, false));
  }

  /** The match a socket watches, if any. */
  watching(socketID: string): string | undefined {
    return this.rooms.memberOf(socketID)?.matchID;
  }

  /** News from another instance. */
  receive({ origin, news }: Envelope): void {
    if (origin === this.options.instanceID || !this.rooms.has(news.matchID)) return;
    if (news.kind === 'released') return this.expelSeat(news.matchID, news.playerID);
    if (news.kind === 'seats') return this.applySeats(news);
    if (news.kind !== 'update') return this.show(news);
    void this.queue
      .run(news.matchID, async () => {
        this.hold(news.matchID, news.state);
        await this.deliver(news.matchID, news.state);
      })
      .catch((error: unknown) => this.options.logger.error({ err: error, matchID: news.matchID }, 'delivering an update failed'));
  }

  /** Rooms, remembered matches and queued work, for the tests and the metrics. */
  get sizes() {
    return { ...this.rooms.sizes, watched: this.watched.size, queued: this.queue.size };
  }

  /** Resolves once queued work and connection writes have finished. */
  async drain(): Promise<void> {
    while (this.queue.size > 0 || this.pending.size > 0) {
      await this.queue.drain();
      await Promise.allSettled([...this.pending]);
    }
  }

  // ------------------------------------------------------------------ sending

  private refuse(socket: Socket, matchID: string, code: RefusalCode, stateID: number | null): undefined {
    this.options.metrics.refusedPackets.inc({ reason: code });
    this.options.logger.debug({ matchID, code, stateID, socket: socket.id }, 'refused');
    const refusal: Refusal = { code, stateID };
    socket.emit(REFUSED_EVENT, matchID, refusal);
    return undefined;
  }

  /** Send one socket the match as stored, replacing whatever it had applied ahead of the server. */
  private async resync(member: Member): Promise<void> {
    await this.queue.run(member.matchID, async () => {
      const read = await this.storage('read', () => this.options.rows.readForSync(member.matchID));
      if (read === 'failed' || !read || this.rooms.memberOf(member.socket.id) !== member) return;
      this.hold(member.matchID, read.state);
      this.sendSync(member, read);
    });
  }

  private sendSync(member: Member, read: SyncRead): void {
    const { game } = this.games.get(member.gameName)!;
    const syncInfo = {
      state: read.state,
      log: read.log,
      filteredMetadata: publicPlayers(read.metadata),
      initialState: stripInitialState(read.initialState),
    };
    const { type, args } = viewPacket(game, member.playerID, { type: 'sync', args: [member.matchID, syncInfo] });
    member.socket.emit(type, ...args);
  }

  /**
   * Send a new state to this instance's room, in order: the next state as an update, an older one not at
   * all, and after a gap (an update of another instance not yet received) the whole match, so that no
   * client's log misses a move.
   */
  private async deliver(matchID: string, state: State): Promise<void> {
    const watched = this.watched.get(matchID);
    if (!watched || state._stateID <= watched.delivered) return;
    if (state._stateID === watched.delivered + 1) {
      for (const member of this.rooms.membersOf(matchID)) {
        const { game } = this.games.get(member.gameName)!;
        const { type, args } = viewPacket(game, member.playerID, { type: 'update', args: [matchID, state] });
        member.socket.emit(type, ...args);
      }
      watched.delivered = state._stateID;
      return;
    }
    const read = await this.storage('read', () => this.options.rows.readForSync(matchID));
    if (read === 'failed' || !read) return;
    for (const member of this.rooms.membersOf(matchID)) this.sendSync(member, read);
    watched.delivered = Math.max(watched.delivered, read.state._stateID);
  }

  /** Match data and chat need no order: shown to this instance's room at once. */
  private show(news: Extract<MatchNews, { kind: 'matchData' | 'event' }>): void {
    for (const member of this.rooms.membersOf(news.matchID)) {
      if (news.kind === 'event') member.socket.emit(news.event, news.matchID, ...news.args);
      else member.socket.emit('matchData', news.matchID, news.players);
    }
  }

  private publish(news: MatchNews): void {
    this.options.pubSub?.publish(channelOf(news.matchID), { origin: this.options.instanceID, news });
  }

  // ------------------------------------------------------------------ memory

  private open(matchID: string, delivered: number): void {
    this.watched.set(matchID, { delivered, complete: false });
    this.options.pubSub?.subscribe(channelOf(matchID), (envelope) => this.receive(envelope));
  }

  private close(matchID: string): void {
    this.watched.delete(matchID);
    this.options.pubSub?.unsubscribeAll(channelOf(matchID));
  }

  private hold(matchID: string, state: State): void {
    const watched = this.watched.get(matchID);
    if (watched && (!watched.held || watched.held._stateID < state._stateID)) {
      const { deltalog: _log, ...held } = state as State & { deltalog?: LogEntry[] };
      watched.held = held as State;
    }
  }

  private forget(matchID: string): void {
    const watched = this.watched.get(matchID);
    if (watched) watched.held = undefined;
  }

  // ------------------------------------------------------------------ storage

  /** Run a storage call; a failure is logged and counted, and reported as 'failed'. */
  private async storage<T>(operation: string, call: () => Promise<T>): Promise<T | 'failed'> {
    try {
      return await call();
    } catch (error) {
      this.options.metrics.storageErrors.inc({ operation });
      this.options.logger.error({ err: error, operation }, 'storage call failed');
      return 'failed';
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
    return work;
  }

  /** Mark a seat connected or not, and tell everyone watching. */
  private async setConnected(matchID: string, playerID: string, connected: boolean): Promise<void> {
    const metadata = await this.storage('metadata', () =>
      this.options.rows.updateMetadata(matchID, (current) => {
        const seat = seatOf(current, playerID);
        if (!seat || seat.isConnected === connected) return UNCHANGED;
        seat.isConnected = connected;
        return current;
      }),
    );
    if (metadata === 'failed' || !metadata) return;
    const news: MatchNews = { kind: 'matchData', matchID, players: publicPlayers(metadata) };
    this.show(news);
    this.publish(news);
  }
}

const channelOf = (matchID: string) => `pax-table:match:${matchID}`;

/** The seats as every client may see them: credentials never leave the server. */
export function publicPlayers(metadata: MatchData): PublicPlayer[] {
  return Object.values(metadata.players).map(({ credentials: _secret, ...player }) => player);
}

export { allSeatsTaken } from './seats';
