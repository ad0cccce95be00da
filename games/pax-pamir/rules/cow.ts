/**
 * Copy-on-write. A move starts from the state boardgame.io holds and a shallow copy of its root; a rule
 * that changes a part of the state first takes its own copy of the path down to it with `own`. During a
 * move (`inMove`), the copies taken are remembered and returned as they are; everything else is copied
 * once before it changes, so the previous state is never changed. Only the touched paths are copied: the
 * rest is shared with the previous state. The move returns the new root frozen, which Immer then takes as
 * it is. (boardgame.io's Immer drafts cost far more per object touched; see game.ts.)
 *
 * Outside a move (tests, setup), an object counts as owned when it is not frozen.
 */
import type { Coalition, Region } from '../data/map';
import type { CourtSlot, MarketSlot, PaxState, PlayerID, PlayerState, Task, TurnState } from './state';

/** The objects copied during the current move (null outside a move). */
let owned: Set<object> | null = null;

/** Run `body` as a move on `G` (a fresh copy of the previous root): `own` copies every part it changes. */
export function inMove<R>(G: object, body: () => R): R {
  owned = new Set([G]);
  try {
    return body();
  } finally {
    owned = null;
  }
}

/** The child `key` of an owned `parent`, copied first unless this move already owns it. */
export function own<T extends object, K extends keyof T>(parent: T, key: K): T[K] {
  const child = parent[key];
  if (child === null || typeof child !== 'object') return child;
  if (owned ? owned.has(child) : !Object.isFrozen(child)) return child;
  const copy = (Array.isArray(child) ? child.slice() : { ...child }) as T[K];
  parent[key] = copy;
  owned?.add(copy as object);
  return copy;
}

export const ownPlayer = (G: PaxState, player: PlayerID): PlayerState => own(own(G, 'players'), player);
export const ownTurn = (G: PaxState): TurnState => own(G, 'turn');
export const ownPending = (G: PaxState): Task[] => own(G, 'pending');
export const ownDiscard = (G: PaxState): number[] => own(G, 'discard');
export const ownTribes = (G: PaxState, region: Region): Record<PlayerID, number> => own(own(own(G, 'regions'), region), 'tribes');
export const ownArmies = (G: PaxState, region: Region): Record<Coalition, number> => own(own(own(G, 'regions'), region), 'armies');
export const ownRoads = (G: PaxState, border: keyof PaxState['roads']): Record<Coalition, number> => own(own(G, 'roads'), border);
export const ownMarketRow = (G: PaxState, row: number): (MarketSlot | null)[] => own(own(G, 'market'), row);
export const ownMarketSlot = (G: PaxState, row: number, col: number): MarketSlot => own(ownMarketRow(G, row), col) as MarketSlot;

/** The task on top of the stack, owned. */
export function ownTop(G: PaxState): Task | undefined {
  const pending = ownPending(G);
  return pending.length > 0 ? own(pending, pending.length - 1) : undefined;
}

/** A court slot (card in some court), owned with its spies. */
export function ownCourtSlot(G: PaxState, owner: PlayerID, index: number): CourtSlot {
  const slot = own(own(ownPlayer(G, owner), 'court'), index);
  own(slot, 'spies');
  return slot;
}

/** Freeze every object not frozen yet (test positions, so that a rule writing without `own` fails). */
export function freezeNew<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object') freezeNew(item);
    }
  } else {
    for (const key of Object.keys(value)) {
      const item: unknown = (value as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') freezeNew(item);
    }
  }
  return value;
}
