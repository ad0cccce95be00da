/**
 * What a rule makes of a move, in the same words for every game: the next state and how the flow goes on
 * (a `HandOff`), or a refusal with its code. Pure types and two constructors: rules/ import them without
 * importing boardgame.io; games/wire.ts turns them into a boardgame.io move, the bots' fast playouts read them
 * as they are.
 */

/** boardgame.io's `setActivePlayers` argument: who is in which stage (none: nobody), for how many moves, and what follows. */
export interface StageChain {
  value?: Record<string, string>;
  maxMoves?: number;
  next?: StageChain;
}

/**
 * How the flow goes on after a move: the turn, the phase or the mover's stage ends, the players in stages
 * become `stages`, or the game ends with `result`. None: the flow stays as it is (a game's own `endIf` may
 * still end the turn or the phase).
 */
export type HandOff<Result = unknown> =
  | { kind: 'end-turn' }
  | { kind: 'end-phase' }
  | { kind: 'end-stage' }
  | { kind: 'set-stages'; stages: StageChain }
  | { kind: 'end-game'; result: Result };

/** A move the rules accepted: the next state, and the hand-off if the flow changes. */
export interface Accepted<S, Result = unknown> {
  ok: true;
  state: S;
  then?: HandOff<Result>;
}

/** A move the rules refused, and why (a code of the game's own, for tests and logs; the state is unchanged). */
export interface Refused<Code extends string = string> {
  ok: false;
  refusal: Code;
}

export type Played<S, Result = unknown, Code extends string = string> = Accepted<S, Result> | Refused<Code>;

/**
 * Where a move writes its log events (games/log-events.ts), in order; null where nobody reads them (a bot's
 * playout), so that the rules may skip building them.
 */
export type Journal<E> = E[] | null;

/** A rule of play as a move: the state before, what the move knows of the flow, its arguments, its journal. */
export type MoveRule<S, Call, E, Result = unknown, Code extends string = string> = (
  state: S,
  call: Call,
  args: readonly unknown[],
  journal: Journal<E>,
) => Played<S, Result, Code>;

export const accepted = <S, Result = unknown>(state: S, then?: HandOff<Result>): Accepted<S, Result> =>
  then === undefined ? { ok: true, state } : { ok: true, state, then };

export const refused = <Code extends string>(refusal: Code): Refused<Code> => ({ ok: false, refusal });
