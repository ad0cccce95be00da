/**
 * Who must act now: the one reading of boardgame.io's `ctx` (or of the lobby's status answer, which carries
 * the same facts) that the server, the clients, the bots, the arena and the bench all use.
 */

/** The part of `ctx` (or of a status entry) that says who may act. */
export interface TurnInfo {
  currentPlayer: string;
  /** `ctx.activePlayers` (seat to stage), or a list of seats; null or absent when no stages are set. */
  activePlayers?: Readonly<Record<string, string>> | readonly string[] | null;
  /** `ctx.gameover`: any value but undefined, null or false ends the game. */
  gameover?: unknown;
}

const bySeat = (a: string, b: string) => Number(a) - Number(b);

export function isOver({ gameover }: Pick<TurnInfo, 'gameover'>): boolean {
  return gameover !== undefined && gameover !== null && gameover !== false;
}

/** The seats that must act now, in seat order: the active players, or the current player; none once the game is over. */
export function seatsToAct(info: TurnInfo): string[] {
  if (isOver(info)) return [];
  const active = info.activePlayers;
  if (active) return (Array.isArray(active) ? [...active] : Object.keys(active)).sort(bySeat);
  return [info.currentPlayer];
}

/** Whether `playerID` must act now. */
export function isSeatToAct(info: TurnInfo, playerID: string | null | undefined): boolean {
  return playerID !== null && playerID !== undefined && seatsToAct(info).includes(playerID);
}

/** The seat a one-at-a-time driver (bots, the arena, the bench, tests) moves next: the first to act, none once over. */
export function playerToMove(info: TurnInfo): string | null {
  return seatsToAct(info)[0] ?? null;
}

/** The seats that must act after a move and did not before it, but for the one who moved. */
export function newlyToAct(before: TurnInfo, after: TurnInfo, mover: string): string[] {
  const already = new Set(seatsToAct(before));
  return seatsToAct(after).filter((seat) => !already.has(seat) && seat !== mover);
}
