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
import type { CourtSlot, MarketSlot, PaxState, PlayerID, PlayerState, RegionState, Task, TurnState } from './state';
import { isFrozen } from '../../plain-state';

/** The objects copied during the current move (null outside a move). */
let owned: Set<object> | null = null;

/** Is a playout's own state being played (`inOwnState`): every part of it may change in place, nothing is asked. */
let whole = false;

/** Run `body` as a move on `G` (a fresh copy of the previous root): `own` copies every part it changes. */
export function inMove<R>(G: object, body: () => R): R {
  const outer = whole;
  whole = false;
  owned = new Set();
  owned.add(G);
  try {
    return body();
  } finally {
    owned = null;
    whole = outer;
  }
}

/**
 * Run `body` on a state that is wholly its owner's (a bots' playout copies G whole, bots/fast.ts): every part
 * counts as owned without asking whether it is frozen, and nothing is copied.
 */
export function inOwnState<R>(body: () => R): R {
  const outer = whole;
  whole = true;
  try {
    return body();
  } finally {
    whole = outer;
  }
}

/** A shallow copy of a part of the state (plain JSON: an array or an object). */
const shallow = <V>(value: V): V => (Array.isArray(value) ? value.slice() : { ...value }) as V;

/**
 * The child `key` of an owned `parent`, copied first (by `copy`) unless this move already owns it. The
 * helpers below give each kind of object its own `copy`: an object spread that always sees one shape is
 * several times faster than the one in `shallow`, which sees every shape of the state.
 */
export function own<T extends object, K extends keyof T>(parent: T, key: K, copy: (child: T[K]) => T[K] = shallow): T[K] {
  const child = parent[key];
  if (child === null || typeof child !== 'object') return child;
  if (isOwned(child)) return child;
  const copied = copy(child);
  parent[key] = copied;
  owned?.add(copied as object);
  return copied;
}

/** May this move change `value` in place (copied during the move; outside a move, not frozen)? */
const isOwned = (value: object): boolean => whole || (owned ? owned.has(value) : !isFrozen(value));

/** A copy taken during the move, remembered as owned. */
function taken<V extends object>(copied: V): V {
  owned?.add(copied);
  return copied;
}

const copyPlayers = (players: PaxState['players']): PaxState['players'] => ({ ...players });
const copyPlayer = (player: PlayerState): PlayerState => ({ ...player });
const copyTurn = (turn: TurnState): TurnState => ({ ...turn });
const copyRegions = (regions: PaxState['regions']): PaxState['regions'] => ({ ...regions });
const copyRegion = (region: RegionState): RegionState => ({ ...region });
const copyTribes = (tribes: Record<PlayerID, number>): Record<PlayerID, number> => ({ ...tribes });
const copyCoalitions = (blocks: Record<Coalition, number>): Record<Coalition, number> => ({ ...blocks });
const copyRoads = (roads: PaxState['roads']): PaxState['roads'] => ({ ...roads });
const copyMarketSlot = (slot: MarketSlot | null): MarketSlot | null => slot && { ...slot };
const copyCourtSlot = (slot: CourtSlot): CourtSlot => ({ ...slot });
const copySpies = (spies: Record<PlayerID, number>): Record<PlayerID, number> => ({ ...spies });
const copyTask = (task: Task): Task => ({ ...task });

/*
 * The parts every move changes read their own field rather than go through `own`, whose reads by any key
 * of any object are slower.
 */

export function ownPlayer(G: PaxState, player: PlayerID): PlayerState {
  let players = G.players;
  if (!isOwned(players)) G.players = players = taken(copyPlayers(players));
  const p = players[player];
  // (no such player: nothing to copy, as `own` gives it)
  return p === undefined || isOwned(p) ? p : (players[player] = taken(copyPlayer(p)));
}

export function ownTurn(G: PaxState): TurnState {
  const turn = G.turn;
  return isOwned(turn) ? turn : (G.turn = taken(copyTurn(turn)));
}

export function ownPending(G: PaxState): Task[] {
  const pending = G.pending;
  return isOwned(pending) ? pending : (G.pending = taken(pending.slice()));
}

export const ownDiscard = (G: PaxState): number[] => own(G, 'discard');
const ownRegion = (G: PaxState, region: Region): RegionState => own(own(G, 'regions', copyRegions), region, copyRegion);
export const ownTribes = (G: PaxState, region: Region): Record<PlayerID, number> => own(ownRegion(G, region), 'tribes', copyTribes);
export const ownArmies = (G: PaxState, region: Region): Record<Coalition, number> => own(ownRegion(G, region), 'armies', copyCoalitions);
export const ownRoads = (G: PaxState, border: keyof PaxState['roads']): Record<Coalition, number> => own(own(G, 'roads', copyRoads), border, copyCoalitions);
export const ownMarketRow = (G: PaxState, row: number): (MarketSlot | null)[] => own(own(G, 'market'), row);
export const ownMarketSlot = (G: PaxState, row: number, col: number): MarketSlot => own(ownMarketRow(G, row), col, copyMarketSlot) as MarketSlot;

/** The task on top of the stack, owned. */
export function ownTop(G: PaxState): Task | undefined {
  const pending = ownPending(G);
  const last = pending.length - 1;
  if (last < 0) return undefined;
  const task = pending[last];
  return isOwned(task) ? task : (pending[last] = taken(copyTask(task)));
}

/** A court slot (card in some court), owned with its spies. */
export function ownCourtSlot(G: PaxState, owner: PlayerID, index: number): CourtSlot {
  const slot = own(own(ownPlayer(G, owner), 'court'), index, copyCourtSlot);
  own(slot, 'spies', copySpies);
  return slot;
}

/** Freeze every object not frozen yet (test positions, so that a rule writing without `own` fails). */
export function freezeNew<T>(value: T): T {
  if (value === null || typeof value !== 'object' || isFrozen(value)) return value;
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
