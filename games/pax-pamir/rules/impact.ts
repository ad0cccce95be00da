/**
 * Impact icons of a played card, resolved top to bottom (PAMIR-IMPACT-1..6), and the placement of pieces,
 * taken from play when the supply is empty (PAMIR-PIECE-1).
 */
import { courtCard, type CardId } from '../data/cards';
import type { Impact, PieceImpact } from '../data/court-cards';
import { REGION_BORDERS, SUITS, type Border, type Coalition, type Region, type Suit } from '../data/map';
import { removeTribes } from './court';
import { hasEffect } from './effects';
import { own, ownArmies, ownCourtSlot, ownPlayer, ownRoads, ownTribes, ownTurn } from './cow';
import {
  blockSources,
  blockSupply,
  cylinderSources,
  cylinderSupply,
  parseSource,
  placedKey,
  type Source,
} from './pieces';
import { playerIds, type PaxState, type PlayerID, type ReadState } from './state';
import { logEvent } from './log';

/** Where a piece goes (a border for a road, a court card for a spy, null otherwise) and where it comes from
 * (null: the supply; else a location in play). */
export interface Placement {
  to: Border | CardId | null;
  from: Source | null;
}

export const isPieceImpact = (icon: Impact): icon is PieceImpact =>
  icon === 'army' || icon === 'road' || icon === 'tribe' || icon === 'spy';
export const isSuitImpact = (icon: Impact): icon is Suit => (SUITS as readonly string[]).includes(icon);

/** The coalition whose blocks a player places (their loyalty). */
const blockCoalition = (G: ReadState, player: PlayerID): Coalition | null => G.players[player].loyalty;

/** PAMIR-IMPACT-4: the court cards in play of a region (any court), where a spy of that region may go. */
export function spyTargets(G: ReadState, region: Region): CardId[] {
  const targets: CardId[] = [];
  for (const id of playerIds(G)) for (const slot of G.players[id].court) if (courtCard(slot.card).region === region) targets.push(slot.card);
  return targets;
}

/**
 * PAMIR-PIECE-1: where a piece of `player` for `icon` may come from: the supply when it has one ([null]),
 * else each location in play; null when the player has no such piece at all (blocks without a loyalty).
 * The same for every destination of one decision, so callers listing many find it once.
 */
export function pieceSources(G: ReadState, player: PlayerID, icon: PieceImpact): (Source | null)[] | null {
  if (icon === 'army' || icon === 'road') {
    const coalition = blockCoalition(G, player);
    if (!coalition) return null;
    return blockSupply(G, coalition) > 0 ? [null] : blockSources(G, coalition);
  }
  return cylinderSupply(G, player) > 0 ? [null] : cylinderSources(G, player);
}

/**
 * Every legal placement for a piece icon of a card of `region` placed by `player`: the destinations
 * crossed with the sources (pieceSources). Empty when the piece cannot be placed at all.
 */
export function placements(
  G: ReadState,
  player: PlayerID,
  icon: PieceImpact,
  region: Region,
  sources = pieceSources(G, player, icon),
): Placement[] {
  if (!sources) return [];
  const destinations: readonly (Border | CardId | null)[] =
    icon === 'road' ? REGION_BORDERS[region] : icon === 'spy' ? spyTargets(G, region) : [null];
  const result: Placement[] = [];
  if (sources.length === 1 && sources[0] === null) {
    // from the supply: no place in play to leave out
    for (const to of destinations) result.push({ to, from: null });
    return result;
  }
  for (const to of destinations) {
    // PAMIR-D-5: a piece is never taken from the very place it would go to.
    const here = icon === 'road' ? `road:${to}` : icon === 'spy' ? `spy:${to}` : `${icon}:${region}`;
    for (const from of sources) if (from !== here) result.push({ to, from });
  }
  return result;
}

export const samePlacement = (a: Placement, b: Placement): boolean => a.to === b.to && a.from === b.from;

/** The court slot of a card in play, as (owner, index). */
function courtSlotOf(G: ReadState, card: CardId): { owner: PlayerID; index: number } | null {
  for (const owner of playerIds(G)) {
    const index = G.players[owner].court.findIndex((slot) => slot.card === card);
    if (index >= 0) return { owner, index };
  }
  return null;
}

/** PAMIR-PIECE-1: take a piece from play to place it elsewhere. */
export function takeFromPlay(G: PaxState, player: PlayerID, coalition: Coalition | null, source: Source): void {
  const { kind, at } = parseSource(source);
  if (kind === 'army' && coalition) ownArmies(G, at as Region)[coalition]--;
  else if (kind === 'road' && coalition) ownRoads(G, at as Border)[coalition]--;
  else if (kind === 'tribe') removeTribes(G, player, at as Region, 1);
  else if (kind === 'gift') own(ownPlayer(G, player), 'gifts')[Number(at)] = false;
  else if (kind === 'spy') {
    const where = courtSlotOf(G, Number(at));
    if (!where) return;
    const { spies } = ownCourtSlot(G, where.owner, where.index);
    spies[player]--;
    if (spies[player] <= 0) delete spies[player];
  }
}

/** Remember a piece placed this turn at `source` (it may not be taken back from play this turn, PAMIR-PIECE-1). */
const markPlaced = (G: PaxState, source: Source, owner: string): number => own(ownTurn(G), 'placed').push(placedKey(source, owner));

/** PAMIR-IMPACT-1..4: place one piece of an icon as `placement` says (already checked legal). */
export function placePiece(G: PaxState, player: PlayerID, icon: PieceImpact, region: Region, placement: Placement): void {
  const coalition = blockCoalition(G, player);
  if (placement.from !== null) takeFromPlay(G, player, icon === 'army' || icon === 'road' ? coalition : null, placement.from);
  if (icon === 'army') {
    ownArmies(G, region)[coalition!]++;
    markPlaced(G, `army:${region}`, coalition!);
  } else if (icon === 'road') {
    const border = placement.to as Border;
    ownRoads(G, border)[coalition!]++;
    markPlaced(G, `road:${border}`, coalition!);
  } else if (icon === 'tribe') {
    const tribes = ownTribes(G, region);
    tribes[player] = (tribes[player] ?? 0) + 1;
    markPlaced(G, `tribe:${region}`, player);
  } else {
    const card = placement.to as CardId;
    const where = courtSlotOf(G, card);
    if (!where) return; // PAMIR-D-6: the target left play when its last tribe was taken
    const { spies } = ownCourtSlot(G, where.owner, where.index);
    spies[player] = (spies[player] ?? 0) + 1;
    markPlaced(G, `spy:${card}`, player);
  }
}

/** PAMIR-IMPACT-1..4: place the piece of an impact icon of `card`, as `placement` says (PAMIR-PIECE-1: from play). */
export function placeImpactPiece(G: PaxState, player: PlayerID, icon: PieceImpact, card: CardId, placement: Placement): void {
  const { region } = courtCard(card);
  const rule = placement.from !== null ? 'PAMIR-PIECE-1' : IMPACT_RULES[icon];
  const coalition = icon === 'army' || icon === 'road' ? blockCoalition(G, player) : null;
  const to = placement.to === null ? null : String(placement.to);
  logEvent(G, { kind: 'piece-placed', rule, player, piece: icon, card, region, to, coalition, source: placement.from });
  placePiece(G, player, icon, region, placement);
}

const IMPACT_RULES = { army: 'PAMIR-IMPACT-1', road: 'PAMIR-IMPACT-2', tribe: 'PAMIR-IMPACT-3', spy: 'PAMIR-IMPACT-4' } as const;

/**
 * PAMIR-ABILITY-INSURRECTION, PAMIR-PIECE-1: where the next Afghan army for Kabul comes from: the supply, else
 * each place in play (not Kabul itself, PAMIR-D-5; not a block placed this turn). Empty: it is skipped.
 */
export function insurrectionPlacements(G: ReadState): Placement[] {
  if (blockSupply(G, 'afghan') > 0) return [{ to: null, from: null }];
  return blockSources(G, 'afghan')
    .filter((source) => source !== 'army:kabul')
    .map((from) => ({ to: null, from }));
}

/** PAMIR-ABILITY-INSURRECTION: place one Afghan army in Kabul from `from` (null: the supply). */
export function placeInsurgent(G: PaxState, player: PlayerID, from: Source | null): void {
  logEvent(G, { kind: 'piece-placed', rule: 'PAMIR-ABILITY-INSURRECTION', player, piece: 'army', card: null, region: 'kabul', to: null, coalition: 'afghan', source: from });
  if (from !== null) takeFromPlay(G, player, 'afghan', from);
  ownArmies(G, 'kabul').afghan++;
  own(ownTurn(G), 'placed').push(placedKey('army:kabul', 'afghan'));
}

/** PAMIR-IMPACT-5, PAMIR-IMPACT-6: the icons that place no piece: leverage (+2 rupees) and a suit change. */
export function applyPlainIcon(G: PaxState, player: PlayerID, icon: Impact, card: CardId): void {
  if (icon === 'leverage') {
    ownPlayer(G, player).rupees += 2;
    logEvent(G, { kind: 'leverage-gained', rule: 'PAMIR-IMPACT-5', player, card, rupees: 2 });
  } else if (isSuitImpact(icon) && !hasEffect(G, 'pashtunwali_values')) {
    G.favored = icon; // PAMIR-EVENT-115P
    logEvent(G, { kind: 'favored-changed', rule: 'PAMIR-IMPACT-6', player, suit: icon, card });
  }
}
