/** Income and the influence ranking with its tie-breaks (PAX-WEALTH-1..2, PAX-RANK-1). */
import { GOLD_PER_TRADE, OLIGARCHY_BONUS, TAX_PER_PROVINCE, TRADE_CENTRE_BONUS } from '../data/constants';
import { PLAYER_FACTIONS, type PlayerFaction } from '../data/factions';
import { PROVINCES } from '../data/map';
import { isTradeCentre } from './board';
import { factionsInPlay, holdingsOf, isOccupied } from './state';
import type { PaxState, PlayerID } from './types';

/**
 * PAX-WEALTH-1: 1 gold per occupied province, 2 per trade token on the map, +1 per trade token (any colour) in
 * each trade centre the player occupies. PAX-GOV-2: an oligarchy earns 2 more per trade centre where it has two
 * tokens or more.
 */
export function income(G: PaxState, f: PlayerFaction): number {
  let gold = GOLD_PER_TRADE * holdingsOf(G, 'trade', f);
  const oligarchy = G.realms[f]?.government === 'oligarchy';
  for (const p of PROVINCES) {
    if (isOccupied(G, p, f)) {
      gold += TAX_PER_PROVINCE;
      if (isTradeCentre(p)) {
        for (const n of Object.values(G.trade[p] ?? {})) gold += TRADE_CENTRE_BONUS * (n ?? 0);
      }
    }
    if (oligarchy && isTradeCentre(p) && (G.trade[p]?.[f] ?? 0) >= 2) gold += OLIGARCHY_BONUS;
  }
  return gold;
}

/**
 * PAX-RANK-1: most influential first; ties go to stability, then gold, then income. D-LAST-TIE: a tie on all
 * four ranks the Macedonians lowest, then Romans, Arverni, Germans, Carthaginians, so that on the first turn
 * "the Greeks" are the least influential and place their orders first (PAX-ORDER-1).
 */
export function ranking(G: PaxState): PlayerFaction[] {
  const key = (f: PlayerFaction) => {
    const r = G.realms[f]!;
    return [r.influence, r.stability, r.gold, income(G, f), PLAYER_FACTIONS.indexOf(f)];
  };
  const keys = new Map(factionsInPlay(G).map((f) => [f, key(f)]));
  return factionsInPlay(G).sort((a, b) => {
    const ka = keys.get(a)!;
    const kb = keys.get(b)!;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  });
}

export const rankedPlayers = (G: PaxState): PlayerID[] => ranking(G).map((f) => G.realms[f]!.player);
