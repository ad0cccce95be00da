/**
 * A `cmd:` seat for one game: the agent's process (agent-host.ts: kept from the worker's last game, or new),
 * told the game's `start`, each decision's changes (agent-feed.ts) and the `end`. A kept process that has
 * ended since its last game (an agent written to stop after `end`) is not held against this game: a new one
 * takes its place before its first answer, with the start-up allowance (BOT-AGENT-5).
 */
import type { MoveChoice } from '../games/headless';
import type { MatchRecord } from '../games/match-record';
import { AGENT_PROTOCOL, AgentProcess } from './agent';
import { AgentFeed } from './agent-feed';
import { AGENT_STARTUP_MS, returnAgent, takeAgent } from './agent-host';
import { DEFAULT_AGENT_CALLS, ForwardModel, forwardModelAnnouncement, forwardModelSeed } from './forward-model';
import { findGameEntry } from '../games';
import { seededRng } from '../games/bots/random';
import type { Ctx } from 'boardgame.io';
import type { Launch } from './sandbox';

export interface AgentSeatGame {
  game: string;
  numPlayers: number;
  setupData: unknown;
  seat: string;
  /** The seat's own seed (seeds.ts). */
  seed: string;
  agentTimeoutMs: number;
  agentStartupMs?: number;
  /** The moves whose arguments other seats do not see (games/bots/record-for-seat.ts). */
  redacted: ReadonlySet<string>;
  /** Forward-model requests allowed per decision (BOT-AGENT-7); DEFAULT_AGENT_CALLS when absent. */
  agentCalls?: number;
}

export class AgentSeat {
  private agent!: AgentProcess;
  private feed!: AgentFeed;
  private fresh = false;
  /** The start-up allowance still to give: the first decision of a new process has it. */
  private startupMs = 0;
  private answered = false;
  /** The seat's decisions so far in this game: each seeds its own forward model (BOT-AGENT-6). */
  private decisions = 0;

  constructor(
    private readonly launch: Launch,
    private readonly game: AgentSeatGame,
    private readonly record: MatchRecord,
  ) {
    this.begin(takeAgent(launch));
  }

  private begin({ agent, fresh }: { agent: AgentProcess; fresh: boolean }): void {
    const { game, numPlayers, setupData, seat, seed, redacted } = this.game;
    this.agent = agent;
    this.fresh = fresh;
    this.startupMs = fresh ? (this.game.agentStartupMs ?? AGENT_STARTUP_MS) : 0;
    this.feed = new AgentFeed(seat, redacted);
    const forwardModel = forwardModelAnnouncement(this.game.agentCalls ?? DEFAULT_AGENT_CALLS);
    agent.send({ type: 'start', protocol: AGENT_PROTOCOL, game, numPlayers, setupData, seat, seed, record: this.feed.start(this.record), forwardModel });
  }

  private ask(view: unknown, ctx: unknown, record: MatchRecord, legal: readonly MoveChoice[], decision: number): Promise<MoveChoice> {
    const startupMs = this.startupMs;
    this.startupMs = 0;
    // BOT-AGENT-6: the decision's samples draw from the seat's own seed, never the match's, from its view only
    const entry = findGameEntry(this.game.game)!;
    const rng = seededRng(forwardModelSeed(this.game.seed, decision));
    const model = new ForwardModel(entry, { view, ctx: ctx as Ctx, seat: this.game.seat }, rng, this.game.agentCalls ?? DEFAULT_AGENT_CALLS);
    return this.agent.decide(this.feed.decide(view, ctx, record), legal, this.game.agentTimeoutMs, startupMs, (request) => model.reply(request));
  }

  async choose(view: unknown, ctx: unknown, record: MatchRecord, legal: readonly MoveChoice[]): Promise<MoveChoice> {
    const decision = this.decisions++;
    try {
      const choice = await this.ask(view, ctx, record, legal, decision);
      this.answered = true;
      return choice;
    } catch (fault) {
      if (this.answered || this.fresh || !this.agent.exited) throw fault;
      this.begin({ agent: new AgentProcess(this.launch), fresh: true });
      const choice = await this.ask(view, ctx, record, legal, decision);
      this.answered = true;
      return choice;
    }
  }

  /** Tells the agent how the game ended (with the last changes), and keeps it for the next game unless it forfeited. */
  async finish(message: Record<string, unknown>, view: unknown, record: MatchRecord, forfeited: boolean): Promise<void> {
    this.agent.send({ type: 'end', ...message, ...this.feed.end(view, record) });
    await returnAgent(this.launch, this.agent, !forfeited);
  }
}
