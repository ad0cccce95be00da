/** Res Publica: how many and how large each move's arguments may be (games/move-args.ts). */
import type { MoveArgLimits } from '../move-args';

export const moveArgs: MoveArgLimits = {
  // largest: [{"offer":{"join":"and","terms":[{"count":12,"type":"anglo-saxons"},{"count":12,"type":"civilisation"}]}}], 106 bytes
  propose: { count: 1, bytes: 256 },
  // largest: the same two-term bundle without the proposal around it, 96 bytes
  counter: { count: 1, bytes: 256 },
  pass: { count: 0, bytes: 64 },
  accept: { count: 1, bytes: 64 },
  refuse: { count: 0, bytes: 64 },
  // largest: [{"anglo-saxons":12,…}] naming all ten kinds (cards for "other" may be of every kind), 132 bytes
  deliver: { count: 1, bytes: 512 },
  lay: { count: 1, bytes: 64 },
  draw: { count: 1, bytes: 64 },
};
