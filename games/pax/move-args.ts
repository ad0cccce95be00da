/** PAX: how many and how large each move's arguments may be (games/move-args.ts). */
import type { MoveArgLimits } from '../move-args';

export const moveArgs: MoveArgLimits = {
  // largest: [207,"legion-8"], a card and where it goes
  place: { count: 2, bytes: 64 },
  // 'religion' or 'one-at-a-time' (PAX-POWER-3)
  draw: { count: 1, bytes: 64 },
  lookAtRome: { count: 0, bytes: 64 },
  buy: { count: 1, bytes: 64 },
  play: { count: 1, bytes: 64 },
  endTurn: { count: 0, bytes: 64 },
  giveToRome: { count: 1, bytes: 64 },
};
