/** Stability (PAX-STAB-*): losing it, regaining it, the small-realm reset. */
import { MAX_STABILITY, SMALL_REALM, START_STABILITY, STABILITY_LOSS } from '../data/constants';
import type { PlayerFaction } from '../data/factions';
import { capitalProvince } from './board';
import { withoutKey, writable } from './clone';
import { desert } from './holding';
import type { Journal } from './journal';
import { factionsInPlay, piecesAt, territoriesOf } from './state';
import type { PaxState } from './types';

/**
 * PAX-STAB-2: lose `n` stability points. Each point lost costs what D-STABILITY-LOSS gives for the level
 * reached; reaching 0 divides the realm (PAX-STAB-4). PAX-GOV-1: a theocracy loses a second point for each one,
 * paying both effects.
 */
export function loseStability(G: PaxState, f: PlayerFaction, n: number, journal: Journal, cause: string): void {
  const realm = G.realms[f];
  if (!realm || n <= 0) return;
  const points = realm.government === 'theocracy' ? 2 * n : n;
  for (let i = 0; i < points; i++) {
    if (realm.stability <= 0) break;
    realm.stability -= 1;
    if (realm.stability === 0) {
      divide(G, f, journal);
      break;
    }
    const effect = STABILITY_LOSS[realm.stability];
    const deserted = desert(G, f, effect.desert, journal);
    const lost = Math.min(realm.influence, effect.influence);
    realm.influence -= lost;
    journal.push({ kind: 'stability-lost', rule: 'PAX-STAB-2', faction: f, cause, stability: realm.stability, deserted, influence: lost });
  }
  resetSmallRealms(G, journal);
}

/**
 * PAX-STAB-4 (D-DIVISION): at 0 the realm splits: every territory holding none of its pieces, except the
 * capital, becomes free land; the survivors rally at stability 1. Land is lost as soon as it is emptied
 * (PAX-HOLD-1), so only land kept after a battle that destroyed both sides (PAX-BATTLE-8) is left to split off.
 */
function divide(G: PaxState, f: PlayerFaction, journal: Journal): void {
  const capital = capitalProvince(f);
  const lost = territoriesOf(G, f).filter((p) => p !== capital && piecesAt(G, p, f) === 0);
  // A new map even when nothing is lost: `settle` reads a new owners' map as land that may have changed hands.
  writable(G, 'owner');
  for (const p of lost) G.owner = withoutKey(G.owner, p);
  G.realms[f]!.stability = 1;
  journal.push({ kind: 'realm-divided', rule: 'PAX-STAB-4', faction: f, lost });
}

/** PAX-STAB-3: a player with three territories or fewer is always back at full stability. */
export function resetSmallRealms(G: PaxState, journal: Journal = []): void {
  let shaken = false;
  for (const f of factionsInPlay(G)) if (G.realms[f]!.stability !== START_STABILITY) shaken = true;
  if (!shaken) return;
  const count: Partial<Record<string, number>> = {};
  for (const p in G.owner) {
    const f = G.owner[p as keyof typeof G.owner]!;
    count[f] = (count[f] ?? 0) + 1;
  }
  for (const f of factionsInPlay(G)) {
    const realm = G.realms[f]!;
    if ((count[f] ?? 0) > SMALL_REALM || realm.stability === START_STABILITY) continue;
    realm.stability = START_STABILITY;
    journal.push({ kind: 'stability-restored', rule: 'PAX-STAB-3', faction: f, territories: count[f] ?? 0 });
  }
}

export const canGainStability = (G: PaxState, f: PlayerFaction): boolean =>
  (G.realms[f]?.stability ?? MAX_STABILITY) < MAX_STABILITY;
