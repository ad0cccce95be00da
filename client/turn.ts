/** How the end of a game is shown: boardgame.io leaves `ctx.gameover`'s shape to each game (who must act: games/engine/acting.ts). */
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
