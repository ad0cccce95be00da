/**
 * BOT-AGENT-1, BOT-AGENT-6, BOT-FORFEIT-1: an agent program at an arena seat, in any language, speaking JSON Lines over its standard input and
 * output (one JSON object per line, UTF-8), in its sandbox (sandbox.ts). The runner starts it once per tournament and
 * worker (agent-host.ts, BOT-AGENT-5) and writes, for each game:
 *   {"type":"start","protocol":2,"game":…,"numPlayers":…,"setupData":{…},"seat":"1","seed":"…","record":{…,"moves":[]},
 *       "forwardModel":{"calls":…,"states":…}}
 *   {"type":"decide","seat":"1","view":{…} or "patch":[…],"ctx":{…},"moves":[…],"legal":[{"id":…,"move":…,"args":[…]},…]}
 *       → the agent answers one line: {"index":k} (legal[k]), {"id":…} or {"move":"name","args":[…]} (matched
 *         by value: move-id.ts, BOT-AGENT-3)
 *       → before it, any number of forward-model requests, each a line with a "call" and each answered by a line
 *         {"type":"reply","call":…} (forward-model.ts, BOT-AGENT-6, BOT-AGENT-7)
 *   {"type":"end","outcome":{"winners":[…],"scores":{…}},"forfeit":…,"patch":[…],"moves":[…]}
 * and the next game's `start`; it closes the agent's input at the tournament's end. A `decide` carries what changed since the seat's last decision (agent-feed.ts,
 * BOT-AGENT-4): the moves since, as that seat may read them (no seed, other seats' redacted moves without
 * arguments: games/bots/record-for-seat.ts), and its view (the game's playerView) whole the first time, then
 * as a patch (view-patch.ts); `ctx` is boardgame.io's public context, `seed` a seed
 * for the agent's own randomness (keyed with the run's secret, seeds.ts: the same tournament and secret then
 * play the same games). Anything the
 * agent writes to standard error is kept for the error report. The agent writes only its answers: a line
 * longer than MAX_AGENT_LINE_BYTES, or one it was not asked for, forfeits as invalid JSON does.
 * README "Bots and the arena" documents it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { MoveChoice } from '../games/headless';
import { moveId, withIds } from './move-id';
import type { Launch } from './sandbox';

export const AGENT_PROTOCOL = 2;

/** The longest line an agent may write (its answers are a few bytes): past it the agent forfeits. */
export const MAX_AGENT_LINE_BYTES = 1024 * 1024;

/** Why an agent's game was forfeited. */
export class AgentFault extends Error {}

const STDERR_KEPT = 2000;

/** What waiting for a line ends with. */
type Reading = { line: string } | { fault: string } | { closed: true } | { timeout: true };

/** What answers a request (a line with a `call`, BOT-AGENT-6) during a decision: arena/forward-model.ts. */
export type RequestHandler = (request: Record<string, unknown>) => Record<string, unknown>;

const isRequest = (message: unknown): message is Record<string, unknown> => message !== null && typeof message === 'object' && !Array.isArray(message) && 'call' in message;

/**
 * The agent's standard output as lines, each at most MAX_AGENT_LINE_BYTES. The agent speaks only when
 * asked: during a `decide`, its requests (each answered by a reply, BOT-AGENT-6) and then its one answer. A
 * line too long, or a line nobody asked for (before the first `decide`, after the answer, after the time ran
 * out), breaks the protocol: the decision under way, or the next one, forfeits with that reason.
 */
export class AgentProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  /** The bytes of the line being written, not yet ended by a newline. */
  private partial: Buffer[] = [];
  private partialBytes = 0;
  /** A decision is under way: its lines are read, in order. */
  private asking = false;
  private lines: string[] = [];
  private wake: (() => void) | null = null;
  private closed = false;
  /** The first protocol violation seen; once set, everything the agent writes is ignored. */
  private fault: string | undefined;
  private stderr = '';

  constructor({ file, args, cwd, env }: Launch) {
    this.child = spawn(file, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdin.on('error', () => {}); // an agent that exits early: reported by the next read
    // a program that cannot be started: the agent's first decision says why (its output closes too)
    this.child.on('error', (error) => {
      this.stderr += `could not start ${file}: ${error.message}`;
    });
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
    this.child.stdout.on('close', () => {
      // A last line with no newline still counts, as it did for readline.
      if (this.partialBytes > 0 && this.fault === undefined) this.endLine();
      this.closed = true;
      this.notify();
    });
  }

  /** Cut the output into lines as it comes; never holds more than one line's bound. */
  private read(chunk: Buffer): void {
    let start = 0;
    while (this.fault === undefined) {
      const end = chunk.indexOf(0x0a, start);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      this.partialBytes += piece.length;
      if (this.partialBytes > MAX_AGENT_LINE_BYTES) return this.violate(`a line longer than ${MAX_AGENT_LINE_BYTES} bytes`);
      this.partial.push(piece);
      if (end === -1) return;
      this.endLine();
      start = end + 1;
    }
  }

  private endLine(): void {
    const line = Buffer.concat(this.partial).toString('utf8').replace(/\r$/, '');
    this.partial = [];
    this.partialBytes = 0;
    if (!this.asking) return this.violate(`a line it was not asked for: ${line.slice(0, 200)}`);
    this.lines.push(line);
    this.notify();
  }

  private violate(reason: string): void {
    this.fault ??= reason;
    this.partial = [];
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** The decision's next line, or why there is none before `deadline` (performance.now()). */
  private async nextLine(deadline: number): Promise<Reading> {
    for (;;) {
      if (this.lines.length > 0) return { line: this.lines.shift()! };
      if (this.fault !== undefined) return { fault: this.fault };
      if (this.closed) return { closed: true };
      const left = deadline - performance.now();
      if (left <= 0) return { timeout: true };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => this.notify(), left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  send(message: unknown): void {
    if (!this.child.stdin.destroyed) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /**
   * Sends a decision and reads the agent's move: one of `legal`, or an AgentFault saying what went wrong. Lines
   * with a `call` before the answer are requests, each answered by `requests` (BOT-AGENT-6) within the same
   * time. A new process's first decision has `startupMs` more (BOT-AGENT-5).
   */
  async decide(message: Record<string, unknown>, legal: readonly MoveChoice[], timeoutMs: number, startupMs = 0, requests?: RequestHandler): Promise<MoveChoice> {
    if (this.fault !== undefined) throw new AgentFault(`protocol broken: ${this.fault}`);
    if (this.closed) throw new AgentFault(`the agent exited without answering${this.stderrTail()}`);
    const deadline = performance.now() + timeoutMs + startupMs;
    this.asking = true;
    this.send({ type: 'decide', ...message, legal: withIds(legal) });
    try {
      for (;;) {
        const outcome = await this.nextLine(deadline);
        if ('timeout' in outcome) throw new AgentFault(`no answer within ${timeoutMs} ms${startupMs ? ` (after ${startupMs} ms to start)` : ''}`);
        if ('closed' in outcome) throw new AgentFault(`the agent exited without answering${this.stderrTail()}`);
        if ('fault' in outcome) throw new AgentFault(`protocol broken: ${outcome.fault}`);
        let answer: unknown;
        try {
          answer = JSON.parse(outcome.line);
        } catch {
          throw new AgentFault(`invalid JSON: ${outcome.line.slice(0, 200)}`);
        }
        if (requests && isRequest(answer)) {
          this.send(requests(answer));
          continue;
        }
        return chosenMove(answer, legal, outcome.line);
      }
    } finally {
      // whatever the agent wrote past its answer (or its time) was not asked for
      this.asking = false;
      const extra = this.lines.shift();
      this.lines = [];
      if (extra !== undefined) this.violate(`a line it was not asked for: ${extra.slice(0, 200)}`);
    }
  }

  private stderrTail(): string {
    const tail = this.stderr.trim().split('\n').slice(-3).join(' | ');
    return tail ? ` (stderr: ${tail})` : '';
  }

  /** Whether the agent's output has closed: it ended, or was never started. */
  get exited(): boolean {
    return this.closed;
  }

  /** Whether the agent may play another game: it runs, and has broken no rule of the protocol. */
  get usable(): boolean {
    return !this.closed && this.fault === undefined && this.child.exitCode === null && this.child.signalCode === null && this.child.pid !== undefined;
  }

  /**
   * Held, the agent's process and pipes keep the arena running; let go (between games), they do not, and
   * when the arena's process or thread ends the agent's input closes, which ends it.
   */
  hold(held: boolean): void {
    // the pipes are sockets, whose handles can be let go as the process's can
    for (const handle of [this.child, this.child.stdin, this.child.stdout, this.child.stderr] as unknown as { ref(): void; unref(): void }[]) {
      if (held) handle.ref();
      else handle.unref();
    }
  }

  /** Closes the agent's input, and stops it if it lingers. */
  async stop(): Promise<void> {
    this.child.stdin.end();
    if (this.child.exitCode !== null || this.child.pid === undefined) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 1000);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** The legal move an answer names (by index, by id, or by value: `{"move","args"}` matched by its id), or an AgentFault. */
export function chosenMove(answer: unknown, legal: readonly MoveChoice[], line = JSON.stringify(answer)): MoveChoice {
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    const { index, id, move, args } = answer as { index?: unknown; id?: unknown; move?: unknown; args?: unknown };
    if (index !== undefined) {
      if (Number.isInteger(index) && (index as number) >= 0 && (index as number) < legal.length) return legal[index as number];
      throw new AgentFault(`illegal move: index ${JSON.stringify(index)} out of 0..${legal.length - 1}`);
    }
    const named = typeof id === 'string' ? id : typeof move === 'string' && (args === undefined || Array.isArray(args)) ? moveId({ move, args: args as unknown[] | undefined }) : undefined;
    if (named !== undefined) {
      const found = legal.find((choice) => moveId(choice) === named);
      if (found) return found;
      throw new AgentFault(`illegal move: ${line.slice(0, 200)}`);
    }
  }
  throw new AgentFault(`not a move: ${line.slice(0, 200)} (expected {"index":k}, {"id":"…"} or {"move":…,"args":[…]})`);
}
