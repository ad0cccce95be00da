/** Who must act in a match, as the notices, the deadlines and the bots need it. */
import type { State } from 'boardgame.io';

/** The seats that must act now: the active players, or the current player; none once the game is over. */
export function seatsToAct(ctx: State['ctx']): string[] {
  if (ctx.gameover !== undefined) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).sort((a, b) => Number(a) - Number(b)) : [ctx.currentPlayer];
}

/** The seats that must act after a move and did not before it, but for the one who moved. */
export function newlyToAct(before: State['ctx'], after: State['ctx'], mover: string): string[] {
  const already = new Set(seatsToAct(before));
  return seatsToAct(after).filter((seat) => !already.has(seat) && seat !== mover);
}
