/** Pax Barbarorum: how many and how large each move's arguments may be (games/move-args.ts). */
import type { MoveArgLimits } from '../move-args';

export const moveArgs: MoveArgLimits = {
  chooseFaction: { count: 1, bytes: 64 },
  chooseGovernment: { count: 1, bytes: 64 },
  // one {"province":"gallia_cisalpina","s":16,"a":8,"c":6} per army, at most 30 armies (16+8+6 pieces): under 1,400 bytes
  demobilise: { count: 1, bytes: 4096 },
  placeOrder: { count: 2, bytes: 64 },
  declareWar: { count: 1, bytes: 64 },
  proposeTreaty: { count: 2, bytes: 64 },
  acceptTreaty: { count: 2, bytes: 64 },
  // largest: ["4",{"gold":9999,"tactics":40,"spy":12,"sabotage":12,"march":12}] (every card of the supply), 66 bytes
  give: { count: 2, bytes: 256 },
  spy: { count: 1, bytes: 64 },
  sabotage: { count: 1, bytes: 64 },
  improveRelation: { count: 1, bytes: 64 },
  worsenRelation: { count: 2, bytes: 64 },
  // neutral, from, to; largest: ["ibe","gallia_cisalpina","gallia_cisalpina"], 45 bytes
  askNeutral: { count: 3, bytes: 128 },
  neutralPeace: { count: 1, bytes: 64 },
  ready: { count: 0, bytes: 64 },
  answerCall: { count: 1, bytes: 64 },
  chooseResolver: { count: 1, bytes: 64 },
  // largest: ["gallia_cisalpina",{"kind":"move","to":"gallia_cisalpina","via":"gallia_cisalpina","s":16,"a":8,"c":6}], 104 bytes
  resolveOrder: { count: 2, bytes: 256 },
  commitTactics: { count: 1, bytes: 64 },
  retreat: { count: 1, bytes: 64 },
};
