/**
 * A private copy of the state for one move to change. Written out field by field: a generic deep copy costs
 * several times more. Most parts (armies, owners, religion, trade, standings, lists, private parts...) are
 * shared with the previous state, which boardgame.io keeps frozen, and copied only when a rule first writes
 * to them (`writable`, `writablePlayer`): most moves touch few of them.
 */
import type { PaxState, PlayerPrivate, Step } from './types';
import { isFrozen } from '../../plain-state';

const copyRecord = <T extends object>(r: T): T => ({ ...r });

function copyStep(s: Step): Step {
  switch (s.kind) {
    case 'demobilise':
    case 'diplomacy':
    case 'tactics':
      return { ...s, waiting: [...s.waiting] };
    case 'greekCall':
      return { ...s, waiting: [...s.waiting], resume: [...s.resume] };
    case 'orders':
      return { ...s, queue: [...s.queue] };
    case 'chooseResolver':
    case 'resolve':
      return { ...s, remaining: [...s.remaining] };
    default:
      return { ...s };
  }
}

/** One player's private part, made this move's own before a rule writes to it (see `writable`). */
export function writablePlayer(G: PaxState, id: string): PlayerPrivate {
  if (isFrozen(G.players)) G.players = { ...G.players };
  const x = G.players[id];
  if (isFrozen(x)) G.players[id] = { orders: { ...x.orders }, hand: { ...x.hand }, commit: x.commit };
  return G.players[id];
}

type Shared =
  | 'owner' | 'armies' | 'religion' | 'trade' | 'ladder'
  | 'seats' | 'supply' | 'tokens' | 'revealed' | 'wars' | 'alliances' | 'acted' | 'changed' | 'offers';

const copyList = <T,>(x: readonly T[]): T[] => [...x];

function copyLadder(l: PaxState['ladder']): PaxState['ladder'] {
  const out = {} as PaxState['ladder'];
  for (const n in l) out[n as keyof typeof l] = { ...l[n as keyof typeof l] };
  return out;
}

// The armies, religion and trade maps are copied one level only: each province's entry is copied in its turn
// when first written (state.ts), so a move that touches two provinces copies two entries, not the board.
const COPY: { [K in Shared]: (x: PaxState[K]) => PaxState[K] } = {
  owner: copyRecord,
  armies: copyRecord,
  religion: copyRecord,
  trade: copyRecord,
  ladder: copyLadder,
  seats: copyRecord,
  supply: copyRecord,
  tokens: copyRecord,
  revealed: copyRecord,
  wars: copyList,
  alliances: copyList,
  acted: copyList,
  changed: copyList,
  offers: (x) => x.map((o) => ({ ...o })),
};

/** A shared map made this move's own before a rule writes to it (a frozen map is still the previous state's). */
export function writable<K extends Shared>(G: PaxState, key: K): PaxState[K] {
  if (isFrozen(G[key])) G[key] = (COPY[key] as (x: PaxState[K]) => PaxState[K])(G[key]);
  return G[key];
}

export function cloneState(G: PaxState): PaxState {
  const realms: PaxState['realms'] = {};
  for (const f in G.realms) realms[f as keyof typeof realms] = { ...G.realms[f as keyof typeof realms]! };
  const b = G.battles;
  return {
    options: G.options,
    round: G.round,
    phase: G.phase,
    step: copyStep(G.step),
    seats: G.seats,
    realms,
    owner: G.owner,
    armies: G.armies,
    religion: G.religion,
    trade: G.trade,
    ladder: G.ladder,
    changed: G.changed,
    wars: G.wars,
    alliances: G.alliances,
    offers: G.offers,
    acted: G.acted,
    supply: G.supply,
    tokens: G.tokens,
    revealed: G.revealed,
    players: G.players,
    battles: b && { queue: [...b.queue], fought: [...b.fought], current: b.current && { ...b.current, bonus: [b.current.bonus[0], b.current.bonus[1]] } },
    lastTactics: G.lastTactics && { ...G.lastTactics },
    winner: G.winner,
  };
}

/**
 * A province-keyed map less one entry, as a new map. Used instead of `delete` on the maps of the state (armies,
 * owners, tokens, orders, holdings): V8 turns an object that lost a property into a slow dictionary for good, and
 * the rules read these maps at every decision. The entries keep their order.
 */
export function withoutKey<T extends object>(map: T, key: string): T {
  // The rest of a destructuring makes a fast object, as a spread does (a loop of keyed stores would not).
  const { [key]: _dropped, ...rest } = map as Record<string, unknown>;
  return rest as T;
}

/** Freeze a new state all the way down, as boardgame.io's immer would, so that immer takes it as it is. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || isFrozen(value)) return value;
  Object.freeze(value);
  for (const k in value) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== null && typeof v === 'object') deepFreeze(v);
  }
  return value;
}
