/**
 * Matches whose every move is known in advance: the server deals from a fixed seed (`seededGames`), and
 * the same game was played beforehand through `HeadlessMatch` with that seed (`scriptGame`). Clients then
 * send each move the moment the state it is made on reaches them, with no server-side read in between,
 * as fast as real players' clients could.
 */
import type { Game } from 'boardgame.io';
import { gameEntries } from '../../games';
import { playRandomGame } from '../../games/headless';
import type { GameEntry } from '../../games/types';
import { move, type RawClient, type Seat } from './server';

export const SCRIPT_SEED = 'scripted-match';

/** Every registered game, dealing every match from `seed`. */
export function seededGames(seed = SCRIPT_SEED): Game[] {
  return gameEntries.map((entry) => ({ ...entry.game, seed }));
}

export interface ScriptedMove {
  playerID: string;
  move: string;
  args: unknown[];
  /** The state the move is made on. */
  stateID: number;
}

/** The moves of one random game from `seed` (RandomBot, seeded), up to `maxMoves`. */
export async function scriptGame(entry: GameEntry, numPlayers: number, maxMoves: number, seed = SCRIPT_SEED): Promise<ScriptedMove[]> {
  const script: ScriptedMove[] = [];
  await playRandomGame(entry.game, {
    numPlayers,
    seed,
    maxMoves,
    afterMove: (_match, played) => script.push({ playerID: played.playerID, move: played.move, args: played.args ?? [], stateID: script.length }),
  });
  return script;
}

/** The newest state id each client has received for a match (by update or sync). */
export function trackStates(client: RawClient, matchID: string): { latest: number; wait(stateID: number, ms?: number): Promise<void> } {
  const tracker = {
    latest: -1,
    waiters: [] as { stateID: number; resolve: () => void; reject: (error: Error) => void }[],
    wait(stateID: number, ms = 10_000) {
      if (tracker.latest >= stateID) return Promise.resolve();
      if (client.socket.disconnected && !client.socket.active) return Promise.reject(new Error('disconnected'));
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`state ${stateID} of ${matchID} never arrived (latest ${tracker.latest})`)), ms);
        tracker.waiters.push({
          stateID,
          resolve: () => (clearTimeout(timer), resolve()),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
      });
    },
  };
  // A client that loses its server waits for nothing more.
  client.socket.on('disconnect', () => {
    for (const waiter of tracker.waiters) waiter.reject(new Error('disconnected'));
    tracker.waiters = [];
  });
  client.socket.on('update', (id: string, state: { _stateID: number }) => see(id, state));
  client.socket.on('sync', (id: string, info: { state: { _stateID: number } }) => see(id, info.state));
  function see(id: string, state: { _stateID: number }) {
    if (id !== matchID || state._stateID <= tracker.latest) return;
    tracker.latest = state._stateID;
    tracker.waiters = tracker.waiters.filter((waiter) => (waiter.stateID <= tracker.latest ? (waiter.resolve(), false) : true));
  }
  return tracker;
}

/**
 * Play `script` on a match: each move is sent by its seat's client as soon as that client holds the state
 * the move is made on. Resolves when every move was sent and the last one came back, or rejects.
 */
export async function playScript(
  matchID: string,
  script: readonly ScriptedMove[],
  seats: readonly Seat[],
  clients: ReadonlyMap<string, { client: RawClient; tracker: ReturnType<typeof trackStates> }>,
  { stop = () => false }: { stop?: () => boolean } = {},
): Promise<number> {
  let played = 0;
  for (const step of script) {
    if (stop()) break;
    const { client, tracker } = clients.get(step.playerID)!;
    await tracker.wait(step.stateID);
    if (stop()) break;
    const seat = seats.find((s) => s.playerID === step.playerID)!;
    client.send(move(step.move, step.args, seat.playerID, seat.credentials), step.stateID, matchID, seat.playerID);
    played++;
  }
  return played;
}
