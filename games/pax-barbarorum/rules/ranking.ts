/** Income and the influence ranking with its tie-breaks (BARB-WEALTH-1..2, BARB-RANK-1). */
import { GOLD_PER_TRADE, OLIGARCHY_BONUS, TAX_PER_PROVINCE, TRADE_CENTRE_BONUS } from '../data/constants';
import { PLAYER_FACTIONS, type PlayerFaction } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { isTradeCentre } from './board';
import { factionsInPlay, isOccupied } from './state';
import type { PaxState, PlayerID } from './types';

/**
 * BARB-WEALTH-1: 1 gold per occupied province, 2 per trade token on the map, +1 per trade token (any colour) in
 * each trade centre the player occupies. BARB-GOV-2: an oligarchy earns 2 more per trade centre where it has two
 * tokens or more.
 */
export function income(G: PaxState, f: PlayerFaction): number {
  let gold = 0;
  for (const k in G.armies) {
    const p = k as ProvinceId;
    if (!isOccupied(G, p, f)) continue;
    gold += TAX_PER_PROVINCE;
    if (isTradeCentre(p)) for (const n of Object.values(G.trade[p] ?? {})) gold += TRADE_CENTRE_BONUS * (n ?? 0);
  }
  const oligarchy = G.realms[f]?.government === 'oligarchy';
  for (const k in G.trade) {
    const mine = G.trade[k as ProvinceId]![f] ?? 0;
    gold += GOLD_PER_TRADE * mine;
    if (oligarchy && mine >= 2 && isTradeCentre(k as ProvinceId)) gold += OLIGARCHY_BONUS;
  }
  return gold;
}

/**
 * BARB-RANK-1: most influential first; ties go to stability, then gold, then income. BARB-D-LAST-TIE: a tie on all
 * four ranks the Macedonians lowest, then Romans, Arverni, Germans, Carthaginians, so that on the first turn
 * "the Greeks" are the least influential and place their orders first (BARB-ORDER-1).
 */
export function ranking(G: PaxState): PlayerFaction[] {
  const incomes = new Map<PlayerFaction, number>();
  return factionsInPlay(G).sort((a, b) => {
    const ra = G.realms[a]!;
    const rb = G.realms[b]!;
    return (
      rb.influence - ra.influence ||
      rb.stability - ra.stability ||
      rb.gold - ra.gold ||
      incomeOnce(G, incomes, b) - incomeOnce(G, incomes, a) ||
      PLAYER_FACTIONS.indexOf(b) - PLAYER_FACTIONS.indexOf(a)
    );
  });
}

/** Income is only worked out when the first three ranks tie, and once per faction. */
function incomeOnce(G: PaxState, incomes: Map<PlayerFaction, number>, f: PlayerFaction): number {
  let gold = incomes.get(f);
  if (gold === undefined) incomes.set(f, (gold = income(G, f)));
  return gold;
}

export const rankedPlayers = (G: PaxState): PlayerID[] => ranking(G).map((f) => G.realms[f]!.player);
