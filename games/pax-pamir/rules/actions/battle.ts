/** PAMIR-BATTLE-1: battle at a region or on a court card, one enemy piece removed per step. */
import { courtCard, type CardId } from '../../data/cards';
import { COALITIONS, REGION_BORDERS, REGIONS, type Border, type Coalition, type Region } from '../../data/map';
import { removeTribes } from '../court';
import { ownArmies, ownCourtSlot, ownRoads } from '../cow';
import { hasAbility, hasEffect } from '../effects';
import { logEvent } from '../log';
import { findInCourts, tribesOf } from '../pieces';
import { playerIds, type PaxState, type PlayerID, type ReadState, type Task } from '../state';
import { encodeStep, type StepOf } from './step-option';

/** A battle site naming a court card (its number), else null: the site is a region. */
function siteCard(site: string): CardId | null {
  const card = Number(site);
  return Number.isInteger(card) && card > 0 ? card : null;
}

/** PAMIR-BATTLE-1: the player's own pieces in a region: their coalition's armies (and tribes under Nationalism). */
function forceIn(G: ReadState, player: PlayerID, region: Region, nationalism = hasEffect(G, 'nationalism', player)): number {
  const coalition = G.players[player].loyalty;
  let n = coalition ? G.regions[region].armies[coalition] : 0;
  if (nationalism) n += tribesOf(G, player, region);
  return n;
}

/** PAMIR-BATTLE-1: the player's own pieces at a site: in a region (forceIn), or their spies on a card. */
export function ownForce(G: ReadState, player: PlayerID, site: string): number {
  const card = siteCard(site);
  if (card === null) return forceIn(G, player, site as Region);
  const where = findInCourts(G, card);
  return where ? G.players[where.owner].court[where.index].spies[player] ?? 0 : 0;
}

/*
 * The enemy pieces of a battle, one question per kind of piece: `removable` lists them, `hasRemovable`
 * only asks whether there is one (the legal-move generator asks it of every site), so both read the same rules.
 */

/** PAMIR-ABILITY-ADVISORS: a spy of `id` on a card may be removed by `player`. */
const removableSpy = (G: ReadState, player: PlayerID, spies: Record<PlayerID, number>, id: PlayerID): boolean =>
  id !== player && spies[id] > 0 && !hasAbility(G, id, 'indispensable_advisors');

/** PAMIR-ABILITY-CITADEL: a tribe of `id` in the region may be removed by `player` (loyal to `mine`). */
export function removableTribe(G: ReadState, player: PlayerID, mine: Coalition | null, region: Region, id: PlayerID): boolean {
  if (id === player || tribesOf(G, id, region) === 0 || G.players[id].loyalty === mine) return false;
  return !((region === 'kabul' && hasAbility(G, id, 'citadel_kabul')) || (region === 'transcaspia' && hasAbility(G, id, 'citadel_transcaspia')));
}

/** The spies on a card in play (null: the card is in no court). */
function spiesAt(G: ReadState, card: CardId): Record<PlayerID, number> | null {
  const where = findInCourts(G, card);
  return where ? G.players[where.owner].court[where.index].spies : null;
}

/**
 * PAMIR-BATTLE-1: enemy pieces removable at a site, as step choices. In a region: armies and roads on its
 * borders of other coalitions, tribes of players of another loyalty (PAMIR-ABILITY-CITADEL: not the owner's
 * tribes there). On a card: other players' spies (PAMIR-ABILITY-ADVISORS: not the owner's). At most `limit` of them.
 */
export function removable(G: ReadState, player: PlayerID, site: string, limit = Infinity): string[] {
  const options: string[] = [];
  const mine = G.players[player].loyalty;
  const card = siteCard(site);
  if (card !== null) {
    const spies = spiesAt(G, card);
    if (spies) {
      for (const id of playerIds(G)) {
        if (!removableSpy(G, player, spies, id)) continue;
        options.push(encodeStep({ step: 'remove', piece: 'spy', owner: id }));
        if (options.length >= limit) return options;
      }
    }
    return options;
  }
  const region = site as Region;
  const { armies } = G.regions[region];
  for (const coalition of COALITIONS) {
    if (coalition !== mine && armies[coalition] > 0) {
      options.push(encodeStep({ step: 'remove', piece: 'army', coalition }));
      if (options.length >= limit) return options;
    }
  }
  for (const border of REGION_BORDERS[region]) {
    const roads = G.roads[border];
    for (const coalition of COALITIONS) {
      if (coalition !== mine && roads[coalition] > 0) {
        options.push(encodeStep({ step: 'remove', piece: 'road', border, coalition }));
        if (options.length >= limit) return options;
      }
    }
  }
  for (const id of playerIds(G)) {
    if (!removableTribe(G, player, mine, region, id)) continue;
    options.push(encodeStep({ step: 'remove', piece: 'tribe', owner: id }));
    if (options.length >= limit) return options;
  }
  return options;
}

/** Is there an enemy piece the player may remove on a card with these spies (`removable` not empty)? */
function hasRemovableSpy(G: ReadState, player: PlayerID, spies: Record<PlayerID, number>): boolean {
  for (const id of playerIds(G)) if (removableSpy(G, player, spies, id)) return true;
  return false;
}

/** Is there an enemy piece the player (loyal to `mine`) may remove in the region (`removable` not empty)? */
function hasRemovableIn(G: ReadState, player: PlayerID, region: Region, mine = G.players[player].loyalty): boolean {
  const { armies } = G.regions[region];
  for (const coalition of COALITIONS) if (coalition !== mine && armies[coalition] > 0) return true;
  for (const border of REGION_BORDERS[region]) {
    const roads = G.roads[border];
    for (const coalition of COALITIONS) if (coalition !== mine && roads[coalition] > 0) return true;
  }
  for (const id of playerIds(G)) if (removableTribe(G, player, mine, region, id)) return true;
  return false;
}

/** PAMIR-BATTLE-1: can the player battle at this site: their own pieces and an enemy piece there? */
export function isBattleSite(G: ReadState, player: PlayerID, site: string): boolean {
  const card = siteCard(site);
  if (card === null) return forceIn(G, player, site as Region) > 0 && hasRemovableIn(G, player, site as Region);
  const spies = spiesAt(G, card);
  return spies !== null && (spies[player] ?? 0) > 0 && hasRemovableSpy(G, player, spies);
}

/** PAMIR-BATTLE-1: the sites where the player can battle. */
export function battleSites(G: ReadState, player: PlayerID): string[] {
  const sites: string[] = [];
  // the same in every region: the player's loyalty, Nationalism
  const mine = G.players[player].loyalty;
  const nationalism = hasEffect(G, 'nationalism', player);
  for (const region of REGIONS) if (forceIn(G, player, region, nationalism) > 0 && hasRemovableIn(G, player, region, mine)) sites.push(region);
  for (const id of playerIds(G)) {
    for (const slot of G.players[id].court) {
      // on a card, the player's own force is their spies there (ownForce)
      if ((slot.spies[player] ?? 0) > 0 && hasRemovableSpy(G, player, slot.spies)) sites.push(String(slot.card));
    }
  }
  return sites;
}

/** PAMIR-BATTLE-1: remove one enemy piece (PAMIR-ABILITY-SAFEHOUSE: a spy goes to its owner's Safe House instead). */
export function battleStep(G: PaxState, task: Extract<Task, { kind: 'battle' }>, option: StepOf<'remove'>): void {
  const { player, site } = task;
  task.left--;
  const piece = option.piece;
  const removed = (owner: string, border: Border | null, safeHouse: boolean) =>
    logEvent(G, { kind: 'piece-removed', rule: 'PAMIR-BATTLE-1', player, piece, site, owner, border, safeHouse });
  if (option.piece === 'army') {
    removed(option.coalition, null, false);
    ownArmies(G, site as Region)[option.coalition]--;
  } else if (option.piece === 'road') {
    removed(option.coalition, option.border, false);
    ownRoads(G, option.border)[option.coalition]--;
  } else if (option.piece === 'tribe') {
    removed(option.owner, null, false);
    removeTribes(G, option.owner, site as Region, 1);
  } else {
    const a = option.owner;
    const where = findInCourts(G, Number(site));
    if (!where) return;
    const spies = ownCourtSlot(G, where.owner, where.index).spies;
    if (--spies[a] <= 0) delete spies[a];
    const house = G.players[a].court.findIndex((s) => courtCard(s.card).ability === 'safe_house');
    const safe = house >= 0 && a !== player && G.players[a].court[house].card !== Number(site);
    removed(a, null, safe);
    if (safe) {
      const safe = ownCourtSlot(G, a, house).spies;
      safe[a] = (safe[a] ?? 0) + 1;
    }
  }
}
