/** Pax Pamir: how many and how large each move's arguments may be (games/move-args.ts). */
import type { MoveArgLimits } from '../move-args';

export const moveArgs: MoveArgLimits = {
  chooseLoyalty: { count: 1, bytes: 64 },
  buy: { count: 2, bytes: 64 },
  // card, side, bribe offered: [100,"right",99]
  play: { count: 3, bytes: 64 },
  // card, action, target, bribe offered; largest: [100,"betray","tribe:transcaspia",99] (a gift's cylinder from a tribe), 37 bytes
  action: { count: 4, bytes: 128 },
  // largest: ["+road|persia-transcaspia|road:persia-transcaspia"] (a free road taken from another border), 52 bytes
  choose: { count: 1, bytes: 128 },
  // card, target and, with the supply empty, where the spy comes from (PAMIR-D-17): [54,61,"tribe:transcaspia"]
  blackmail: { count: 3, bytes: 64 },
  answerBribe: { count: 1, bytes: 64 },
  // to, from; largest: ["persia-transcaspia","road:persia-transcaspia"], 48 bytes
  place: { count: 2, bytes: 128 },
  discard: { count: 1, bytes: 64 },
  endActions: { count: 0, bytes: 64 },
};
