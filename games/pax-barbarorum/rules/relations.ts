/** Wars, alliances and the neutral diplomacy boards (BARB-DIPLO-1, BARB-NEUTRAL-*). */
import { NEUTRAL_STANDING, type FactionId, type Neutral, type PlayerFaction } from '../data/factions';
import { writable } from './clone';
import { pairKey } from './state';
import type { PaxState } from './types';

/**
 * BARB-DIPLO-1: factions fight only when at war. Rebel mercenaries are at war with everyone (BARB-EVENT-1); neutrals
 * are at war only with whom declared war on them or whom they were sent against (BARB-D-NEUTRAL-WAR).
 */
export function atWar(G: PaxState, a: FactionId, b: FactionId): boolean {
  if (a === b) return false;
  if (a === 'mer' || b === 'mer') return true;
  return G.wars.includes(pairKey(a, b));
}

export const allied = (G: PaxState, a: FactionId, b: FactionId): boolean =>
  a !== b && G.alliances.includes(pairKey(a, b));

// Each list is replaced only when the pair is in it: an unchanged list is not copied.
const without = (list: string[], k: string): string[] => (list.includes(k) ? list.filter((x) => x !== k) : list);

export function setWar(G: PaxState, a: FactionId, b: FactionId): void {
  const k = pairKey(a, b);
  G.alliances = without(G.alliances, k);
  if (!G.wars.includes(k)) writable(G, 'wars').push(k);
}

export function setPeace(G: PaxState, a: FactionId, b: FactionId): void {
  const k = pairKey(a, b);
  G.wars = without(G.wars, k);
}

export function setAlliance(G: PaxState, a: FactionId, b: FactionId): void {
  const k = pairKey(a, b);
  G.wars = without(G.wars, k);
  if (!G.alliances.includes(k)) writable(G, 'alliances').push(k);
}

/** Standing of a player faction on a neutral's board, 0 High esteem … 4 Hatred (BARB-NEUTRAL-2). */
export const standing = (G: PaxState, n: Neutral, f: PlayerFaction): number => G.ladder[n][f] ?? NEUTRAL_STANDING;

/** BARB-GOV-3: an Empire is never regarded better than Neutral. */
export function bestStanding(G: PaxState, f: PlayerFaction): number {
  return G.realms[f]?.government === 'empire' ? NEUTRAL_STANDING : 0;
}

/** Move a standing, clamped to the ladder and to the Empire cap; records the change for this turn. */
export function shiftStanding(G: PaxState, n: Neutral, f: PlayerFaction, delta: number): void {
  const next = Math.min(4, Math.max(bestStanding(G, f), standing(G, n, f) + delta));
  writable(G, 'ladder')[n][f] = next;
  const key = `${n}:${f}`;
  if (!G.changed.includes(key)) writable(G, 'changed').push(key);
}

export const changedThisTurn = (G: PaxState, n: Neutral, f: PlayerFaction): boolean => G.changed.includes(`${n}:${f}`);
