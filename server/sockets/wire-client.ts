/**
 * The other end of the wire protocol the socket transport speaks (packets.ts reads what this sends,
 * wire-out.ts writes what this hears): one raw socket client for the tools that talk to a server without
 * boardgame.io's client, the tests (which also send what a real client would not) and the load bench.
 * The server never imports it.
 */
import type { LogEntry, State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { receivePatch, type PackedLogEntry, type ViewChange } from '../../games/engine/view-patch';
import { REFUSED_EVENT, VIEW_PATCH_EVENT, VIEW_PATCHES_QUERY } from '../protocol';

/** A seat and the credentials that hold it. */
export interface SeatHold {
  playerID: string;
  credentials: string;
}

/** What `sync` brings: the whole match as this socket's viewer may see it. */
export interface SyncReply {
  state: State;
  log: unknown[];
  initialState: State;
}

export interface WireClientOptions {
  /** Keep every event received in `received` (tests read it; the bench, which receives thousands, does not). */
  record?: boolean;
  /**
   * Ask for view patches (VIEW_PATCHES_QUERY): each next state then arrives as a `viewPatch`, which this client
   * applies to the last state it holds of the match and hands on as that state's update (`updateTo`,
   * `onUpdate`); `received` keeps the events as they came.
   */
  patches?: boolean;
}

type Listener = (...args: any[]) => void;

/** boardgame.io's move action, as its client sends it in `update`. */
export const moveAction = (type: string, args: unknown[], playerID: string, credentials?: string) => ({
  type: 'MAKE_MOVE',
  payload: { type, args, playerID, credentials },
});

/** A game event, as boardgame.io's client would send it (the server refuses it: moves call events). */
export const gameEventAction = (type: string, args: unknown[], playerID: string, credentials?: string) => ({
  type: 'GAME_EVENT',
  payload: { type, args, playerID, credentials },
});

export class WireClient {
  readonly socket: Socket;
  readonly received: { event: string; args: unknown[] }[] = [];
  private waiters: { test: (event: string, args: unknown[]) => boolean; resolve: Listener }[] = [];
  private readonly updateListeners: ((matchID: unknown, state: State, log: LogEntry[] | undefined) => void)[] = [];
  /** The newest state held of each match, from its sync, updates and patches: the base of the next patch. */
  private readonly held = new Map<string, State>();
  /** How each match was synced, to ask for it again when a patch does not fit. */
  private readonly synced = new Map<string, unknown[]>();
  /** Patches that did not fit the state held (each followed by a sync). */
  patchesRefused = 0;

  constructor(url: string, gameName: string, { record = true, patches = false }: WireClientOptions = {}) {
    this.socket = io(`${url}/${gameName}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(patches && { query: { [VIEW_PATCHES_QUERY]: '1' } }),
    });
    this.socket.onAny((event: string, ...args: unknown[]) => {
      if (record) this.received.push({ event, args });
      this.heard(event, args);
    });
  }

  private heard(event: string, args: unknown[]): void {
    if (event === 'sync') this.hold(args[0] as string, (args[1] as SyncReply).state);
    if (event === 'update') this.hold(args[0] as string, args[1] as State);
    if (event === VIEW_PATCH_EVENT) return this.applyPatch(args as [string, number, number, ViewChange[], PackedLogEntry[] | undefined]);
    if (event === 'update') for (const listener of this.updateListeners) listener(args[0], args[1] as State, args[2] as LogEntry[] | undefined);
    if (this.waiters.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test(event, args)) return true;
      waiter.resolve(args);
      return false;
    });
  }

  private hold(matchID: string, state: State): void {
    const held = this.held.get(matchID);
    if (!held || held._stateID <= state._stateID) this.held.set(matchID, state);
  }

  /** A patch of the state held: heard as that state's update; one that does not fit asks for the match again. */
  private applyPatch([matchID, prevStateID, stateID, changes, log]: [string, number, number, ViewChange[], PackedLogEntry[] | undefined]): void {
    const received = receivePatch(this.held.get(matchID), prevStateID, stateID, changes, log);
    if (received === 'older') return;
    if (received === 'misfit') {
      this.patchesRefused++;
      const synced = this.synced.get(matchID);
      if (synced) this.socket.emit('sync', ...synced);
      return;
    }
    this.heard('update', [matchID, received.state, received.log]);
  }

  /** The next event matching `test`, or a rejection after `ms`. */
  next(test: (event: string, args: unknown[]) => boolean, ms = 5000): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching event in time')), ms);
      this.waiters.push({ test, resolve: (args) => (clearTimeout(timer), resolve(args)) });
    });
  }

  /** Sync the match as a seat (or, without one, as a spectator); resolves with what the server sends. */
  async sync(matchID: string, seat: Partial<SeatHold> = {}, numPlayers = 2, ms?: number): Promise<SyncReply> {
    const reply = this.next((event, args) => event === 'sync' && args[0] === matchID, ms);
    const args = [matchID, seat.playerID ?? null, seat.credentials, numPlayers];
    this.synced.set(matchID, args);
    this.socket.emit('sync', ...args);
    const [, info] = await reply;
    return info as SyncReply;
  }

  /** Send a move (or any action) and do not wait. */
  send(action: object, stateID: number, matchID: string, playerID: string | null): void {
    this.socket.emit('update', action, stateID, matchID, playerID);
  }

  /** Send a seat's move on `stateID` and do not wait. */
  move(matchID: string, seat: SeatHold, name: string, args: unknown[], stateID: number): void {
    this.send(moveAction(name, args, seat.playerID, seat.credentials), stateID, matchID, seat.playerID);
  }

  /** Wait for the update that brings this match to `stateID`. */
  async updateTo(matchID: string, stateID: number, ms?: number): Promise<State> {
    const [, state] = await this.next((event, args) => event === 'update' && args[0] === matchID && (args[1] as State)._stateID === stateID, ms);
    return state as State;
  }

  /** Every state update of the match, as it arrives, with the move's log entries. */
  onUpdate(matchID: string, listener: (state: State, log: LogEntry[] | undefined) => void): void {
    this.updateListeners.push((updated, state, log) => updated === matchID && listener(state, log));
  }

  /** Every refusal said for the match (or for no match: the socket watched none yet). */
  onRefused(matchID: string, listener: (refusal: unknown) => void): void {
    this.socket.on(REFUSED_EVENT, (refused: unknown, refusal: unknown) => (refused === matchID || refused === null) && listener(refusal));
  }

  close(): void {
    this.socket.close();
  }
}
