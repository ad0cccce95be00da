/**
 * What the server tells its clients when it says no, as codes the client translates. Plain data with no
 * Node.js import, so the client bundles it too.
 *
 * Lobby API: a refused request answers its HTTP status with the JSON body `{ error: LobbyErrorCode,
 * message: string }` (the message is English, for logs and tools; people read the client's translation).
 *
 * Sockets: a refused packet is answered with the event `refused` carrying `(matchID, Refusal)` (the
 * matchID is null only for a socket that watches no match). A move refused once it reached its match is
 * followed by a `sync` of the match as stored when the client may have applied it ahead of the server (it
 * sent it on another state than the stored one, or boardgame.io's client runs that move: the seat has it
 * now and it is not `client: false`), so that client returns to the real state. Any other refusal comes
 * alone: the client holds the stored state already, and its next state from the server follows it.
 */

export const LOBBY_ERROR_CODES = [
  /** The request itself is malformed: not JSON, bad percent-encoding, a field of the wrong type. */
  'bad-request',
  'body-too-large',
  /** The request's body did not arrive within the server's bound (the connection is closed). */
  'request-timeout',
  'game-not-found',
  /** No match with this id, or the match belongs to another game than the URL's. */
  'match-not-found',
  'player-count',
  'setup-data',
  /** The player's name is missing, empty or only spaces. */
  'name-required',
  /** Longer than `MAX_PLAYER_NAME` (player-text.ts), counted once normalized and trimmed. */
  'name-too-long',
  /** The name holds a character the text rules refuse: control, bidirectional or invisible (player-text.ts). */
  'name-invalid',
  /** The playerID is not one of the match's seats. */
  'seat-invalid',
  'seat-taken',
  'match-full',
  /** The credentials do not hold the seat (leave, rename). */
  'credentials-invalid',
  'too-many-requests',
  /** A per-turn deadline other than the offered ones (`DEADLINES`). */
  'deadline-invalid',
  /** A bot other than the server's (`SERVER_BOTS`), asked to fill the free seats. */
  'bot-invalid',
  /** Notification settings the server cannot use: an e-mail address, a push subscription, a webhook URL. */
  'email-invalid',
  'push-invalid',
  /** A webhook URL refused, each reason its code: not a URL the server can use (or one with credentials), */
  'webhook-invalid',
  /** not https, */
  'webhook-not-https',
  /** a host written as a public IP address, */
  'webhook-ip-address',
  /** a host on a private or local network, */
  'webhook-private',
  /** a host name that does not exist, */
  'webhook-host-not-found',
  /** a host name the server could not look up now. */
  'webhook-unreachable',
  /** Filling seats with bots in a match whose seats are all taken, or taking back a seat no bot plays. */
  'nothing-to-fill',
  'seat-not-stood-in',
  /** A record or a replay asked of a match still being played, by someone it may not show (it holds every hidden card). */
  'match-in-progress',
  /** A replay step that is not a whole number between 0 and the match's number of moves. */
  'bad-step',
  /** Fallbacks by status, for a refusal nothing above describes. */
  'forbidden',
  'not-found',
  'conflict',
  'server-error',
] as const;
export type LobbyErrorCode = (typeof LOBBY_ERROR_CODES)[number];

export interface LobbyErrorBody {
  error: LobbyErrorCode;
  message: string;
}

export const REFUSAL_CODES = [
  /** Another player's move was stored first: the move was made on a state that no longer exists. */
  'stale',
  /** A move on a socket that has not synced this match with this seat. */
  'not-synced',
  /** No match with this id in this game (a sync for an unknown match, or a match of another game). */
  'match-not-found',
  /** The credentials do not hold the seat (or the seat was never taken). */
  'unauthorized',
  /** Not a move of this game. */
  'unknown-move',
  /** A move of this game, but not one this seat may make now (not its turn, another stage). */
  'not-allowed-now',
  /** More arguments than the move takes, or arguments too large. */
  'bad-arguments',
  /** The game's rules refused the move. */
  'invalid-move',
  'game-over',
  /** Too many packets from this socket in too little time. */
  'rate-limited',
  /** The move (or chat line) could not be stored; nothing changed. */
  'server-error',
  /** The match starts once every seat is taken (or filled with bots). */
  'waiting-for-players',
  /** A chat message from a spectator, malformed, empty, or longer than `MAX_CHAT_TEXT`. */
  'chat-refused',
  /** A chat line holding a character the text rules refuse: control, bidirectional or invisible (player-text.ts). */
  'chat-text-invalid',
  /** More than `CHAT_RATE` lines from this seat in its window (counted in the database, across instances). */
  'chat-too-fast',
  /** Nothing this seat may take back now (see `TAKE_BACK_EVENT`). */
  'take-back-refused',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  code: RefusalCode;
  /** The state id the refused move was sent on, when it was a move. */
  stateID: number | null;
}

/** The socket event that carries a refusal. */
export const REFUSED_EVENT = 'refused';

export function isLobbyErrorBody(value: unknown): value is LobbyErrorBody {
  const body = value as Partial<LobbyErrorBody> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.message === 'string' &&
    (LOBBY_ERROR_CODES as readonly unknown[]).includes(body.error)
  );
}

export function isRefusal(value: unknown): value is Refusal {
  const refusal = value as Partial<Refusal> | null;
  return (
    typeof refusal === 'object' &&
    refusal !== null &&
    (REFUSAL_CODES as readonly unknown[]).includes(refusal.code) &&
    (refusal.stateID === null || typeof refusal.stateID === 'number')
  );
}

// ---------------------------------------------------------------------------------------------------
// Playing by correspondence

/** The per-turn deadlines a match may be created with: none, or days for each turn. */
export const DEADLINES = ['none', '1d', '3d', '7d'] as const;
export type Deadline = (typeof DEADLINES)[number];

export const DEADLINE_SECONDS: Record<Deadline, number | null> = { none: null, '1d': 86_400, '3d': 3 * 86_400, '7d': 7 * 86_400 };

/**
 * Chat. A client sends boardgame.io's `chat` packet `(matchID, { id, sender, payload: { text } },
 * credentials)`; the server stores the line with the match and sends every socket of the match
 * `chat (matchID, ChatLine)`. After each `sync` the socket also receives `chatHistory (matchID, ChatLine[])`,
 * every line so far, oldest first (it replaces what the client held).
 */
export interface ChatLine {
  id: string;
  /** The seat that wrote it. */
  sender: string;
  text: string;
  /** Milliseconds since the epoch, when the server stored it. */
  at: number;
}
export const CHAT_HISTORY_EVENT = 'chatHistory';
export const MAX_CHAT_TEXT = 500;
/** At most `messages` lines per seat in `seconds`. */
export const CHAT_RATE = { messages: 5, seconds: 10 };

/**
 * Taking back a move: the seat sends `takeBack (matchID, playerID, credentials, stateID)` on the state it
 * holds; the server restores the state before the seat's last move that can be taken back (the match
 * goes on with a new state id, so every client receives it as an update) or refuses (`take-back-refused`).
 */
export const TAKE_BACK_EVENT = 'takeBack';

/**
 * View patches (ENGINE-PATCH-1 in games/engine/RULES.md). A client that connects with the handshake query
 * `viewPatches=1` receives each next state of its match as `viewPatch (matchID, prevStateID, stateID,
 * changes, log)`: the changes (games/engine/view-patch.ts) that turn its own view of `prevStateID`, the
 * last state it was sent, into its view of `stateID` (whose id the client sets), with the move's log entries
 * as in `update` but for their state id, turn and phase where they are those of `prevStateID`. A client
 * holding a newer state than `prevStateID` ignores it; one holding another asks for the match (`sync`).
 * The whole match still comes as `sync` on connecting, after a gap and after a refused move the client may
 * have run ahead. A client that does not ask receives `update` with its whole view, as boardgame.io's
 * server sends.
 */
export const VIEW_PATCHES_QUERY = 'viewPatches';
export const VIEW_PATCH_EVENT = 'viewPatch';

/**
 * The bots the server seats: `random`, a uniform choice among the legal moves, or a level (BOT-LEVEL-1 in
 * games/bots/RULES.md), which searches. `POST /games/:name/:id/fill` takes one as `bot` (default `random`).
 */
export const SERVER_BOTS = ['random', 'novice', 'club', 'strong'] as const;
export type ServerBot = (typeof SERVER_BOTS)[number];
/** The bot that plays for a player who missed a deadline or left a started match. */
export const STAND_IN_BOT: ServerBot = 'club';

/** A seat as the lobby shows it, with what playing by correspondence adds to boardgame.io's. */
export interface SeatExtras {
  /** The bot that holds this seat (filled by bots), or that plays for its absent player (stand-in). */
  bot?: ServerBot;
  /** True while a bot plays the turns of this seat's player, who missed a deadline. */
  standIn?: boolean;
  /**
   * True while a bot keeps the seat of a player who left the match after it started (the name stays
   * theirs), until someone takes the seat through the invite link.
   */
  left?: boolean;
}

/** What playing by correspondence adds to a match as the lobby shows it. */
export interface MatchExtras {
  /** When every seat was first taken, in milliseconds since the epoch (absent for matches stored before it was kept). */
  startedAt?: number;
  /** Whether the match has started (server/matches/started.ts): leaving it then hands the seat to a bot. */
  started: boolean;
}

/** What a seat asks to be told when it must act: `POST /games/:name/:id/notifications`. */
export interface NotificationSettings {
  email: string | null;
  emailOn: boolean;
  pushOn: boolean;
  /** How many browsers of this seat receive Web Push. */
  pushDevices: number;
  /** Whether the match has a webhook (its URL is a secret and never sent back). */
  webhook: boolean;
}
