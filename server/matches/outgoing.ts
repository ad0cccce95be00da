/**
 * Everything the match engine says to clients, as one union: what boardgame.io's `Master` hands its
 * transport, and what the socket transport alone turns into socket events (server/sockets/wire-out.ts).
 * A message names its one recipient by the id the transport gave its connection; what it carries is
 * already what that recipient may see (the engine filters every state through the viewer's view).
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import type { PackedLogEntry, ViewChange } from '../../games/engine/view-patch';
import type { ChatLine, Refusal } from '../protocol';

/** A client connection, as the transport names it (the engine never holds the connection itself). */
export type ClientID = string;

/** A seat as every client may see it: credentials never leave the server. */
export type PublicPlayer = Omit<Server.MatchData['players'][number], 'credentials'>;

/** The whole match as one viewer may see it, on connecting or after a gap. */
export interface ViewerSync {
  state: State;
  log?: LogEntry[];
  filteredMetadata: PublicPlayer[];
  initialState: State;
}

export type Outgoing =
  | { kind: 'sync'; to: ClientID; matchID: string; sync: ViewerSync }
  | { kind: 'update'; to: ClientID; matchID: string; state: State; log: LogEntry[] | undefined }
  /**
   * The next state as the changes to the viewer's view of `prevStateID`, for a client that applies them, with
   * the move's log entries packed against that view (games/engine/view-patch.ts).
   */
  | { kind: 'patch'; to: ClientID; matchID: string; prevStateID: number; stateID: number; changes: ViewChange[]; log: PackedLogEntry[] | undefined }
  | { kind: 'matchData'; to: ClientID; matchID: string; players: PublicPlayer[] }
  /** `matchID` null: the client watches no match yet. */
  | { kind: 'refused'; to: ClientID; matchID: string | null; refusal: Refusal }
  | { kind: 'chat'; to: ClientID; matchID: string; line: ChatLine }
  | { kind: 'chatHistory'; to: ClientID; matchID: string; lines: readonly ChatLine[] };

/** Where the engine puts its messages, in the order they must reach each client. */
export interface Outbox {
  send(messages: readonly Outgoing[]): void;
}
