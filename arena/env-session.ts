/**
 * BOT-ENV-1: one game played a move at a time by a program outside the arena (the Python kit's environment in
 * PettingZoo's AEC shape, examples/python/paxtable/env.py), through boardgame.io's reducer as the arena plays
 * it (HeadlessMatch). The driver is told, for the seat to move, that seat's view only (the game's playerView,
 * as the arena sends an agent) and its legal moves with their ids (BOT-AGENT-3); on request any seat's own
 * view, never the full state; at the end each seat's reward, its share of the win (BOT-D-SHARE). A request
 * it cannot serve is refused with a code and changes nothing. One instance holds one game and does no I/O
 * (arena/env-server.ts reads and writes the lines). README "Bots and the arena" documents the requests.
 */
import type { Ctx } from 'boardgame.io';
import { findGameEntry, gameEntries } from '../games';
import { HeadlessMatch, type MoveChoice } from '../games/headless';
import { seatView } from '../games/engine/view';
import { legalMoves } from '../games/bots/seat-bot';
import { checkSetupData } from '../games/setup-options';
import type { GameEntry, SetupData } from '../games/types';
import { AgentFault, chosenMove } from './agent';
import { withIds } from './move-id';

export const ENV_REFUSAL_CODES = ['NO_GAME', 'ILLEGAL_MOVE', 'GAME_OVER', 'BAD_REQUEST'] as const;
export type EnvRefusalCode = (typeof ENV_REFUSAL_CODES)[number];

export const ENV_CALLS = ['reset', 'step', 'observe', 'record'] as const;

export type EnvReply = { type: 'reply'; call: unknown } & Record<string, unknown>;

class Refusal extends Error {
  constructor(
    readonly code: EnvRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** JSON as a seat receives it over the network: nothing but what the value holds. */
const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null));

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One game under way: its match and how many moves it has been played. */
interface Played {
  entry: GameEntry;
  match: HeadlessMatch;
  moves: number;
}

export class EnvSession {
  private played: Played | undefined;

  /** The reply to one request (a line with a `call` field). */
  reply(request: Record<string, unknown>): EnvReply {
    const { call } = request;
    try {
      return { type: 'reply', call, ...this.answer(request) };
    } catch (problem) {
      if (!(problem instanceof Refusal)) throw problem;
      return { type: 'reply', call, error: problem.code, message: problem.message };
    }
  }

  private answer(request: Record<string, unknown>): Record<string, unknown> {
    switch (request.call) {
      case 'reset':
        return this.reset(request);
      case 'step':
        return this.step(request);
      case 'observe':
        return this.observe(request);
      case 'record':
        return { record: this.game().match.record() };
      default:
        throw new Refusal('BAD_REQUEST', `unknown call ${JSON.stringify(request.call)} (${ENV_CALLS.join(', ')})`);
    }
  }

  private game(): Played {
    if (!this.played) throw new Refusal('NO_GAME', 'no game yet: "reset" starts one');
    return this.played;
  }

  /** A new game; the one under way, if any, is dropped only once the new one is accepted. */
  private reset(request: Record<string, unknown>): Record<string, unknown> {
    const { game, players, options = {}, seed } = request;
    const entry = typeof game === 'string' ? findGameEntry(game) : undefined;
    if (!entry) throw new Refusal('BAD_REQUEST', `"game" must be one of ${gameEntries.map((e) => JSON.stringify(e.game.name)).join(', ')}`);
    const numPlayers = players ?? entry.game.minPlayers;
    if (!Number.isInteger(numPlayers) || (numPlayers as number) < entry.game.minPlayers || (numPlayers as number) > entry.game.maxPlayers) {
      throw new Refusal('BAD_REQUEST', `"players": ${entry.game.name} is for ${entry.game.minPlayers}–${entry.game.maxPlayers} players`);
    }
    if (typeof seed !== 'string' || seed === '') throw new Refusal('BAD_REQUEST', '"seed" must be a non-empty string (the game\'s random: the same seed and moves give the same game)');
    if (!isObject(options)) throw new Refusal('BAD_REQUEST', '"options" must be an object of the game\'s options ({"expansion": true})');
    // the lobby's own checks of a setup, as a match record's are checked (games/record-check.ts)
    const problem = checkSetupData(entry.options, options, numPlayers as number) ?? entry.validateSetupData(options as SetupData, numPlayers as number);
    if (problem) throw new Refusal('BAD_REQUEST', `"options": ${problem}`);
    const match = new HeadlessMatch(entry.game, { numPlayers: numPlayers as number, setupData: options as SetupData, seed });
    this.played = { entry, match, moves: 0 };
    return { game: entry.game.name, seats: Array.from({ length: numPlayers as number }, (_, seat) => String(seat)), ...this.position() };
  }

  /** The seat to move, its view and legal moves; the game's end and the rewards once it is over or cut off. */
  private position(): Record<string, unknown> {
    const { entry, match, moves } = this.game();
    const ctx = sent(match.state.ctx);
    const numPlayers = ctx.numPlayers;
    const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
    if (match.isOver) {
      const outcome = entry.bots.outcome(match.state.G, match.state.ctx.gameover, numPlayers);
      const rewards = Object.fromEntries(seats.map((seat) => [seat, outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0]));
      return { toMove: null, over: true, truncated: false, moves, ctx, outcome, rewards };
    }
    // a game that never ends within the move budget is cut off there, as the arena cuts it: no one is rewarded
    if (moves >= entry.moveBudget) return { toMove: null, over: false, truncated: true, moves, ctx, rewards: Object.fromEntries(seats.map((seat) => [seat, 0])) };
    const seat = match.nextPlayer!;
    const view = sent(seatView(entry.game, match.state, seat));
    return { toMove: seat, over: false, truncated: false, moves, ctx, view, legal: withIds(this.legal(seat, view, ctx)) };
  }

  /** The seat's legal moves as the arena offers them to its agent: `ai.enumerate` on the seat's view. */
  private legal(seat: string, view: unknown, ctx: Ctx): MoveChoice[] {
    return legalMoves(this.game().entry.game, { view, ctx, playerID: seat });
  }

  private step(request: Record<string, unknown>): Record<string, unknown> {
    const played = this.game();
    const { match, entry } = played;
    const position = this.position();
    if (position.toMove === null) throw new Refusal('GAME_OVER', position.over ? 'the game is over: "reset" starts another' : `the game was cut off at its ${entry.moveBudget} moves: "reset" starts another`);
    const seat = position.toMove as string;
    if (request.seat !== undefined && request.seat !== seat) throw new Refusal('ILLEGAL_MOVE', `seat ${JSON.stringify(request.seat)} may not move now: seat "${seat}" is to move`);
    if (request.index === undefined && typeof request.id !== 'string' && typeof request.move !== 'string') throw new Refusal('BAD_REQUEST', '"step" needs "index", "id" or "move" (with "args", an array)');
    let choice: MoveChoice;
    try {
      // an answer is read as the arena reads an agent's (BOT-AGENT-3)
      const { index, id, move, args } = request;
      choice = chosenMove(request, position.legal as MoveChoice[], JSON.stringify({ index, id, move, args }));
    } catch (fault) {
      if (fault instanceof AgentFault) throw new Refusal('ILLEGAL_MOVE', `${fault.message} (seat ${seat})`);
      throw fault;
    }
    const result = match.move(seat, choice.move, choice.args ?? [], 'bot');
    if (!result.ok) throw new Refusal('ILLEGAL_MOVE', `${choice.move}(${JSON.stringify(choice.args ?? [])}) was refused: ${result.refusal.type}`);
    played.moves++;
    return this.position();
  }

  /** A seat's own view now: what the server would send that seat, and no more. */
  private observe(request: Record<string, unknown>): Record<string, unknown> {
    const { entry, match } = this.game();
    const seats = Array.from({ length: match.ctx.numPlayers }, (_, seat) => String(seat));
    if (typeof request.seat !== 'string' || !seats.includes(request.seat)) throw new Refusal('BAD_REQUEST', `"seat" must be one of ${seats.map((seat) => JSON.stringify(seat)).join(', ')}`);
    return { seat: request.seat, view: sent(seatView(entry.game, match.state, request.seat)) };
  }
}
