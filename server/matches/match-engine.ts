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
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { Socket } from 'socket.io';
import { moveArgsProblem, type MoveArgLimits } from '../../games/move-args';
import { stripInitialState } from '../guards/strip-initial-state';
import type { Logger } from '../log';
import type { Metrics } from '../metrics';
import { REFUSED_EVENT, type Refusal, type RefusalCode } from '../protocol';
import type { MatchData, MatchRows, SyncRead } from '../storage/match-rows';
import { MatchQueue } from './match-queue';
import { Rooms, type Member } from './rooms';
import { runMove, type MoveAction, type ProcessedGame } from './run-move';
import { holdsSeat, sameSecret, seatOf } from './seats';
import type { ChatPacket, MovePacket, SyncPacket } from '../sockets/packets';

/** What one instance tells the others about a match. */
export type MatchNews =
  | { kind: 'update'; matchID: string; state: State & { deltalog?: LogEntry[] } }
  | { kind: 'matchData'; matchID: string; players: PublicPlayer[] }
  | { kind: 'chat'; matchID: string; message: ChatPacket['message'] }
  | { kind: 'released'; matchID: string; playerID: string };

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
}

const CHAT_BYTES = 2_000;

export class MatchEngine {
  private readonly rooms = new Rooms();
  private readonly queue = new MatchQueue();
  private readonly watched = new Map<string, Watched>();
  private readonly games = new Map<string, { game: ProcessedGame; limits: MoveArgLimits; filter: ReturnType<typeof getFilterPlayerView> }>();
  /** Connection-status writes under way (a stopping server waits for them). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly options: EngineOptions) {
    for (const game of options.games) {
      this.games.set(game.name, { game, limits: options.moveLimits(game), filter: getFilterPlayerView(game) });
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
      this.hold(matchID, read.state);
      this.sendSync(member, read);
      return true;
    });
    if (joined === true && playerID !== null) this.track(this.setConnected(matchID, playerID, true));
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
    const outcome = refusal ?? (await this.queue.run(matchID, () => this.store(member!, packet)));
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
   * Check, reduce, store, then broadcast a move; within the match's queue. When this instance holds the
   * state the move was made on (the usual case) nothing is read first: the write itself checks that the
   * state and the seat's credentials are still the stored ones.
   */
  private async store(member: Member, { name, args, credentials, stateID, matchID, playerID }: MovePacket): Promise<'stored' | RefusalCode> {
    const { gameName } = member;
    const seat = { playerID: playerID!, credentials: credentials! };
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

    const action: MoveAction = { type: 'MAKE_MOVE', payload: { type: name, args, playerID: seat.playerID } };
    const outcome = runMove(this.games.get(gameName)!.game, state, action, stateID);
    if (!outcome.ok) {
      if (outcome.error) this.options.logger.error({ err: outcome.error, game: gameName, matchID, move: name }, 'a move threw');
      return outcome.code;
    }
    const { deltalog = [], ...next } = outcome.next as State & { deltalog?: LogEntry[] };
    const previous = state._stateID;
    const stored = await this.storage('commit', () => this.options.rows.commitMove(matchID, previous, seat, next as State, deltalog, Date.now()));
    if (stored === 'failed') return 'server-error';
    if (!stored) return this.whyNotStored(matchID, seat);
    this.options.metrics.movesStored.inc({ game: gameName });
    this.hold(matchID, next as State);
    await this.deliver(matchID, outcome.next);
    this.publish({ kind: 'update', matchID, state: outcome.next });
    return 'stored';
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

  /** A seat's chat message, to everyone watching the match. */
  async chat(socket: Socket, _gameName: string, { matchID, message, credentials }: ChatPacket): Promise<void> {
    const member = this.rooms.memberOf(socket.id);
    if (!member || member.matchID !== matchID || member.playerID === null || member.playerID !== message.sender) {
      return this.refuse(socket, matchID, 'not-synced', null);
    }
    if (JSON.stringify(message.payload ?? null).length > CHAT_BYTES) return this.refuse(socket, matchID, 'bad-arguments', null);
    const read = await this.storage('read', () => this.options.rows.readForMove(matchID, this.watched.get(matchID)?.held?._stateID));
    if (read === 'failed') return this.refuse(socket, matchID, 'server-error', null);
    if (!read || !holdsSeat(read.metadata, member.playerID, credentials)) return this.refuse(socket, matchID, 'unauthorized', null);
    const news: MatchNews = { kind: 'chat', matchID, message };
    this.show(news);
    this.publish(news);
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
    const { filter } = this.games.get(member.gameName)!;
    const syncInfo = {
      state: read.state,
      log: read.log,
      filteredMetadata: publicPlayers(read.metadata),
      initialState: stripInitialState(read.initialState),
    };
    const { type, args } = filter(member.playerID as string, { type: 'sync', args: [member.matchID, syncInfo] } as never) as {
      type: string;
      args: unknown[];
    };
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
        const { filter } = this.games.get(member.gameName)!;
        const { type, args } = filter(member.playerID as string, { type: 'update', args: [matchID, state] } as never) as {
          type: string;
          args: unknown[];
        };
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
  private show(news: Extract<MatchNews, { kind: 'chat' | 'matchData' }>): void {
    for (const member of this.rooms.membersOf(news.matchID)) {
      if (news.kind === 'chat') member.socket.emit('chat', news.matchID, news.message);
      else member.socket.emit('matchData', news.matchID, news.players);
    }
  }

  private publish(news: MatchNews): void {
    this.options.pubSub?.publish(channelOf(news.matchID), { origin: this.options.instanceID, news });
  }

  // ------------------------------------------------------------------ memory

  private open(matchID: string, delivered: number): void {
    this.watched.set(matchID, { delivered });
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
        if (seat) seat.isConnected = connected;
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
