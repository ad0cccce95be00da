/**
 * The Wakhan automa (PAMIR-WAKHAN-*), as the task engine drives her (flow.ts's `Automa`). Her turn runs on
 * the server as tasks of the engine, so a human answers only the choices the rules give them during it;
 * every choice of hers is decided in this folder from her AI card, her priorities and the position, and
 * written to the match log with the rule it followed (rules/log.ts).
 */
import type { Automa } from '../flow';
import { syncLoyalty } from './ai-card';
import { decide } from './choices';
import { playHand, startWakhanTurn, wakhanStep } from './turn';

export const wakhanAutoma: Automa = {
  prepare: syncLoyalty,
  startTurn: startWakhanTurn,
  step: (G, task) => (task.kind === 'wakhan' ? wakhanStep(G) : playHand(G, task.player)),
  decide,
};
