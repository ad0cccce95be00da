/** CPU figures from two readings of `process.cpuUsage()` (microseconds of user and system time). */

export function cpuDiff(after: NodeJS.CpuUsage, before: NodeJS.CpuUsage): NodeJS.CpuUsage {
  return { user: after.user - before.user, system: after.system - before.system };
}

/** CPU time over wall time: 1 is one core kept busy. */
export function cpuShare(usage: NodeJS.CpuUsage, wallMs: number): number {
  return (usage.user + usage.system) / 1000 / wallMs;
}

/** Microseconds of CPU per move: what the server spent on each move stored in the window. */
export function microsPerMove(usage: NodeJS.CpuUsage, moves: number): number | undefined {
  return moves > 0 ? (usage.user + usage.system) / moves : undefined;
}
