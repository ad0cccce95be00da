/**
 * A bot in a seat of an online match, through boardgame.io's own client and socket transport, as a
 * browser plays it. Whenever the server sends a state in which this seat must act, the bot decides from
 * that state (its `G` is already this seat's view: the server filtered it) and sends its move.
 *
 * - Only the server's states are acted on: boardgame.io's client applies a move ahead of the server, and
 *   that guess is never what the bot decides from.
 * - One move per state: a state the bot has moved on is not acted on again until the server refuses the
 *   move (it then sends the match as stored) or the connection is lost (a move sent just before may never
 *   have arrived; if it was stored, the sync after reconnecting shows the newer state).
 * - A restarted server is reconnected to by socket.io itself; the transport syncs on each connection.
 */
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { SeatBot } from '../games/bots/seat-bot';
import type { GameEntry } from '../games/types';
import { isRefusal, REFUSED_EVENT, type Refusal, type RefusalCode } from '../server/protocol';
import { seatsToAct } from '../server/correspondence/turns';
import { SeatError } from './seat-error';

/** Refusals of the bot's moves on one state before it gives up (each is followed by another choice)… */
const MAX_REFUSALS = 5;
/** …not counting those that say nothing against the move itself. */
const NOT_THE_MOVES_FAULT: readonly RefusalCode[] = ['stale', 'waiting-for-players', 'rate-limited', 'not-synced'];
/** Refusals no state follows: the bot asks for the match again after this pause. */
const NO_SYNC_FOLLOWS: readonly RefusalCode[] = ['not-synced', 'rate-limited'];
const RESYNC_AFTER_MS = 1000;
/** Refusals that end the bot: the seat is not (or no longer) this bot's, or the match is gone. */
const FATAL: Partial<Record<RefusalCode, string>> = {
  unauthorized: 'the server refuses these credentials for this seat',
  'match-not-found': 'the server has no such match',
};

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
    let deciding = false;
    let done = false;
    let connections = 0;
    let resyncTimer: NodeJS.Timeout | undefined;

    const end = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(resyncTimer);
      client.stop();
      settle();
    };

    const transport = (options: Parameters<ReturnType<typeof SocketIO>>[0]) => {
      const socketTransport = SocketIO({ server, socketOpts: { transports: ['websocket'] } })({
        ...options,
        transportDataCallback: (data) => {
          options.transportDataCallback(data);
          heard(data as TransportData);
        },
      });
      const connect = socketTransport.connect.bind(socketTransport);
      socketTransport.connect = () => {
        connect();
        const { socket } = socketTransport;
        socket.on('connect', () => {
          movedOn = undefined;
          say(connections++ === 0 ? `connected to ${server}` : 'reconnected; syncing');
        });
        socket.on('disconnect', (reason: string) => {
          if (!done) say(`connection lost (${reason}); reconnecting`);
        });
        socket.on(REFUSED_EVENT, (refusedMatchID: unknown, refusal: unknown) => {
          if ((refusedMatchID === matchID || refusedMatchID === null) && isRefusal(refusal)) refused(refusal, () => socketTransport.requestSync());
        });
      };
      return socketTransport;
    };

    const client = Client({ game: entry.game, numPlayers, matchID, playerID, credentials, multiplayer: transport, debug: false });

    function heard(data: TransportData) {
      const stateID = stateIDOf(data);
      if (stateID !== undefined) serverStateID = data.type === 'sync' ? stateID : Math.max(serverStateID, stateID);
      void consider();
    }

    function refused(refusal: Refusal, requestSync: () => void) {
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
      if (NO_SYNC_FOLLOWS.includes(refusal.code)) {
        clearTimeout(resyncTimer);
        resyncTimer = setTimeout(requestSync, RESYNC_AFTER_MS);
      }
    }

    /** Acts if the server's newest state asks this seat to, and it has not acted on it yet. */
    async function consider(): Promise<void> {
      if (done || deciding) return;
      const state = client.getState();
      if (!state || state._stateID !== serverStateID) return; // none yet, or the client's own guess
      if (state.ctx.gameover !== undefined) return end(() => resolve(state.ctx.gameover));
      if (movedOn === state._stateID || !seatsToAct(state.ctx).includes(playerID)) return;
      // The match takes moves once every seat is taken; the seats' news comes as match data.
      if (!(client.matchData ?? []).every((seat) => seat.name)) return;
      deciding = true;
      let choice;
      try {
        choice = await bot.choose({ view: state.G, ctx: state.ctx, playerID });
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
        send(...(choice.args ?? []));
      } catch (error) {
        end(() => reject(new Error(`boardgame.io's client threw on ${choice.move}(${JSON.stringify(choice.args ?? [])}): ${String(error)}`)));
      }
    }

    client.start();
  });
}
