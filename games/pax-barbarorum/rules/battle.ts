/** Battles (BARB-BATTLE-*), fought one by one at the end of the action phase. */
import { abandonIfEmpty, capture } from './land';
import { WINNER_CARDS } from '../data/constants';
import { isPlayerFaction, type FactionId, type Troops } from '../data/factions';
import { PROVINCES, type ProvinceId } from '../data/map';
import { isCapital, neighbours } from './board';
import { writable, writablePlayer } from './clone';
import type { Journal } from './journal';
import { arrive, hostilePresent, mayEnter } from './movement';
import { allied, atWar } from './relations';
import { armiesAt, armyOf, killPieces, piecesAt, playerOf, removeTroops, total } from './state';
import type { Battle, PaxState, PlayerID } from './types';

/** BARB-BATTLE-1: the next pair of enemy armies in a province that has not fought this phase. */
export function findBattle(G: PaxState, p: ProvinceId, fought: readonly string[]): Battle | null {
  const list = armiesAt(G, p);
  const owner = G.owner[p];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const x = list[i].f;
      const y = list[j].f;
      if (!atWar(G, x, y)) continue;
      // The owner defends; otherwise the army that was there first.
      const [defender, attacker] = y === owner ? [y, x] : [x, y];
      if (fought.includes(`${p}:${defender}:${attacker}`)) continue;
      return { province: p, attacker, defender, bonus: [bonus(G, p, attacker, defender), bonus(G, p, defender, attacker)] };
    }
  }
  return null;
}

/** Legions in an army (BARB-FACTION-2): 6 soldiers, 2 archers and 1 cavalry each. */
export const legions = (t: Troops): number => Math.min(Math.floor(t.s / 6), Math.floor(t.a / 2), t.c);

/**
 * Free Tactics & experience cards a side counts in step 3: BARB-FACTION-2, Romans +2 per legion present when the
 * battle starts; BARB-FACTION-4, Germans +2 in their own territory and +1 against the Romans anywhere.
 */
export function bonus(G: PaxState, p: ProvinceId, side: FactionId, enemy: FactionId): number {
  if (side === 'rom') return 2 * legions(armyOf(G, p, 'rom') ?? { s: 0, a: 0, c: 0 });
  if (side === 'ger') return (G.owner[p] === 'ger' ? 2 : 0) + (enemy === 'rom' ? 1 : 0);
  return 0;
}

/** BARB-FACTION-3: the Arverni use at most one Tactics & experience card per battle; the others as many as they hold. */
export const cardsPerBattle = (f: FactionId): number => (f === 'arv' ? 1 : Infinity);

/** The Tactics & experience cards faction `f` may commit to a battle now. */
export const maxCommit = (G: PaxState, f: FactionId): number => {
  const player = playerOf(G, f);
  if (!player) return 0;
  return Math.min(cardsPerBattle(f), G.players[player].hand.tactics);
};

const alive = (G: PaxState, b: Battle) => piecesAt(G, b.province, b.attacker) > 0 && piecesAt(G, b.province, b.defender) > 0;

/**
 * Steps 1 and 2, before any card is shown. BARB-BATTLE-2: the attacker of a capital loses a piece.
 * BARB-BATTLE-3 (BARB-FACTION-5): a Carthaginian army with cavalry destroys an enemy piece.
 */
export function openingSteps(G: PaxState, b: Battle, journal: Journal): void {
  const p = b.province;
  if (isCapital(p)) {
    killPieces(G, p, b.attacker, 1);
    journal?.push({ kind: 'capital-assault', rule: 'BARB-BATTLE-2', province: p, loser: b.attacker });
  }
  for (const [side, enemy] of [[b.attacker, b.defender], [b.defender, b.attacker]] as const) {
    if (!alive(G, b)) return;
    if (side === 'car' && (armyOf(G, p, 'car')?.c ?? 0) > 0) {
      killPieces(G, p, enemy, 1);
      journal?.push({ kind: 'elephants', rule: 'BARB-BATTLE-3', province: p, loser: enemy });
    }
  }
}

/** Players who must secretly commit cards for this battle (BARB-BATTLE-4), attacker first. */
export function committers(G: PaxState, b: Battle): PlayerID[] {
  if (!alive(G, b)) return [];
  return [b.attacker, b.defender].map((f) => playerOf(G, f)).filter((x): x is PlayerID => x !== null);
}

const diversity = (t: Troops) => (t.s > 0 ? 1 : 0) + (t.a > 0 ? 1 : 0) + (t.c > 0 ? 1 : 0);

/**
 * Steps 3 to 5 once both sides are locked in. BARB-BATTLE-4: cards are shown together and discarded; each side
 * loses as many pieces as the cards (and free cards) of the other. BARB-BATTLE-5: the more varied army, then
 * the larger one, destroys a piece.
 */
export function closingSteps(G: PaxState, b: Battle, commits: [number, number], journal: Journal): void {
  const p = b.province;
  if (alive(G, b)) {
    const hitDefender = commits[0] + b.bonus[0];
    const hitAttacker = commits[1] + b.bonus[1];
    killPieces(G, p, b.attacker, hitAttacker);
    killPieces(G, p, b.defender, hitDefender);
    journal?.push({ kind: 'tactics-revealed', rule: 'BARB-BATTLE-4', province: p, attacker: b.attacker, defender: b.defender, attackerCards: commits[0], defenderCards: commits[1], attackerBonus: b.bonus[0], defenderBonus: b.bonus[1] });
  }
  if (alive(G, b)) {
    const da = diversity(armyOf(G, p, b.attacker)!);
    const dd = diversity(armyOf(G, p, b.defender)!);
    if (da !== dd) {
      killPieces(G, p, da > dd ? b.defender : b.attacker, 1);
      journal?.push({ kind: 'diversity', rule: 'BARB-BATTLE-5', province: p, loser: da > dd ? b.defender : b.attacker });
    }
  }
  if (alive(G, b)) {
    const na = piecesAt(G, p, b.attacker);
    const nd = piecesAt(G, p, b.defender);
    if (na !== nd) {
      killPieces(G, p, na > nd ? b.defender : b.attacker, 1);
      journal?.push({ kind: 'numbers', rule: 'BARB-BATTLE-5', province: p, loser: na > nd ? b.defender : b.attacker });
    }
  }
}

/** Is the battle over with a winner, a mutual destruction, or still undecided? */
export function battleOver(G: PaxState, b: Battle): boolean {
  return !alive(G, b);
}

/**
 * BARB-BATTLE-7: the winner of a battle draws two Tactics & experience cards (BARB-D-WINNER-CARDS: what is left when the
 * supply runs short); a winner that attacked takes the land.
 */
export function declareWinner(G: PaxState, b: Battle, winner: FactionId, journal: Journal): void {
  const p = b.province;
  const player = playerOf(G, winner);
  let drawn = 0;
  if (player) {
    drawn = Math.min(WINNER_CARDS, G.supply.tactics);
    writable(G, 'supply').tactics -= drawn;
    writablePlayer(G, player).hand.tactics += drawn;
  }
  journal?.push({ kind: 'battle-won', rule: 'BARB-BATTLE-7', province: p, winner, cards: drawn });
  const owner = G.owner[p];
  if (!hostilePresent(G, winner, p) && (owner === undefined || atWar(G, winner, owner))) capture(G, p, winner, journal);
}

/**
 * After the five steps, either side gone ends the battle. BARB-HOLD-1: an owner destroyed by a winner who could not
 * take the land (another enemy army stands there) loses it all the same. BARB-BATTLE-8: both gone, nobody draws and
 * the owner keeps the land, empty: the one exception to BARB-HOLD-1.
 */
export function settleBattle(G: PaxState, b: Battle, journal: Journal): 'done' | 'undecided' {
  const a = piecesAt(G, b.province, b.attacker) > 0;
  const d = piecesAt(G, b.province, b.defender) > 0;
  if (a && d) return 'undecided';
  if (a || d) {
    declareWinner(G, b, a ? b.attacker : b.defender, journal);
    abandonIfEmpty(G, b.province, journal);
  } else journal?.push({ kind: 'both-destroyed', rule: 'BARB-BATTLE-8', province: b.province, attacker: b.attacker, defender: b.defender });
  return 'done';
}

/** BARB-BATTLE-6: where a side may retreat: a neighbouring province of its own, an ally's, or free, with no enemy in it. */
export function retreats(G: PaxState, b: Battle, side: FactionId): ProvinceId[] {
  const army = armyOf(G, b.province, side);
  if (!army) return [];
  return neighbours(b.province).filter((n) => {
    const owner = G.owner[n];
    if (owner !== undefined && owner !== side && !allied(G, side, owner)) return false;
    return mayEnter(G, side, n, army.c) && !hostilePresent(G, side, n);
  });
}

/**
 * BARB-BATTLE-6: a side retreats with its whole army; the side that stays has won. The retreating army enters its
 * province as a moving army does, so it takes free land (BARB-MOVE-3); the land it left is the winner's or is lost
 * (BARB-HOLD-1).
 */
export function retreat(G: PaxState, b: Battle, side: FactionId, to: ProvinceId, journal: Journal, player?: PlayerID): void {
  const army = armyOf(G, b.province, side)!;
  const troops: Troops = { s: army.s, a: army.a, c: army.c };
  removeTroops(G, b.province, side, troops);
  journal?.push({ kind: 'retreated', rule: 'BARB-BATTLE-6', player, province: b.province, faction: side, to, pieces: total(troops) });
  arrive(G, side, to, troops, journal);
  declareWinner(G, b, side === b.attacker ? b.defender : b.attacker, journal);
  abandonIfEmpty(G, b.province, journal);
}

export const battleKey = (b: Battle): string => `${b.province}:${b.defender}:${b.attacker}`;

/** Player factions take part in battles through their seat; others never retreat and commit nothing. */
export const sidePlayer = (G: PaxState, f: FactionId): PlayerID | null => (isPlayerFaction(f) ? playerOf(G, f) : null);

export const BOARD_ORDER = PROVINCES;
