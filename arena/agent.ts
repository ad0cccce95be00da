/**
 * BOT-AGENT-1, BOT-FORFEIT-1: an agent program at an arena seat, in any language, speaking JSON Lines over its standard input and
 * output (one JSON object per line, UTF-8). The runner starts it once per game and writes:
 *   {"type":"start","protocol":1,"game":…,"numPlayers":…,"setupData":{…},"seat":"1","seed":"…"}
 *   {"type":"decide","seat":"1","view":{…},"ctx":{…},"legal":[{"move":…,"args":[…]},…],"record":{…}}
 *       → the agent answers one line: {"move":"name","args":[…]} (one of `legal`), or {"index":k} (legal[k])
 *   {"type":"end","outcome":{"winners":[…],"scores":{…}},"forfeit":…}
 * then closes its input. `view` is what the server would send that seat (the game's playerView), `ctx`
 * boardgame.io's public context, `record` the match record so far as that seat may read it (no seed, other
 * seats' redacted moves without arguments: games/bots/record-for-seat.ts), `seed` a seed
 * for the agent's own randomness (the same tournament then plays the same games). Anything the
 * agent writes to standard error is kept for the error report. README "Bots and the arena" documents it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { MoveChoice } from '../games/headless';

export const AGENT_PROTOCOL = 1;

/** Why an agent's game was forfeited. */
export class AgentFault extends Error {}

const STDERR_KEPT = 2000;

export class AgentProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private closed = false;
  private stderr = '';

  constructor(command: string, cwd?: string) {
    this.child = spawn(command, { shell: true, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdin.on('error', () => {}); // an agent that exits early: reported by the next read
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    const reader = createInterface({ input: this.child.stdout });
    reader.on('line', (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(line);
      } else this.lines.push(line);
    });
    reader.on('close', () => {
      this.closed = true;
      this.waiting?.(null);
      this.waiting = null;
    });
  }

  send(message: unknown): void {
    if (!this.child.stdin.destroyed) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private nextLine(timeoutMs: number): Promise<string | null | 'timeout'> {
    if (this.lines.length > 0) return Promise.resolve(this.lines.shift()!);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve('timeout');
      }, timeoutMs);
      this.waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
    });
  }

  /** Sends a decision and reads the agent's move: one of `legal`, or an AgentFault saying what went wrong. */
  async decide(message: Record<string, unknown>, legal: readonly MoveChoice[], timeoutMs: number): Promise<MoveChoice> {
    this.send({ type: 'decide', ...message, legal });
    const line = await this.nextLine(timeoutMs);
    if (line === 'timeout') throw new AgentFault(`no answer within ${timeoutMs} ms`);
    if (line === null) throw new AgentFault(`the agent exited without answering${this.stderrTail()}`);
    let answer: unknown;
    try {
      answer = JSON.parse(line);
    } catch {
      throw new AgentFault(`invalid JSON: ${line.slice(0, 200)}`);
    }
    return chosenMove(answer, legal, line);
  }

  private stderrTail(): string {
    const tail = this.stderr.trim().split('\n').slice(-3).join(' | ');
    return tail ? ` (stderr: ${tail})` : '';
  }

  /** Tells the agent how the game ended, closes its input, and stops it if it lingers. */
  async finish(message: Record<string, unknown>): Promise<void> {
    this.send({ type: 'end', ...message });
    this.child.stdin.end();
    if (this.child.exitCode !== null) return;
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

const sameMove = (a: MoveChoice, b: MoveChoice) => a.move === b.move && JSON.stringify(a.args ?? []) === JSON.stringify(b.args ?? []);

/** The legal move an answer names, or an AgentFault. */
export function chosenMove(answer: unknown, legal: readonly MoveChoice[], line = JSON.stringify(answer)): MoveChoice {
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    const { index, move, args } = answer as { index?: unknown; move?: unknown; args?: unknown };
    if (index !== undefined) {
      if (Number.isInteger(index) && (index as number) >= 0 && (index as number) < legal.length) return legal[index as number];
      throw new AgentFault(`illegal move: index ${JSON.stringify(index)} out of 0..${legal.length - 1}`);
    }
    if (typeof move === 'string' && (args === undefined || Array.isArray(args))) {
      const named = legal.find((choice) => sameMove(choice, { move, args: (args as unknown[]) ?? [] }));
      if (named) return named;
      throw new AgentFault(`illegal move: ${line.slice(0, 200)}`);
    }
  }
  throw new AgentFault(`not a move: ${line.slice(0, 200)} (expected {"move":…,"args":[…]} or {"index":k})`);
}
