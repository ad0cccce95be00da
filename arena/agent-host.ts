/**
 * BOT-AGENT-5: an agent's process lives as long as the tournament on its worker, not one game. Between games
 * it waits here, idle, let go (it keeps no thread or process of the arena running); the next game with the
 * same command on the same worker takes it and tells it `start` again. An agent that broke the protocol,
 * forfeited or exited is stopped, never kept: the next game starts a new one. When the worker's thread or
 * the arena's process ends, every idle agent's input closes, which ends it; `stopIdleAgents` does so at once.
 */
import { AgentProcess } from './agent';
import type { Launch } from './sandbox';

/** Milliseconds a newly started agent may take to start, on top of its first decision's time. */
export const AGENT_STARTUP_MS = 10_000;

const idle = new Map<string, AgentProcess[]>();
const keyOf = (launch: Launch) => JSON.stringify(launch);

/** An agent for `launch`: an idle one of this worker's, or a new one (`fresh`: its start-up is still to come). */
export function takeAgent(launch: Launch): { agent: AgentProcess; fresh: boolean } {
  const waiting = idle.get(keyOf(launch)) ?? [];
  while (waiting.length > 0) {
    const agent = waiting.pop()!;
    if (!agent.usable) continue;
    agent.hold(true);
    return { agent, fresh: false };
  }
  return { agent: new AgentProcess(launch), fresh: true };
}

/** Back to the idle agents after its game, when it may play another; stopped otherwise. */
export async function returnAgent(launch: Launch, agent: AgentProcess, reusable: boolean): Promise<void> {
  if (!reusable || !agent.usable) return agent.stop();
  agent.hold(false);
  const key = keyOf(launch);
  idle.set(key, [...(idle.get(key) ?? []), agent]);
}

/** Stops every idle agent (a tournament's end, where the process goes on). */
export async function stopIdleAgents(): Promise<void> {
  const agents = [...idle.values()].flat();
  idle.clear();
  await Promise.all(agents.map((agent) => agent.stop()));
}
