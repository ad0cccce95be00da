/**
 * Pieces: coalition blocks (armies in regions, roads on borders) and players' cylinders (tribes in
 * regions, spies on court cards, gifts on the loyalty dial). Supplies are computed, never stored.
 */
import type { CardId } from '../data/cards';
import {
  BLOCKS_PER_COALITION,
  BORDERS,
  CYLINDERS_IN_SUPPLY,
  REGIONS,
  type Border,
  type Coalition,
  type Region,
} from '../data/map';
import { playerIds, type PlayerID, type ReadState } from './state';

/** Blocks of a coalition in play: its armies and roads (PAMIR-DOM-1 counts them too). */
export function blocksInPlay(G: ReadState, coalition: Coalition): number {
  let n = 0;
  for (const region of REGIONS) n += G.regions[region].armies[coalition];
  for (const border of BORDERS) n += G.roads[border][coalition];
  return n;
}

/** Blocks in play of every coalition at once (one pass over the map). */
export function blocksByCoalition(G: ReadState): Record<Coalition, number> {
  const count = { afghan: 0, british: 0, russian: 0 };
  for (const region of REGIONS) {
    const { afghan, british, russian } = G.regions[region].armies;
    count.afghan += afghan;
    count.british += british;
    count.russian += russian;
  }
  for (const border of BORDERS) {
    const { afghan, british, russian } = G.roads[border];
    count.afghan += afghan;
    count.british += british;
    count.russian += russian;
  }
  return count;
}

/** PAMIR-PIECE-1: blocks of a coalition left in the supply. */
export const blockSupply = (G: ReadState, coalition: Coalition): number => BLOCKS_PER_COALITION - blocksInPlay(G, coalition);

export const tribesOf = (G: ReadState, player: PlayerID, region: Region): number => G.regions[region].tribes[player] ?? 0;

/** Spies of a player on every court card in play. */
export function spiesInPlay(G: ReadState, player: PlayerID): number {
  let n = 0;
  for (const id of playerIds(G)) for (const slot of G.players[id].court) n += slot.spies[player] ?? 0;
  return n;
}

/** Cylinders of a player off their player board: tribes, spies and gifts (PAMIR-DOM-2 ranks by them). */
export function cylindersInPlay(G: ReadState, player: PlayerID): number {
  let n = spiesInPlay(G, player);
  for (const region of REGIONS) n += tribesOf(G, player, region);
  for (const gift of G.players[player].gifts) if (gift) n++;
  return n;
}

/** PAMIR-PIECE-1: cylinders of a player left on their player board. */
export const cylinderSupply = (G: ReadState, player: PlayerID): number => CYLINDERS_IN_SUPPLY - cylindersInPlay(G, player);

/**
 * Where a piece can be taken from play, as a location key. Blocks (of the coalition being placed):
 * `army:<region>`, `road:<border>`. Cylinders (of the player): `tribe:<region>`, `spy:<card>`,
 * `gift:<space>`.
 */
export type Source = string;

/** The key recorded when a piece is placed this turn: its location and its owner. */
export const placedKey = (source: Source, owner: string): string => `${source}:${owner}`;

const placedCount = (placed: readonly string[], key: string): number => {
  let n = 0;
  for (const k of placed) if (k === key) n++;
  return n;
};

/**
 * Add the location `kind:at` to `sources` when more of the `count` pieces of `owner` there than were placed
 * there this turn (PAMIR-PIECE-1). Most places hold none: their keys are not even built.
 */
function addIfFree(G: ReadState, sources: Source[], owner: string, count: number, kind: string, at: string | number): void {
  if (count === 0) return;
  const source = `${kind}:${at}`;
  if (count > placedCount(G.turn.placed, placedKey(source, owner))) sources.push(source);
}

/** PAMIR-PIECE-1: the locations a block of `coalition` can be taken from (not placed this turn). */
export function blockSources(G: ReadState, coalition: Coalition): Source[] {
  const sources: Source[] = [];
  for (const region of REGIONS) addIfFree(G, sources, coalition, G.regions[region].armies[coalition], 'army', region);
  for (const border of BORDERS) addIfFree(G, sources, coalition, G.roads[border][coalition], 'road', border);
  return sources;
}

/** PAMIR-PIECE-1: the locations a cylinder of `player` can be taken from (not placed this turn). */
export function cylinderSources(G: ReadState, player: PlayerID): Source[] {
  const sources: Source[] = [];
  for (const region of REGIONS) addIfFree(G, sources, player, tribesOf(G, player, region), 'tribe', region);
  for (const id of playerIds(G)) {
    for (const slot of G.players[id].court) addIfFree(G, sources, player, slot.spies[player] ?? 0, 'spy', slot.card);
  }
  G.players[player].gifts.forEach((gift, space) => addIfFree(G, sources, player, gift ? 1 : 0, 'gift', space));
  return sources;
}

/** A location key split into its kind and place. */
export function parseSource(source: Source): { kind: string; at: string } {
  const colon = source.indexOf(':');
  return { kind: source.slice(0, colon), at: source.slice(colon + 1) };
}

/** The court slot holding a card, wherever it is in play. */
export function findInCourts(G: ReadState, card: CardId): { owner: PlayerID; index: number } | null {
  for (const owner of playerIds(G)) {
    const index = G.players[owner].court.findIndex((slot) => slot.card === card);
    if (index >= 0) return { owner, index };
  }
  return null;
}

export const isBorder = (value: unknown): value is Border => (BORDERS as readonly unknown[]).includes(value);
export const isRegion = (value: unknown): value is Region => (REGIONS as readonly unknown[]).includes(value);
