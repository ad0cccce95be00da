/** Matches over sockets: every seat of a match on its own socket, as real clients hold them. */
import type { State } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';
import { WireClient, type SeatHold } from '../../server/sockets/wire-client';
import { checkCheckpoint, checkView, Divergence, MoveFailure } from './checks';
import type { Script, Step } from './scripts';
import { watchWireBytes } from './wire-bytes';

/** A move that brings no update in this time is an error. */
export const MOVE_TIMEOUT_MS = 10_000;

interface Seat {
  hold: SeatHold;
  client: WireClient;
  /** The latest state id this seat's socket was shown. */
  heard: number;
  /** Called when `heard` reaches the state a move of this seat waits for. */
  onHeard?: () => void;
}

/** Told the name and wire size of every event any seat of the match receives. */
export type WireListener = (event: string, bytes: number) => void;

interface Waiter {
  playerID: string;
  stateID: number;
  resolve(state: State): void;
  reject(error: Error): void;
}

/** One match on the server, every seat on its own socket, as real clients hold them. */
export class LiveMatch {
  private readonly seats = new Map<string, Seat>();
  private waiter: Waiter | undefined;

  constructor(
    /** Where seat i connects: urls[i mod urls.length] (two instances: half the seats hear each move through Redis). */
    readonly urls: readonly string[],
    readonly script: Script,
    readonly matchID: string,
    private readonly onWire?: WireListener,
    /** Seats ask for view patches. */
    private readonly patches = false,
  ) {}

  /** Connect a seat's socket and sync it; its state must be the recorded deal. */
  async seat(playerID: string, credentials: string): Promise<void> {
    const { name } = this.script.entry.game;
    // Thousands of updates arrive per seat: none is kept.
    const client = new WireClient(this.urls[Number(playerID) % this.urls.length], name, { record: false, patches: this.patches });
    const hold = { playerID, credentials };
    const seat: Seat = { hold, client, heard: -1 };
    this.seats.set(playerID, seat);
    if (this.onWire) watchWireBytes(client.socket, this.onWire);
    client.onUpdate(this.matchID, (state) => this.onUpdate(playerID, state));
    client.onRefused(this.matchID, (refusal) => this.onRefused(playerID, refusal));
    // A socket the server drops will never bring the update: fail now rather than after the timeout.
    client.socket.on('disconnect', (reason) => this.waiter?.reject(new MoveFailure('disconnected', `seat ${playerID} disconnected: ${reason}`)));
    const unreachable = new Promise<never>((_, reject) => client.socket.once('connect_error', reject));
    unreachable.catch(() => {}); // raced below; a later one has nobody to tell
    const synced = client.sync(this.matchID, hold, this.script.numPlayers, MOVE_TIMEOUT_MS).catch(() => {
      throw new Error(`${name} ${this.matchID}: no sync for seat ${playerID}`);
    });
    const { state } = await Promise.race([synced, unreachable]);
    seat.heard = Math.max(seat.heard, state._stateID);
    checkCheckpoint(this.script, `at the start (seat ${playerID})`, this.script.start, state);
    checkView(this.script, `in the deal (seat ${playerID})`, this.script.dealtViews[Number(playerID)], state);
  }

  /**
   * Send a recorded move once its seat has been shown the state it is played on, as a person moves, and
   * resolve with the mover's update that brings the recorded state id. A seat never shown that state lost
   * a move on its way (on two instances, through Redis).
   */
  async play(step: Step): Promise<State> {
    const seat = this.seats.get(step.playerID)!;
    if (seat.heard < step.sentOn) await this.heard(seat, step);
    return new Promise<State>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new MoveFailure('timeout', `${step.move} by ${step.playerID}: no update in ${MOVE_TIMEOUT_MS} ms`));
      }, MOVE_TIMEOUT_MS);
      const settle = <T>(finish: (value: T) => void) => (value: T) => {
        clearTimeout(timer);
        this.waiter = undefined;
        finish(value);
      };
      this.waiter = { playerID: step.playerID, stateID: step.stateID, resolve: settle(resolve), reject: settle(reject) };
      seat.client.move(this.matchID, seat.hold, step.move, step.args, step.sentOn);
    });
  }

  private heard(seat: Seat, step: Step): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        seat.onHeard = undefined;
        reject(new MoveFailure('lost', `seat ${step.playerID} was never shown state ${step.sentOn} (its latest: ${seat.heard})`));
      }, MOVE_TIMEOUT_MS);
      seat.onHeard = () => {
        if (seat.heard < step.sentOn) return;
        clearTimeout(timer);
        seat.onHeard = undefined;
        resolve();
      };
    });
  }

  private onUpdate(playerID: string, state: State): void {
    const seat = this.seats.get(playerID)!;
    seat.heard = Math.max(seat.heard, state._stateID);
    seat.onHeard?.();
    const waiter = this.waiter;
    if (!waiter || playerID !== waiter.playerID) return;
    if (state._stateID === waiter.stateID) waiter.resolve(state);
    else if (state._stateID > waiter.stateID) {
      waiter.reject(new Divergence(`${this.script.entry.game.name}: expected state ${waiter.stateID}, received ${state._stateID}`));
    }
  }

  private onRefused(playerID: string, refusal: unknown): void {
    const waiter = this.waiter;
    if (!waiter || playerID !== waiter.playerID) return;
    waiter.reject(new MoveFailure('refused', `refused: ${JSON.stringify(refusal)}`));
  }

  close(): void {
    for (const { client } of this.seats.values()) client.close();
  }
}

/**
 * Create a match through the lobby API, take every seat, then sync each one on its socket. The seats are
 * taken one after another, as people take them: concurrent joins of one match lost seats on the
 * PostgreSQL storage before its metadata writes were made atomic, and a load run must not hinge on that.
 */
export async function openMatch(urls: readonly string[], script: Script, { onWire, patches = false }: { onWire?: WireListener; patches?: boolean } = {}): Promise<LiveMatch> {
  const lobby = new LobbyClient({ server: urls[0] });
  const { name } = script.entry.game;
  const { matchID } = await lobby.createMatch(name, { numPlayers: script.numPlayers });
  const seats: { playerID: string; credentials: string }[] = [];
  for (let seat = 0; seat < script.numPlayers; seat++) {
    const { playerID, playerCredentials } = await lobby.joinMatch(name, matchID, { playerID: String(seat), playerName: `Bot ${seat}` });
    seats.push({ playerID, credentials: playerCredentials });
  }
  const match = new LiveMatch(urls, script, matchID, onWire, patches);
  try {
    await Promise.all(seats.map(({ playerID, credentials }) => match.seat(playerID, credentials)));
  } catch (error) {
    match.close();
    throw error;
  }
  return match;
}
