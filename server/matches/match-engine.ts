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
 *
 * It speaks to clients only through its outbox, as `Master` through its transport: every message is an
 * `Outgoing` (outgoing.ts) named for one client id, put in the outbox within the match's queue, where the
 * order above is kept; the socket transport alone turns them into socket events.
 */
import type { LogEntry, State } from 'boardgame.io';
import { moveArgsProblem, type MoveArgLimits } from '../../games/move-args';
import { stripInitialState } from '../guards/strip-initial-state';
import type { Logger } from '../log';
import type { Metrics } from '../metrics';
import type { ChatLine, RefusalCode } from '../protocol';
import { UNCHANGED, type MatchData, type MatchRows, type MoveRead, type SyncRead } from '../storage/match-rows';
import { MatchQueue } from './match-queue';
import { Rooms, type Member } from './rooms';
import { viewPacket } from '../../games/engine/view';
import { packLog, stateChanges, type PackedLogEntry, type ViewChange } from '../../games/engine/view-patch';
import { runMove, type MoveAction, type ProcessedGame } from './run-move';
import { allSeatsTaken, holdsSeat, playedByServer, sameSecret, seatOf } from './seats';
import { mayTakeBack, takeBackEntry } from './take-back';
import { mayHaveRunAhead } from './ran-ahead';
import type { ClientID, Outbox, Outgoing, PublicPlayer } from './outgoing';
import { newlyToAct, seatsToAct } from '../../games/engine/acting';
import type { MovePacket, SyncPacket } from './incoming';

/** What one instance tells the others about a match. */
export type MatchNews =
  | { kind: 'update'; matchID: string; state: State & { deltalog?: LogEntry[] } }
  | { kind: 'matchData'; matchID: string; players: PublicPlayer[] }
  | { kind: 'released'; matchID: string; playerID: string }
  | { kind: 'seats'; matchID: string; players: PublicPlayer[]; complete: boolean }
  | { kind: 'chat'; matchID: string; line: ChatLine };

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

/** What this instance remembers of a match while one of its sockets watches it. */
interface Watched {
  /** The newest state this instance has read or stored (saves reading it again for the next move). */
  held?: State;
  /** The newest state every socket of the room has been sent. */
  delivered: number;
  /** Every seat is taken (or filled by a bot): the match takes moves. */
  complete: boolean;
  /**
   * The match's seats as last read or changed on this instance; undefined once another instance changed
   * them (its news carries no credentials), until the next read.
   */
  metadata?: MatchData;
  /**
   * The view each viewer (a seat, null for spectators) was last sent, with its state id: the base of the
   * next patch (ENGINE-PATCH-1), and one `playerView` saved per viewer and move.
   */
  views: Map<string | null, { stateID: number; state: State }>;
}

/** How a move came: from its seat's own client, from a bot holding the seat, or from a bot standing in for its absent player. */
export type MovedBy = 'seat' | 'bot' | 'stand-in';

/**
 * A move just stored and broadcast, as the hooks see it (on the instance that stored it, once): all that
 * the correspondence code needs, so that no listener reads the match again.
 */
export interface StoredMove {
  matchID: string;
  gameName: string;
  playerID: string;
  by: MovedBy;
  /** The state id the move made (the stored one now). */
  stateID: number;
  previous: State;
  next: State;
  /** The seats that must act now (games/engine/acting.ts)… */
  toAct: string[];
  /** …and those of them that did not before the move, but for the mover. */
  newlyToAct: string[];
  /** The seats (credentials included) as they held when the move was stored. */
  metadata: MatchData;
}

/** What the rest of the server does around the engine (correspondence play: chat, bots, notices). */
export interface EngineHooks {
  /** After a move is stored and sent; must not throw (its failures are its own). */
  stored?(move: StoredMove): void;
  /** After a client received the match on sync: what else it should hold (the chat). */
  synced?(client: ClientID, matchID: string, playerID: string | null): Promise<readonly Outgoing[]>;
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
  /** Where every message to a client goes (the socket transport). */
  outbox: Outbox;
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
  async sync(client: ClientID, gameName: string, { matchID, playerID, credentials, patches }: SyncPacket): Promise<void> {
    const joined = await this.queue.run(matchID, async () => {
      const read = await this.storage('read', () => this.options.rows.readForSync(matchID));
      if (read === 'failed') return this.refuse(client, matchID, 'server-error', null);
      if (!read || read.gameName !== gameName) return this.refuse(client, matchID, 'match-not-found', null);
      if (playerID !== null && !holdsSeat(read.metadata, playerID, credentials)) return this.refuse(client, matchID, 'unauthorized', null);
      const member: Member = { client, gameName, matchID, playerID, ...(playerID !== null && { credentials }), ...(patches && { patches }) };
      const { opened, closed } = this.rooms.add(member);
      if (closed) this.close(closed);
      if (opened) this.open(matchID, read.state._stateID);
      const watched = this.watched.get(matchID)!;
      watched.complete = allSeatsTaken(read.metadata);
      watched.metadata = read.metadata;
      this.hold(matchID, read.state);
      this.send([this.syncOf(member, read)]);
      return true;
    });
    if (joined !== true) return;
    const more = await this.options.hooks?.synced?.(client, matchID, playerID);
    if (more && this.rooms.memberOf(client)?.matchID === matchID) this.send(more);
    if (playerID !== null) this.track(this.setConnected(matchID, playerID, true));
  }

  /** A client sends a move. */
  async move(client: ClientID, gameName: string, packet: MovePacket): Promise<void> {
    const started = performance.now();
    const { name, args, credentials, stateID, matchID, playerID } = packet;
    const member = this.rooms.memberOf(client);
    const limits = this.games.get(gameName)!.limits;
    // Only the match and seat this client synced, and only the game's own moves with arguments that fit them.
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
    this.refuse(client, matchID, outcome, stateID);
    this.options.metrics.moveDuration.observe({ outcome: 'refused' }, (performance.now() - started) / 1000);
    // A move the game does not have runs on no client: no game's client could have applied it.
    if (!member || outcome === 'not-synced' || outcome === 'match-not-found' || outcome === 'unauthorized' || outcome === 'unknown-move') return;
    // A client that may have applied the move ahead of the server is sent the match as stored; any other
    // holds the stored state already, and the refusal says all.
    const game = this.games.get(gameName)!.game;
    if (mayHaveRunAhead(game, this.watched.get(matchID)?.held, { name, playerID: playerID!, stateID })) await this.resync(member);
  }

  /**
   * Play a move for a seat from the server itself (a bot holding the seat, or standing in for its absent
   * player): `choose` picks it on the state and seats as stored, within the match's queue, with the seat's
   * stored credentials. Undefined when there was nothing to play (no such seat, or `choose` chose nothing).
   */
  async playFor(
    matchID: string,
    playerID: string,
    by: Exclude<MovedBy, 'seat'>,
    choose: (state: State, gameName: string, seats: MatchData) => { move: string; args?: unknown[] } | undefined,
  ): Promise<'stored' | RefusalCode | undefined> {
    return this.queue.run(matchID, async () => {
      const known = this.known(matchID);
      const read = known ?? (await this.storage('read', () => this.options.rows.readForMove(matchID, this.watched.get(matchID)?.held?._stateID)));
      if (read === 'failed') return 'server-error';
      if (!read || !this.games.has(read.gameName)) return 'match-not-found';
      const seat = seatOf(read.metadata, playerID);
      const credentials = seat?.credentials;
      const state = read.state ?? this.watched.get(matchID)?.held;
      // The seat may have changed hands since this turn was planned (its player took it back, someone joined it).
      if (!seat || playedByServer(seat) !== by) return undefined;
      if (!credentials || !state || state._stateID !== read.stateID) return undefined;
      this.hold(matchID, state);
      this.knowSeats(matchID, read.metadata);
      const choice = choose(state, read.gameName, read.metadata);
      if (!choice) return undefined;
      const request: MoveRequest = { name: choice.move, args: choice.args ?? [], stateID: state._stateID, matchID, seat: { playerID, credentials }, by };
      return this.store(read.gameName, request, read.metadata);
    });
  }

  /**
   * The match as this instance knows it without reading: its state and seats, while a client of this
   * instance watches it and no other instance changed its seats since they were read here. Every seat
   * change made here passes `seatsChanged`, and those made elsewhere come as news that forgets the seats.
   */
  private known(matchID: string): MoveRead | undefined {
    const watched = this.watched.get(matchID);
    const gameName = this.rooms.membersOf(matchID).values().next().value?.gameName;
    if (!watched?.held || !watched.metadata || gameName === undefined) return undefined;
    return { gameName, stateID: watched.held._stateID, metadata: watched.metadata, state: watched.held };
  }

  private knowSeats(matchID: string, metadata: MatchData): void {
    const watched = this.watched.get(matchID);
    if (watched) watched.metadata = metadata;
  }

  /**
   * Check, reduce, store, then broadcast a move; within the match's queue. When this instance holds the
   * state the move was made on (the usual case) nothing is read first: the write itself checks that the
   * state and the seat's credentials are still the stored ones.
   */
  private async store(gameName: string, { name, args, stateID, matchID, seat, by }: MoveRequest, seatsRead?: MatchData): Promise<'stored' | RefusalCode> {
    const { playerID, credentials } = seat;
    let state = this.watched.get(matchID)?.held;
    let metadata = seatsRead ?? this.watched.get(matchID)?.metadata;
    // Read only what this instance does not know: the state the move was made on, or seats changed elsewhere.
    if (state?._stateID !== stateID || !metadata) {
      const read = await this.storage('read', () => this.options.rows.readForMove(matchID, state?._stateID));
      if (read === 'failed') return 'server-error';
      if (!read || read.gameName !== gameName) return 'match-not-found';
      if (!holdsSeat(read.metadata, playerID, credentials)) return 'unauthorized';
      state = read.state ?? state;
      if (!state || state._stateID !== read.stateID) return 'server-error';
      metadata = read.metadata;
      this.hold(matchID, state);
      this.knowSeats(matchID, metadata);
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
      this.options.rows.storeMove({ matchID, previousStateID: previous, seat, next: next as State, deltalog: logged, now: Date.now(), takeBackTo }),
    );
    if (stored === 'failed') return 'server-error';
    if (!stored) return this.whyNotStored(matchID, seat);
    // The seats as the write found them: a change of seats made meanwhile, here or elsewhere, is in them.
    metadata = stored;
    this.options.metrics.movesStored.inc({ game: gameName });
    this.hold(matchID, next as State);
    const sent = { ...outcome.next, deltalog: logged } as State;
    await this.deliver(matchID, sent);
    this.publish({ kind: 'update', matchID, state: sent });
    const hook = this.options.hooks?.stored;
    const before = state;
    const after = next as State;
    const event: StoredMove = {
      matchID,
      gameName,
      playerID,
      by,
      stateID: after._stateID,
      previous: before,
      next: after,
      toAct: seatsToAct(after.ctx),
      newlyToAct: newlyToAct(before.ctx, after.ctx, playerID),
      metadata,
    };
    if (hook) queueMicrotask(() => hook(event));
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
    this.applySeats(news, metadata);
    this.publish(news);
  }

  /** New seats: known in full when changed here, to be read again when changed on another instance. */
  private applySeats(news: Extract<MatchNews, { kind: 'seats' }>, metadata: MatchData | undefined): void {
    const watched = this.watched.get(news.matchID);
    if (watched) {
      watched.complete = news.complete;
      watched.metadata = metadata;
    }
    this.show({ kind: 'matchData', matchID: news.matchID, players: news.players });
  }

  /** A chat line just stored: to every client watching the match, here and on every instance. */
  chatLine(matchID: string, line: ChatLine): void {
    const news: MatchNews = { kind: 'chat', matchID, line };
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

  private expelSeat(matchID: string, playerID: string, metadata?: MatchData): void {
    const watched = this.watched.get(matchID);
    if (watched) {
      watched.complete = false;
      watched.metadata = metadata;
    }
    for (const member of [...this.rooms.membersOf(matchID)]) {
      if (member.playerID !== playerID) continue;
      this.refuse(member.client, matchID, 'unauthorized', null);
      this.expel(member);
    }
  }

  /** Take a client out of its room (it keeps its connection and may sync again). */
  private expel(member: Member): void {
    if (this.rooms.memberOf(member.client) !== member) return;
    const left = this.rooms.remove(member.client);
    if (left?.emptied) this.close(member.matchID);
  }

  /** The seat a client watches its match as, with the match (undefined when it watches none). */
  memberOf(client: ClientID): Member | undefined {
    return this.rooms.memberOf(client);
  }

  /** Send one client a refusal (for the modules beside the engine: chat, take-back). */
  refuseTo(client: ClientID, matchID: string, code: RefusalCode, stateID: number | null = null): void {
    this.refuse(client, matchID, code, stateID);
  }

  /** A client went away. */
  async leave(client: ClientID): Promise<void> {
    const left = this.rooms.remove(client);
    if (!left) return;
    const { member, emptied } = left;
    if (emptied) this.close(member.matchID);
    const stillHere = [...this.rooms.membersOf(member.matchID)].some((other) => other.playerID === member.playerID);
    if (member.playerID !== null && !stillHere) await this.track(this.setConnected(member.matchID, member.playerID, false));
  }

  /** The match a client watches, if any. */
  watching(client: ClientID): string | undefined {
    return this.rooms.memberOf(client)?.matchID;
  }

  /** News from another instance. */
  receive({ origin, news }: Envelope): void {
    if (origin === this.options.instanceID || !this.rooms.has(news.matchID)) return;
    if (news.kind === 'released') return this.expelSeat(news.matchID, news.playerID);
    if (news.kind === 'seats') return this.applySeats(news, undefined);
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

  private send(messages: readonly Outgoing[]): void {
    if (messages.length > 0) this.options.outbox.send(messages);
  }

  private refuse(client: ClientID, matchID: string, code: RefusalCode, stateID: number | null): undefined {
    this.options.metrics.refusedPackets.inc({ reason: code });
    this.options.logger.debug({ matchID, code, stateID, client }, 'refused');
    this.send([{ kind: 'refused', to: client, matchID, refusal: { code, stateID } }]);
    return undefined;
  }

  /** Send one client the match as stored, replacing whatever it had applied ahead of the server. */
  private async resync(member: Member): Promise<void> {
    await this.queue.run(member.matchID, async () => {
      const read = await this.storage('read', () => this.options.rows.readForSync(member.matchID));
      if (read === 'failed' || !read || this.rooms.memberOf(member.client) !== member) return;
      this.hold(member.matchID, read.state);
      this.knowSeats(member.matchID, read.metadata);
      this.send([this.syncOf(member, read)]);
    });
  }

  /** The whole match as one member may see it. */
  private syncOf(member: Member, read: SyncRead): Outgoing {
    const { game } = this.games.get(member.gameName)!;
    const syncInfo = {
      state: read.state,
      log: read.log,
      filteredMetadata: publicPlayers(read.metadata),
      initialState: stripInitialState(read.initialState),
    };
    const [, sync] = viewPacket(game, member.playerID, { type: 'sync', args: [member.matchID, syncInfo] }).args;
    this.sentView(member.matchID, member.playerID, sync.state);
    return { kind: 'sync', to: member.client, matchID: member.matchID, sync: sync as typeof syncInfo };
  }

  /**
   * Send a new state to this instance's room, in order: the next state as an update (as a patch of the
   * last view sent, to a client that applies patches), an older one not at all, and after a gap (an update
   * of another instance not yet received) the whole match, so that no client's log misses a move.
   */
  private async deliver(matchID: string, state: State): Promise<void> {
    const watched = this.watched.get(matchID);
    if (!watched || state._stateID <= watched.delivered) return;
    if (state._stateID === watched.delivered + 1) {
      const prevStateID = watched.delivered;
      // Each viewer's share once, however many of its sockets watch; its patch only if one of them takes it.
      type Share = { viewed: State; log: LogEntry[] | undefined; base?: { stateID: number; state: State }; changes?: ViewChange[]; packedLog?: PackedLogEntry[] };
      const shares = new Map<string | null, Share>();
      const updates: Outgoing[] = [];
      for (const member of this.rooms.membersOf(matchID)) {
        let share = shares.get(member.playerID);
        if (!share) {
          const { game } = this.games.get(member.gameName)!;
          const [, viewed, log] = viewPacket(game, member.playerID, { type: 'update', args: [matchID, state] }).args;
          share = { viewed, log, base: watched.views.get(member.playerID) };
          shares.set(member.playerID, share);
          watched.views.set(member.playerID, { stateID: state._stateID, state: viewed });
        }
        if (member.patches && share.base?.stateID === prevStateID) {
          share.changes ??= stateChanges(share.base.state, share.viewed);
          share.packedLog ??= packLog(share.log, share.base.state);
          updates.push({ kind: 'patch', to: member.client, matchID, prevStateID, stateID: state._stateID, changes: share.changes, log: share.packedLog });
        } else updates.push({ kind: 'update', to: member.client, matchID, state: share.viewed, log: share.log });
      }
      this.send(updates);
      watched.delivered = state._stateID;
      return;
    }
    const read = await this.storage('read', () => this.options.rows.readForSync(matchID));
    if (read === 'failed' || !read) return;
    this.send([...this.rooms.membersOf(matchID)].map((member) => this.syncOf(member, read)));
    watched.delivered = Math.max(watched.delivered, read.state._stateID);
  }

  /** Match data and chat need no order: shown to this instance's room at once. */
  private show(news: Extract<MatchNews, { kind: 'matchData' | 'chat' }>): void {
    const to = [...this.rooms.membersOf(news.matchID)].map((member) => member.client);
    if (news.kind === 'chat') this.send(to.map((client) => ({ kind: 'chat', to: client, matchID: news.matchID, line: news.line })));
    else this.send(to.map((client) => ({ kind: 'matchData', to: client, matchID: news.matchID, players: news.players })));
  }

  private publish(news: MatchNews): void {
    this.options.pubSub?.publish(channelOf(news.matchID), { origin: this.options.instanceID, news });
  }

  // ------------------------------------------------------------------ memory

  private open(matchID: string, delivered: number): void {
    this.watched.set(matchID, { delivered, complete: false, views: new Map() });
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

  /** Remember the view a viewer was sent, unless a newer one is remembered already. */
  private sentView(matchID: string, viewer: string | null, state: State): void {
    const views = this.watched.get(matchID)?.views;
    const known = views?.get(viewer);
    if (views && (!known || known.stateID <= state._stateID)) views.set(viewer, { stateID: state._stateID, state });
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
    this.knowSeats(matchID, metadata);
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
