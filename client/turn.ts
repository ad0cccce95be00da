/** Whose turn it is, read from boardgame.io's `ctx` or from the server's `/api/status` answer. */

/** The part of `ctx` (or of a status entry) that says who may act. */
export interface TurnInfo {
  currentPlayer: string;
  /** `ctx.activePlayers` (seat to stage) or the status endpoint's list of seats; null when no stages. */
  activePlayers: Record<string, string> | readonly string[] | null | undefined;
  /** `ctx.gameover` (any value but undefined ends the game) or the status endpoint's flag. */
  gameover?: unknown;
}

function isOver(info: TurnInfo): boolean {
  return info.gameover !== undefined && info.gameover !== null && info.gameover !== false;
}

/** The seats that must act now, sorted; none once the game is over. */
export function actingSeats(info: TurnInfo): string[] {
  if (isOver(info)) return [];
  const active = info.activePlayers;
  if (active) return (Array.isArray(active) ? [...active] : Object.keys(active)).sort();
  return [info.currentPlayer];
}

/** Whether `playerID` must act now. */
export function isSeatToAct(info: TurnInfo, playerID: string | null | undefined): boolean {
  return playerID !== null && playerID !== undefined && actingSeats(info).includes(playerID);
}

/** How the end of a game is shown: boardgame.io leaves `ctx.gameover`'s shape to each game. */
export type Outcome =
  | { kind: 'winners'; seats: string[] }
  | { kind: 'draw' }
  | { kind: 'over' };

/** Reads the usual shapes: `{ winner }`, `{ winners: [...] }`, `{ draw: true }`; anything else is just "over". */
export function describeGameover(gameover: unknown): Outcome {
  if (typeof gameover === 'object' && gameover !== null) {
    const record = gameover as Record<string, unknown>;
    if (record.draw === true) return { kind: 'draw' };
    const seats = (Array.isArray(record.winners) ? record.winners : [record.winner]).filter(
      (seat): seat is string | number => typeof seat === 'string' || typeof seat === 'number',
    );
    if (seats.length > 0) return { kind: 'winners', seats: seats.map(String) };
  }
  return { kind: 'over' };
}
