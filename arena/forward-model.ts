/**
 * BOT-AGENT-6, BOT-AGENT-7: the forward model an agent may ask during one of its decisions, OpenSpiel's verbs
 * scoped to what its seat knows. `sample` draws a full state from the seat's own view with the game's
 * determinizer (BOT-DET-1), never the true state; on sampled states the agent asks the legal moves of any seat,
 * steps one through the fast path (BOT-FAST-1), clones and releases them, reads a finished state's result and an
 * unfinished one's estimate, and its own seat's view. Each request gets one reply; a refusal carries a code and
 * changes nothing. One instance holds the states of one decision and does no I/O (arena/agent.ts reads and
 * writes the lines). README "Bots and the arena" documents the wire format.
 */
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../games/headless';
import type { Rng } from '../games/bots/kit';
import { sampledState } from '../games/bots/sampled-state';
import { seatView } from '../games/engine/view';
import type { GameEntry } from '../games/types';
import { moveId, withIds } from './move-id';

/** Requests an agent may make in one decision unless `--agent-calls` says otherwise. */
export const DEFAULT_AGENT_CALLS = 100_000;
/** Sampled states an agent may hold at once in one decision. */
export const FORWARD_MODEL_STATES = 10_000;

export const REFUSAL_CODES = ['NO_SUCH_STATE', 'ILLEGAL_MOVE', 'GAME_OVER', 'BAD_REQUEST', 'BUDGET_SPENT', 'TOO_MANY_STATES'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export const FORWARD_CALLS = ['sample', 'legal', 'step', 'clone', 'release', 'result', 'view'] as const;
export type ForwardCall = (typeof FORWARD_CALLS)[number];

/** What the `start` message announces. */
export const forwardModelAnnouncement = (calls: number) => ({ calls, states: FORWARD_MODEL_STATES });

/**
 * The seed of a decision's samples: the seat's own seed (arena/seeds.ts) and the decision's number in its game,
 * so a run with a secret file samples the same states again, and nothing of the match's seed goes in.
 */
export const forwardModelSeed = (seatSeed: string, decision: number): string => `${seatSeed}/forward-model/${decision}`;

/** The decision the forward model serves: the seat's view and the public ctx, as the agent was sent them. */
export interface ForwardDecision {
  view: unknown;
  ctx: Ctx;
  seat: string;
}

export type Reply = { type: 'reply'; call: unknown } & Record<string, unknown>;

class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** A sampled state and what `enumerate` last offered on it (so that stepping one of those skips its checks). */
interface Held {
  s: unknown;
  offered?: { seat: string; moves: MoveChoice[] };
}

export class ForwardModel {
  private readonly states = new Map<string, Held>();
  private made = 0;
  private calls = 0;

  constructor(
    private readonly entry: GameEntry,
    private readonly decision: ForwardDecision,
    /** The seat's own randomness for this decision (forwardModelSeed): samples and their future draws. */
    private readonly rng: Rng,
    private readonly budget: number = DEFAULT_AGENT_CALLS,
  ) {}

  /** The reply to one request (a line of the agent's with a `call` field). */
  reply(request: Record<string, unknown>): Reply {
    const { call } = request;
    try {
      if (++this.calls > this.budget) throw new Refusal('BUDGET_SPENT', `this decision's ${this.budget} requests are spent: answer with a move`);
      return { type: 'reply', call, ...this.answer(request) };
    } catch (problem) {
      if (!(problem instanceof Refusal)) throw problem;
      return { type: 'reply', call, error: problem.code, message: problem.message };
    }
  }

  /** How many states the agent holds now. */
  get held(): number {
    return this.states.size;
  }

  private answer(request: Record<string, unknown>): Record<string, unknown> {
    switch (request.call) {
      case 'sample':
        return this.sample();
      case 'legal':
        return this.legal(request);
      case 'step':
        return this.step(request);
      case 'clone': {
        const held = this.find(request);
        return { state: this.keep(this.fast.clone(held.s)) };
      }
      case 'release':
        this.find(request);
        this.states.delete(request.state as string);
        return {};
      case 'result':
        return this.result(this.find(request).s);
      case 'view': {
        const { s } = this.find(request);
        const view = seatView(this.entry.game, { G: this.fast.G(s), ctx: this.ctxOf(s), plugins: {} }, this.decision.seat);
        return { view: JSON.parse(JSON.stringify(view ?? null)) };
      }
      default:
        throw new Refusal('BAD_REQUEST', `unknown call ${JSON.stringify(request.call)} (${FORWARD_CALLS.join(', ')})`);
    }
  }

  private get fast() {
    return this.entry.bots.fast;
  }

  /** The public ctx of the decision, with the sample's end: what a view and an estimate read of it. */
  private ctxOf(s: unknown): Ctx {
    return { ...this.decision.ctx, gameover: this.fast.gameover(s) };
  }

  private keep(s: unknown): string {
    if (this.states.size >= FORWARD_MODEL_STATES) throw new Refusal('TOO_MANY_STATES', `${FORWARD_MODEL_STATES} states are held: release some first`);
    const handle = `s${++this.made}`;
    this.states.set(handle, { s });
    return handle;
  }

  private find(request: Record<string, unknown>): Held {
    const { state } = request;
    if (typeof state !== 'string') throw new Refusal('BAD_REQUEST', `"${request.call}" needs "state", a handle such as "s1"`);
    const held = this.states.get(state);
    if (!held) throw new Refusal('NO_SUCH_STATE', `no state ${JSON.stringify(state)} in this decision (released, or never made)`);
    return held;
  }

  private sample(): Record<string, unknown> {
    if (this.states.size >= FORWARD_MODEL_STATES) throw new Refusal('TOO_MANY_STATES', `${FORWARD_MODEL_STATES} states are held: release some first`);
    const { view, ctx, seat } = this.decision;
    const G = this.entry.bots.determinize(view, ctx, seat, this.rng);
    const s = this.fast.fromState(sampledState(G, ctx, this.rng));
    return { state: this.keep(s), ...this.position(s) };
  }

  private position(s: unknown): { toMove: string | null; over: boolean } {
    return { toMove: this.fast.toMove(s), over: this.fast.gameover(s) !== undefined };
  }

  /** The seat a request names (`"seat"`), or the seat to move. */
  private seatOf(request: Record<string, unknown>, s: unknown): string {
    if (this.fast.gameover(s) !== undefined) throw new Refusal('GAME_OVER', 'that state is over: read its result');
    if (request.seat === undefined) return this.fast.toMove(s)!;
    const seats = Array.from({ length: this.decision.ctx.numPlayers }, (_, seat) => String(seat));
    if (typeof request.seat !== 'string' || !seats.includes(request.seat)) throw new Refusal('BAD_REQUEST', `"seat" must be one of ${seats.map((seat) => JSON.stringify(seat)).join(', ')}`);
    return request.seat;
  }

  private offered(held: Held, seat: string): MoveChoice[] {
    if (held.offered?.seat !== seat) held.offered = { seat, moves: this.fast.enumerate(held.s, seat) };
    return held.offered.moves;
  }

  private legal(request: Record<string, unknown>): Record<string, unknown> {
    const held = this.find(request);
    const seat = this.seatOf(request, held.s);
    return { seat, legal: withIds(this.offered(held, seat)) };
  }

  private step(request: Record<string, unknown>): Record<string, unknown> {
    const held = this.find(request);
    const seat = this.seatOf(request, held.s);
    const moves = this.offered(held, seat);
    const { index, id, move, args } = request;
    let choice: MoveChoice | undefined;
    if (index !== undefined) {
      if (!Number.isInteger(index)) throw new Refusal('BAD_REQUEST', '"index" must be an integer');
      choice = moves[index as number];
      if (!choice) throw new Refusal('ILLEGAL_MOVE', `index ${index as number} out of 0..${moves.length - 1} for seat ${seat}`);
    } else {
      const named = typeof id === 'string' ? id : typeof move === 'string' && (args === undefined || Array.isArray(args)) ? moveId({ move, args: args as unknown[] | undefined }) : undefined;
      if (named === undefined) throw new Refusal('BAD_REQUEST', '"step" needs "index", "id" or "move" (with "args", an array)');
      choice = moves.find((offered) => moveId(offered) === named);
      if (!choice) throw new Refusal('ILLEGAL_MOVE', `${named} is not a legal move of seat ${seat} there`);
    }
    // an offered move the fast path still refuses leaves the state as it was (BOT-FAST-1)
    if (!this.fast.play(held.s, seat, choice.move, choice.args ?? [])) throw new Refusal('ILLEGAL_MOVE', `${moveId(choice)} was refused`);
    held.offered = undefined;
    return this.position(held.s);
  }

  private result(s: unknown): Record<string, unknown> {
    const gameover = this.fast.gameover(s);
    const G = this.fast.G(s);
    if (gameover === undefined) return { over: false, estimate: this.entry.bots.estimate(G, this.ctxOf(s)) };
    return { over: true, outcome: this.entry.bots.outcome(G, gameover, this.decision.ctx.numPlayers) };
  }
}
