/** PAMIR-BUILD-1: build armies and roads where the player rules, paid block by block (PAMIR-EVENT-112P: some free). */
import { borderRegions, REGIONS, type Border } from '../../data/map';
import { hasEffect } from '../effects';
import { pieceSources, placePiece, placements } from '../impact';
import { logEvent } from '../log';
import { payToMarket } from '../market';
import type { PaxState, PlayerID, ReadState, Task } from '../state';
import { rules } from './card';
import { encodeStep, type StepOf } from './step-option';

type BuildTask = Extract<Task, { kind: 'build' }>;

/** PAMIR-BUILD-1: the cost of a block, and the most a build action places. */
export const BLOCK_COST = 2;
export const MAX_BUILD = 3;

/**
 * PAMIR-BUILD-1: the blocks the player may build now (an army in a region, a road on a border, each from the
 * supply or from play), paid, by their text, each once in the order first found (a road on a border of two
 * ruled regions is found twice), at most `limit` of them: whether the player can build at all needs only the first.
 */
export function buildPlacements(G: ReadState, player: PlayerID, limit = Infinity): Map<string, StepOf<'build'>> {
  const spots = new Map<string, StepOf<'build'>>();
  const add = (spot: StepOf<'build'>) => {
    const text = encodeStep(spot);
    if (!spots.has(text)) spots.set(text, spot);
  };
  let sources: ReturnType<typeof pieceSources> | undefined; // armies and roads are the same blocks: found once, at the first ruled region
  for (const region of REGIONS) {
    if (!rules(G, player, region)) continue;
    if (sources === undefined) sources = pieceSources(G, player, 'army');
    for (const p of placements(G, player, 'army', region, sources)) add({ step: 'build', piece: 'army', region, from: p.from, free: false });
    if (spots.size >= limit) break;
    for (const p of placements(G, player, 'road', region, sources)) add({ step: 'build', piece: 'road', border: p.to as Border, from: p.from, free: false });
    if (spots.size >= limit) break;
  }
  return spots;
}

/** PAMIR-BUILD-1, PAMIR-EVENT-112P: the cost of the next paid block (every second one is free under Nation Building). */
export const blockCost = (G: ReadState, task: BuildTask): number =>
  hasEffect(G, 'nation_building', task.player) && task.paid % 2 === 1 ? 0 : BLOCK_COST;

/**
 * PAMIR-BUILD-1, PAMIR-ABILITY-INFRASTRUCTURE: the choices of a build task: paid blocks while it can pay, free
 * ones while it has them; the blocks found up to `limit` of them (whether there is a choice needs only the first).
 */
export function buildOptions(G: ReadState, task: BuildTask, limit = Infinity): string[] {
  const options: string[] = [];
  const spots = buildPlacements(G, task.player, limit);
  if (task.left > 0 && G.players[task.player].rupees >= blockCost(G, task)) options.push(...spots.keys());
  if (task.free > 0) for (const spot of spots.values()) options.push(encodeStep({ ...spot, free: true }));
  return options;
}

/** PAMIR-BUILD-1: one block built, paid or free. */
export function buildStep(G: PaxState, task: BuildTask, option: StepOf<'build'>): void {
  const player = task.player;
  const { free } = option;
  const cost = free ? 0 : blockCost(G, task);
  if (free) task.free--;
  else {
    const twice = hasEffect(G, 'nation_building', player);
    payToMarket(G, player, cost, BLOCK_COST * (twice ? Math.ceil(task.paid / 2) : task.paid));
    task.left--;
    task.paid++;
  }
  const region = option.piece === 'army' ? option.region : borderRegions(option.border)[0];
  const road = option.piece === 'road' ? option.border : null;
  const coalition = G.players[player].loyalty!;
  logEvent(G, { kind: 'block-built', rule: 'PAMIR-BUILD-1', player, piece: option.piece, region: road ? null : region, border: road, coalition, source: option.from, cost });
  placePiece(G, player, option.piece, region, { to: road, from: option.from });
}
