/**
 * The one way a rule of play becomes a boardgame.io move, for every game. The rule (games/played.ts) gets the
 * state as it was before the move, as plain data (`PlainStatePlugin`), what the game lets it know of the flow,
 * the move's arguments and a journal for its log events; it returns the next state and a hand-off, or a
 * refusal. Here a refusal becomes INVALID_MOVE (nothing changes), the journal becomes the log entry's
 * metadata, the hand-off becomes boardgame.io's events, and the next state is returned frozen, which Immer
 * then takes as it is.
 */
import type { MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { LogEvent, LogMetadata } from './log-events';
import type { HandOff, MoveRule } from './played';
import { frozen, stateBefore, withoutStackTrace } from './plain-state';

/** A move's boardgame.io context. */
export type MoveContext<S> = Parameters<MoveFn<S>>[0];

/** How a game wires its rules: what a rule knows of the flow, and how the next state is frozen. */
export interface Wiring<S, Call> {
  /** What the rule may know of boardgame.io's context (the mover, the turn, the stages...). */
  call(context: MoveContext<S>): Call;
  /** Freezes the next state before it is handed to boardgame.io (default: every part not frozen yet). */
  freeze?(state: S): S;
}

/** boardgame.io's events for a hand-off (each captures a stack trace for its error messages only: not here). */
export function fire(then: HandOff, events: MoveContext<unknown>['events']): void {
  withoutStackTrace(() => {
    switch (then.kind) {
      case 'end-turn':
        return events.endTurn();
      case 'end-phase':
        return events.endPhase();
      case 'end-stage':
        return events.endStage();
      case 'set-stages':
        return events.setActivePlayers(then.stages);
      case 'end-game':
        return events.endGame(then.result);
    }
  });
}

/** The game's way to wire a rule into a move: `wiring(how)(rule)` is the boardgame.io move. */
export function wiring<S, Call>({ call, freeze = frozen }: Wiring<S, Call>) {
  return <E extends object, Result, Code extends string>(rule: MoveRule<S, Call, E, Result, Code>): MoveFn<S> =>
    (context: MoveContext<S>, ...args: unknown[]) => {
      const journal: E[] = [];
      const played = rule(stateBefore<S>(context), call(context), args, journal);
      if (!played.ok) return INVALID_MOVE;
      // the game's log events (its log-kinds.ts), as games/log-events.ts reads them
      if (journal.length > 0) context.log.setMetadata({ events: journal as object[] as LogEvent[] } satisfies LogMetadata);
      if (played.then) fire(played.then, context.events);
      return freeze(played.state);
    };
}
