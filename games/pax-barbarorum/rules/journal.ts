/**
 * What a move caused, in order: the log events of games/log-events.ts, each with its kind (log-kinds.ts), the rule
 * that applied, the seat that acted when one did, its public facts, and facts only some seats may know (`hidden`).
 * The rules push them; game.ts hands the move's journal to the log once. A playout keeps none (null): the rules
 * then make no event at all (`journal?.push(...)` leaves its arguments unmade).
 */
import type { LogEvent } from '../../log-events';
import type { LogKind } from '../log-kinds';

export interface Note extends LogEvent {
  kind: LogKind;
}

export type Journal = Note[] | null;
