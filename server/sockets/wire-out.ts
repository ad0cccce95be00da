/**
 * The one writer of the engine's messages (server/matches/outgoing.ts) as socket events, in boardgame.io's
 * wire protocol and ours (server/protocol.ts): the only place that knows an event's name and argument order.
 */
import { CHAT_HISTORY_EVENT, REFUSED_EVENT, VIEW_PATCH_EVENT } from '../protocol';
import type { Outgoing } from '../matches/outgoing';

/** A message as a socket event: its name and arguments. */
export function wireEvent(message: Outgoing): [event: string, ...args: unknown[]] {
  switch (message.kind) {
    case 'sync':
      return ['sync', message.matchID, message.sync];
    case 'update':
      return ['update', message.matchID, message.state, message.log];
    case 'patch':
      return [VIEW_PATCH_EVENT, message.matchID, message.prevStateID, message.stateID, message.changes, message.log];
    case 'matchData':
      return ['matchData', message.matchID, message.players];
    case 'refused':
      return [REFUSED_EVENT, message.matchID, message.refusal];
    case 'chat':
      return ['chat', message.matchID, message.line];
    case 'chatHistory':
      return [CHAT_HISTORY_EVENT, message.matchID, message.lines];
  }
}
