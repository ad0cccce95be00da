/**
 * One arena game: the seats' bots and agents play a seeded match through boardgame.io's reducer, each
 * deciding from its seat's view, and the game comes back as a match record with its result. Everything
 * here follows from the task (seed, line-up): the same task gives the same record on any worker.
 */
import { performance } from 'node:perf_hooks';
import { findGameEntry } from '../games';
import { HeadlessMatch, type MoveChoice } from '../games/headless';
import type { MatchRecord } from '../games/match-record';
import { redactedMoves } from '../games/bots/record-for-seat';
import { createSeatBot, legalMoves, type Decision } from '../games/bots/seat-bot';
import type { Outcome } from '../games/bots/kit';
import type { SetupData } from '../games/types';
import { AgentFault } from './agent';
import { AgentSeat } from './agent-seat';
import { commandWords, resolveCommand } from './agent-command';
import { launchOf, sandboxProblem } from './sandbox';
import { parseSeat } from './seat-spec';
import { seatView } from '../games/engine/view';

export interface ArenaTask {
  /** The game's place in the tournament (its seed and line-up follow from it). */
  index: number;
  game: string;
  numPlayers: number;
  setupData: SetupData;
  /** The match's seed (the game's random), keyed with the run's secret (seeds.ts). */
  seed: string;
  /** Each seat's own seed, in seat order, keyed with the same secret: the secret itself stays with the arena. */
  seatSeeds: string[];
  /** The seat specs in seat order, as `--seats` names them. */
  seats: string[];
  agentTimeoutMs: number;
  /** Forward-model requests per agent decision (BOT-AGENT-7); arena/forward-model.ts's default when absent. */
  agentCalls?: number;
  /** Milliseconds a newly started agent may take to start, besides its first decision's (agent-host.ts's by default). */
  agentStartupMs?: number;
  /** Agents run in their sandbox (sandbox.ts); false only when the arena was told `--unsandboxed-agents`. */
  sandboxed: boolean;
  /** Where the files an agent command names are found. */
  cwd?: string;
}

export interface ArenaResult {
  index: number;
  record: MatchRecord;
  /** Winning seats; a forfeit's other seats share the win. */
  winners: string[];
  scores?: Record<string, number>;
  /** How the game ended, where the game names it (games/bots/kit.ts `Outcome.ending`). */
  ending?: string;
  moves: number;
  /** Ended by the rules (not by the move budget, a forfeit or an error). */
  finished: boolean;
  forfeit?: { seat: string; reason: string };
  /** A built-in bot or the game failing: a bug to report, not a forfeit. */
  error?: string;
  /**
   * Per seat: decisions made and milliseconds spent on them; for a searching bot, its searches and their iterations
   * (a budget in time makes as many as the machine allows, so they say how strong it played).
   */
  thinking: Record<string, { decisions: number; ms: number; searches?: number; iterations?: number }>;
}

interface Seat {
  choose(decision: Decision, legal: MoveChoice[], record: MatchRecord): Promise<MoveChoice>;
  finish?(message: Record<string, unknown>): Promise<void>;
  searched?(): { searches: number; iterations: number };
}

/** JSON as a seat receives it over the network: nothing but what the view holds. */
const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null));

export async function playArenaGame(task: ArenaTask): Promise<ArenaResult> {
  const entry = findGameEntry(task.game);
  if (!entry) throw new Error(`unknown game ${task.game}`);
  const { game } = entry;
  const match = new HeadlessMatch(game, { numPlayers: task.numPlayers, setupData: task.setupData, seed: task.seed });
  // BOT-SANDBOX-1: on a machine where the sandbox cannot run, no agent runs unsandboxed unless told
  const problem = task.sandboxed && task.seats.some((text) => text.trim().startsWith('cmd:')) ? sandboxProblem() : null;
  if (problem) return { index: task.index, record: match.record(), winners: [], moves: 0, finished: false, error: problem, thinking: {} };
  const thinking: ArenaResult['thinking'] = {};
  const redacted = redactedMoves(game);
  const seats: Seat[] = task.seats.map((text, index) => {
    const seat = String(index);
    thinking[seat] = { decisions: 0, ms: 0 };
    const spec = parseSeat(text);
    if ('error' in spec) throw new Error(spec.error);
    if (spec.kind === 'built-in') {
      const bot = createSeatBot(entry, spec.spec, task.seatSeeds[index]);
      return { choose: (decision) => bot.choose(decision), searched: bot.searched };
    }
    const words = commandWords(spec.command);
    const command = words.ok ? resolveCommand(words.words, task.cwd ?? process.cwd()) : words;
    if (!command.ok) throw new Error(command.error);
    const game = { game: task.game, numPlayers: task.numPlayers, setupData: task.setupData, seat, seed: task.seatSeeds[index], agentTimeoutMs: task.agentTimeoutMs, agentStartupMs: task.agentStartupMs, agentCalls: task.agentCalls, redacted };
    const agent = new AgentSeat(launchOf(command.command, task.sandboxed), game, match.record());
    return {
      choose: (decision, legal, record) => agent.choose(decision.view, decision.ctx, record, legal),
      finish: (message) => agent.finish(message, sent(seatView(entry.game, match.state, seat)), match.record(), (message.forfeit as { seat: string } | undefined)?.seat === seat),
    };
  });

  let forfeit: ArenaResult['forfeit'];
  let error: string | undefined;
  let moves = 0;
  while (!match.isOver && moves < entry.moveBudget) {
    const playerID = match.nextPlayer!;
    const { ctx } = match.state;
    const decision: Decision = { view: sent(seatView(game, match.state, playerID)), ctx: sent(ctx), playerID };
    const legal = legalMoves(game, decision);
    const started = performance.now();
    let choice: MoveChoice;
    try {
      choice = await seats[Number(playerID)].choose(decision, legal, match.record());
    } catch (problem) {
      if (problem instanceof AgentFault) forfeit = { seat: playerID, reason: problem.message };
      else error = `seat ${playerID}: ${(problem as Error).message}`;
      break;
    } finally {
      thinking[playerID].decisions++;
      thinking[playerID].ms += performance.now() - started;
    }
    const result = match.move(playerID, choice.move, choice.args ?? [], 'bot');
    if (!result.ok) {
      const reason = `illegal move ${choice.move}(${JSON.stringify(choice.args ?? [])}): ${result.refusal.type}`;
      if (task.seats[Number(playerID)].startsWith('cmd:')) forfeit = { seat: playerID, reason };
      else error = `seat ${playerID}: ${reason}`;
      break;
    }
    moves++;
  }

  const finished = match.isOver;
  let outcome: Outcome = { winners: [] };
  if (forfeit) outcome = { winners: task.seats.map((_, seat) => String(seat)).filter((seat) => seat !== forfeit!.seat) };
  else if (finished) outcome = entry.bots.outcome(match.state.G, match.state.ctx.gameover, task.numPlayers);
  await Promise.all(seats.map((seat) => seat.finish?.({ outcome, ...(forfeit && { forfeit }) })));
  seats.forEach((seat, index) => {
    const searched = seat.searched?.();
    if (searched && searched.searches > 0) Object.assign(thinking[String(index)], searched);
  });

  const players = Object.fromEntries(task.seats.map((text, seat) => [String(seat), text.slice(0, 64)]));
  const record: MatchRecord = { ...match.record(), players, ...(forfeit && { forfeit }) };
  return { index: task.index, record, winners: outcome.winners, ...(outcome.scores && { scores: outcome.scores }), ...(outcome.ending && { ending: outcome.ending }), moves, finished, ...(forfeit && { forfeit }), ...(error && { error }), thinking };
}
