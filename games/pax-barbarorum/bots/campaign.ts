/**
 * BOT-STYLE-2: a campaign against foreign capitals, as a seat can plan it from its own view (armies, owners
 * and wars are public). The target is the nearest capital the seat does not hold, counted in steps from the
 * nearest capital it holds, its own or one it took, so that each conquest is the base of the next (ties: one that
 * no player holds, whose garrison regrows to two soldiers at most, BARB-D-NEUTRAL-ARMIES, rather than one a player
 * can recruit in; then the first in the list of capitals, so that the target holds from round to round); the army
 * that marches is the seat's army nearest to it (ties: the largest). It goes up to the target's border, and in only
 * when its pieces and the Tactics & experience cards it can commit to one battle (BARB-FACTION-3: the Arverni one)
 * outnumber the defenders by ASSAULT_MARGIN: an assault on a capital costs the attacker a piece (BARB-BATTLE-2)
 * and each battle destroys only a few, so an army sent in piece by piece is lost piece by piece. Every piece costs
 * upkeep each round (BARB-WEALTH-2), so it recruits only what it can pay and otherwise fills its treasury. The
 * conqueror style (styles.ts) keeps the moves that follow this plan.
 */
import type { FactionId, Neutral, PlayerFaction } from '../data/factions';
import { CAPITALS, PROVINCES, type CapitalHolder, type ProvinceId } from '../data/map';
import { GOLD_PER_TRADE, TAX_PER_PROVINCE, UPKEEP_PER_PIECE } from '../data/constants';
import { cardsPerBattle } from '../rules/battle';
import { isCapital, neighbours } from '../rules/board';
import { armiesAt, factionsInPlay, holdingsOf, occupiedCount, piecesOf, total } from '../rules/state';
import type { PaxState, PlayerID } from '../rules/types';
import { isFullPlayer } from '../view';

/**
 * How many more pieces and cards than the defenders an army needs to assault a capital. Two, not three: with
 * three the campaign was too slow for capitals to decide a tenth of its games once the conqueror also builds
 * (BOT-STYLE-4); with one, its assaults failed (pax-barbarorum RULES.md, "War styles that use their conquests").
 */
export const ASSAULT_MARGIN = 2;

const CAPITAL_LIST = Object.entries(CAPITALS) as [CapitalHolder, ProvinceId][];

/** Steps from `from` to every province, by land or sea crossing, whoever holds them. */
const stepsFrom = new Map<ProvinceId, Map<ProvinceId, number>>(
  PROVINCES.map((from) => {
    const steps = new Map<ProvinceId, number>([[from, 0]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      for (const next of neighbours(queue[i])) {
        if (steps.has(next)) continue;
        steps.set(next, steps.get(queue[i])! + 1);
        queue.push(next);
      }
    }
    return [from, steps];
  }),
);

/** Steps between two provinces (the map is connected; a province cut off counts as far away). */
export const steps = (from: ProvinceId, to: ProvinceId): number => stepsFrom.get(from)!.get(to) ?? PROVINCES.length;

const defenders = (G: PaxState, p: ProvinceId): number => armiesAt(G, p).reduce((n, army) => n + total(army), 0);

/** Is `p` held by a faction a player leads (its garrison grows by recruits; a neutral's by two soldiers at most)? */
const playerHolds = (G: PaxState, p: ProvinceId): boolean => {
  const holder = G.owner[p];
  return holder !== undefined && factionsInPlay(G).includes(holder as PlayerFaction);
};

export interface Campaign {
  /** The capital marched on. */
  target: ProvinceId;
  /** Who holds it now (war is declared on them). */
  holder: FactionId | undefined;
  /** The seat's army nearest to the target, if it has one outside the target. */
  staging: ProvinceId | undefined;
  /**
   * Pieces and cards the assault needs: the defenders and the margin, which stands in for the factions' other edges
   * in battle (free cards, the Carthaginian cavalry): counted, they made the campaigns no stronger (pax-barbarorum
   * RULES.md, "War styles that use their conquests").
   */
  needed: number;
  /** The Tactics & experience cards the seat can commit to the assault (BARB-FACTION-3: one for the Arverni). */
  tactics: number;
  /** The cards worth holding for an assault: two (a Train order in the capital), or fewer if one battle takes fewer. */
  cardsWanted: number;
  /** Gold left after the next wealth phase with the pieces it has now (taxes and trade in, upkeep out). */
  spare: number;
}

/** The campaign of seat `player` (faction `f`), or none when it holds every other capital. */
export function campaignOf(G: PaxState, player: PlayerID, f: PlayerFaction): Campaign | null {
  // Its own capital (held or not) and those it took: where the steps count from, and what it need not take.
  const isBase = ([owner, p]: [CapitalHolder, ProvinceId]) => owner === f || G.owner[p] === f;
  const bases = CAPITAL_LIST.filter(isBase).map(([, p]) => p);
  const reach = (p: ProvinceId) => Math.min(...bases.map((base) => steps(base, p)));
  let target: ProvinceId | undefined;
  for (const capital of CAPITAL_LIST) {
    if (isBase(capital)) continue;
    const p = capital[1];
    const nearer = target === undefined ? -1 : reach(p) - reach(target);
    if (target === undefined || nearer < 0 || (nearer === 0 && !playerHolds(G, p) && playerHolds(G, target))) target = p;
  }
  if (target === undefined) return null;
  let staging: ProvinceId | undefined;
  let stagingSize = 0;
  for (const p of PROVINCES) {
    if (p === target) continue;
    const army = armiesAt(G, p).find((a) => a.f === f);
    if (!army) continue;
    const size = total(army);
    const d = staging === undefined ? -1 : steps(p, target) - steps(staging, target);
    if (staging === undefined || d < 0 || (d === 0 && size > stagingSize)) {
      staging = p;
      stagingSize = size;
    }
  }
  const own = G.players[player];
  const held = own && isFullPlayer(own) ? own.hand.tactics : 0;
  const realm = G.realms[f]!;
  const income = occupiedCount(G, f) * TAX_PER_PROVINCE + holdingsOf(G, 'trade', f) * GOLD_PER_TRADE;
  const spare = realm.gold + income - total(piecesOf(G, f)) * UPKEEP_PER_PIECE;
  return {
    target,
    holder: G.owner[target],
    staging,
    needed: defenders(G, target) + ASSAULT_MARGIN,
    tactics: Math.min(held, cardsPerBattle(f)),
    cardsWanted: Math.min(2, cardsPerBattle(f)),
    spare,
  };
}

/** May `pieces` of the seat's army march into the target now? */
export const strongEnough = (plan: Campaign, pieces: number): boolean => pieces + plan.tactics >= plan.needed;

/** Is `p` a capital that `f` holds (its own or a foreign one): an army never leaves it empty. */
export const holdsCapital = (G: PaxState, f: FactionId, p: ProvinceId): boolean => G.owner[p] === f && isCapital(p);
