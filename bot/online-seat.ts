/**
 * A bot in a seat of an online match, through boardgame.io's own client and socket transport, as a
 * browser plays it. Whenever the server sends a state in which this seat must act, the bot decides from
 * that state (its `G` is already this seat's view: the server filtered it) and sends its move.
 *
 * - Only the server's states are acted on: boardgame.io's client applies a move ahead of the server, and
 *   that guess is never what the bot decides from.
 * - One move per state: a state the bot has moved on is not acted on again until the server refuses the
 *   move (it then sends the match as stored, if the client had run the move ahead) or the connection is lost (a move sent just before may never
 *   have arrived; if it was stored, the sync after reconnecting shows the newer state).
 * - A restarted server is reconnected to by socket.io itself; the transport syncs on each connection.
 * - A move the server never answered (dropped by its rate limit) is followed by a request for the match.
 */
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import type { SocketIO } from 'boardgame.io/multiplayer';
import { patchingSocketIO } from '../client/view-patches';
import type { SeatBot } from '../games/bots/seat-bot';
import type { GameEntry } from '../games/types';
import { isRefusal, REFUSED_EVENT, type Refusal, type RefusalCode } from '../server/protocol';
import { seatsToAct } from '../games/engine/acting';
import { SeatError } from './seat-error';

/** Refusals of the bot's moves on one state before it gives up (each is followed by another choice)… */
const MAX_REFUSALS = 5;
/** …not counting those that say nothing against the move itself. */
const NOT_THE_MOVES_FAULT: readonly RefusalCode[] = ['stale', 'waiting-for-players', 'rate-limited', 'not-synced'];
/** Refusals that end the bot: the seat is not (or no longer) this bot's, or the match is gone. */
const FATAL: Partial<Record<RefusalCode, string>> = {
  unauthorized: 'the server refuses these credentials for this seat',
  'match-not-found': 'the server has no such match',
};
/**
 * The server takes 50 packets a second from a socket (DEFAULT_SOCKET_LIMITS in server/sockets/transport.ts)
 * and drops the rest unanswered: a bot that answers every state at once, racing another seat in a stage
 * both play, would send more. It keeps this much time between its moves.
 */
const MOVE_GAP_MS = 30;
/**
 * The server answers every move (a state, or a refusal): with no answer in this time, longer than the
 * rate limiter's window, the move was dropped and the bot asks for the match again, until a state comes.
 */
const ANSWER_WITHIN_MS = 3000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export interface OnlineSeat {
  server: string;
  entry: GameEntry;
  matchID: string;
  playerID: string;
  credentials: string;
  numPlayers: number;
  bot: SeatBot;
  /** Progress, one line at a time (connections, refusals). */
  say(line: string): void;
}

/** What the transport hands the client: a whole match (`sync`) or the next state (`update`). */
interface TransportData {
  type: string;
  args: unknown[];
}

/** The state id a server message brings, if it brings a state. */
function stateIDOf({ type, args }: TransportData): number | undefined {
  const state = type === 'sync' ? (args[1] as { state?: State } | undefined)?.state : type === 'update' ? (args[1] as State | undefined) : undefined;
  return typeof state?._stateID === 'number' ? state._stateID : undefined;
}

/** Plays the seat until the game is over; resolves with `ctx.gameover`. */
export function playOnlineSeat({ server, entry, matchID, playerID, credentials, numPlayers, bot, say }: OnlineSeat): Promise<unknown> {
  return new Promise((resolve, reject) => {
    /** The newest state id the server sent. */
    let serverStateID = -1;
    /** The state this bot has sent a move on and heard nothing against since. */
    let movedOn: number | undefined;
    /** The state of the bot's last move, and how many of its moves on that state were refused. */
    let lastMovedOn: number | undefined;
    let refusals = 0;
    let lastSentAt = 0;
    let deciding = false;
    let done = false;
    let connections = 0;
    let waitingSaid = false;
    let answerTimer: NodeJS.Timeout | undefined;
    let socketTransport: ReturnType<ReturnType<typeof SocketIO>> | undefined;

    const end = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(answerTimer);
      client.stop();
      settle();
    };

    /** Until a state comes, ask for the match every ANSWER_WITHIN_MS. */
    const awaitState = () => {
      clearTimeout(answerTimer);
      answerTimer = setTimeout(() => {
        if (done || !socketTransport?.isConnected) return;
        socketTransport.requestSync();
        awaitState();
      }, ANSWER_WITHIN_MS);
    };

    const transport = (options: Parameters<ReturnType<typeof SocketIO>>[0]) => {
      const opened = patchingSocketIO({ server, socketOpts: { transports: ['websocket'] } })({
        ...options,
        transportDataCallback: (data) => {
          options.transportDataCallback(data);
          heard(data as TransportData);
        },
      });
      const connect = opened.connect.bind(opened);
      opened.connect = () => {
        connect();
        const { socket } = opened;
        socket.on('connect', () => {
          // Nothing is known of the match until this connection's sync: a move sent before may never
          // have arrived (had it been stored, the sync shows the newer state).
          serverStateID = -1;
          movedOn = undefined;
          awaitState();
          say(connections++ === 0 ? `connected to ${server}` : 'reconnected; syncing');
        });
        socket.on('disconnect', (reason: string) => {
          clearTimeout(answerTimer);
          if (!done) say(`connection lost (${reason}); reconnecting`);
        });
        socket.on(REFUSED_EVENT, (refusedMatchID: unknown, refusal: unknown) => {
          if ((refusedMatchID === matchID || refusedMatchID === null) && isRefusal(refusal)) refused(refusal);
        });
      };
      socketTransport = opened;
      return opened;
    };

    const client = Client({ game: entry.game, numPlayers, matchID, playerID, credentials, multiplayer: transport, debug: false });

    function heard(data: TransportData) {
      const stateID = stateIDOf(data);
      if (stateID !== undefined) {
        serverStateID = data.type === 'sync' ? stateID : Math.max(serverStateID, stateID);
        clearTimeout(answerTimer);
      }
      void consider();
    }

    function refused(refusal: Refusal) {
      const fatal = FATAL[refusal.code];
      if (fatal) return end(() => reject(new SeatError(`${fatal} (${refusal.code})`)));
      // Seats acting at once race for each state: losing that race is no news.
      if (refusal.code !== 'stale') say(`refused: ${refusal.code}${refusal.stateID === null ? '' : ` (move on state ${refusal.stateID})`}`);
      if (refusal.stateID === null || refusal.stateID === movedOn) {
        if (!NOT_THE_MOVES_FAULT.includes(refusal.code) && ++refusals > MAX_REFUSALS) {
          return end(() => reject(new Error(`${MAX_REFUSALS} moves refused on state ${lastMovedOn}; last: ${refusal.code}`)));
        }
        movedOn = undefined;
      }
      // A refusal of a move the client ran ahead is followed by the match as stored; after the others the
      // client holds the stored state already, and the bot decides again on it (or asks for the match).
      awaitState();
      void consider();
    }

    /** Acts if the server's newest state asks this seat to, and it has not acted on it yet. */
    async function consider(): Promise<void> {
      if (done || deciding) return;
      const state = client.getState();
      if (!state || state._stateID !== serverStateID) return; // none yet, or the client's own guess
      if (state.ctx.gameover !== undefined) return end(() => resolve(state.ctx.gameover));
      if (movedOn === state._stateID || !seatsToAct(state.ctx).includes(playerID)) return;
      // The match takes moves once every seat is taken; the seats' news comes as match data.
      if (!(client.matchData ?? []).every((seat) => seat.name)) {
        if (!waitingSaid) say('waiting for every seat to be taken');
        waitingSaid = true;
        return;
      }
      deciding = true;
      let choice;
      try {
        choice = await bot.choose({ view: state.G, ctx: state.ctx, playerID });
        await pause(lastSentAt + MOVE_GAP_MS - Date.now());
      } catch (error) {
        return end(() => reject(error));
      } finally {
        deciding = false;
      }
      if (done) return;
      // The match moved on while the bot thought (another seat's move, a resync): decide again.
      if (client.getState()?._stateID !== state._stateID || serverStateID !== state._stateID) return consider();
      if (lastMovedOn !== state._stateID) refusals = 0;
      movedOn = lastMovedOn = state._stateID;
      const send = client.moves[choice.move];
      if (!send) return end(() => reject(new Error(`the bot chose ${choice.move}, which is no move of ${entry.game.name}`)));
      try {
        lastSentAt = Date.now();
        send(...(choice.args ?? []));
        awaitState();
      } catch (error) {
        end(() => reject(new Error(`boardgame.io's client threw on ${choice.move}(${JSON.stringify(choice.args ?? [])}): ${String(error)}`)));
      }
    }

    client.start();
  });
}
