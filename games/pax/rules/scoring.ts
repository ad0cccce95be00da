/** The end of the game: who wins and the points (PAX-WIN-*, PAX-SCORE-*, PAX-SOLO-5, PAX-NSOLO-2). */
import { BASE_CATEGORIES, CATEGORIES, type CardId, type Category } from '../data/cards';
import { POINTS, ROME_WIN_CATEGORIES } from '../data/setup';
import { cardsOf, strength } from './symbols';
import type { PaxState, PlayerId } from './types';

/** What the final scoring reads: everything face up at the end. */
export interface FinalPosition {
  expansion: boolean;
  soloLevel: number;
  /** All of Rome's cards, the face-down ones revealed (PAX-WIN-0). */
  rome: readonly CardId[];
  areas: Record<PlayerId, readonly CardId[]>;
  /** Aurei plus one per card in hand (PAX-SCORE-1). */
  money: Record<PlayerId, number>;
  primus: PlayerId | null;
}

export interface ScoreLine {
  /** Categories with at least one card in the play area: 2 points each. */
  categories: number;
  /** Categories where the player has more than Rome: 3 points each. */
  stronger: Category[];
  /** Fleet and Army strength, bonuses included: 1 point each. */
  fleet: number;
  army: number;
  primus: boolean;
  money: number;
  richest: boolean;
  points: { categories: number; stronger: number; fleet: number; army: number; primus: number; money: number };
  total: number;
}

export interface SoloResult {
  level: number;
  /** Categories the player must beat Rome in. */
  required: number;
  stronger: Category[];
  /** Categories missing from the play area (all must be there). */
  missing: Category[];
  won: boolean;
}

export interface FinalResult {
  /** Rome's strength per category in play. */
  rome: Partial<Record<Category, number>>;
  /** Categories where Rome has at least as much as every player. */
  romeCategories: Category[];
  romeWins: boolean;
  scores: Record<PlayerId, ScoreLine>;
  winners: PlayerId[];
  winner?: PlayerId;
  solo?: SoloResult;
}

export function categoriesInPlay(expansion: boolean): readonly Category[] {
  return expansion ? CATEGORIES : BASE_CATEGORIES;
}

/** PAX-SOLO-5 / PAX-NSOLO-2: categories to beat Rome in: 3–7 for levels 1–5, 6–10 with Nocturnus. */
export function soloRequirement(level: number, expansion: boolean): number {
  return level + (expansion ? 5 : 2);
}

export function finalScore(position: FinalPosition): FinalResult {
  const categories = categoriesInPlay(position.expansion);
  const players = Object.keys(position.areas);
  const rome: Partial<Record<Category, number>> = {};
  for (const category of categories) rome[category] = strength(position.rome, category);
  const romeCategories = categories.filter((category) =>
    players.every((p) => strength(position.areas[p], category) <= (rome[category] as number)),
  );
  const richestMoney = Math.max(...players.map((p) => position.money[p]));
  const scores: Record<PlayerId, ScoreLine> = {};
  for (const p of players) {
    const area = position.areas[p];
    const played = categories.filter((category) => cardsOf(area, category) > 0).length;
    const stronger = categories.filter((category) => strength(area, category) > (rome[category] as number));
    const fleet = strength(area, 'fleet');
    const army = strength(area, 'army');
    const primus = position.primus === p;
    const richest = position.money[p] === richestMoney;
    const points = {
      categories: POINTS.category * played,
      stronger: POINTS.stronger * stronger.length,
      fleet: POINTS.military * fleet,
      army: POINTS.military * army,
      primus: primus ? POINTS.primus : 0,
      money: richest ? POINTS.money : 0,
    };
    const total = points.categories + points.stronger + points.fleet + points.army + points.primus + points.money;
    scores[p] = { categories: played, stronger, fleet, army, primus, money: position.money[p], richest, points, total };
  }
  if (position.soloLevel > 0) {
    const p = players[0];
    const stronger = scores[p].stronger;
    const missing = categories.filter((category) => cardsOf(position.areas[p], category) === 0);
    const required = soloRequirement(position.soloLevel, position.expansion);
    const won = missing.length === 0 && stronger.length >= required;
    const solo: SoloResult = { level: position.soloLevel, required, stronger, missing, won };
    return { rome, romeCategories, romeWins: !won, scores, winners: won ? [p] : [], ...(won ? { winner: p } : {}), solo };
  }
  // PAX-WIN-1 / PAX-NOC-9: Rome wins by matching every player in 4 of 7 (5 of 10) categories.
  const romeWins = romeCategories.length >= ROME_WIN_CATEGORIES[position.expansion ? 'nocturnus' : 'base'];
  let winners: PlayerId[];
  if (romeWins) winners = position.primus === null ? [] : [position.primus];
  else {
    const best = Math.max(...players.map((p) => scores[p].total));
    winners = players.filter((p) => scores[p].total === best);
  }
  return { rome, romeCategories, romeWins, scores, winners, ...(winners.length === 1 ? { winner: winners[0] } : {}) };
}

/** PAX-WIN-0: the final position of a game: Rome's face-down cards join Rome. */
export function finalPosition(G: PaxState): FinalPosition {
  const money: Record<PlayerId, number> = {};
  for (const p in G.players) money[p] = G.players[p].coins + G.players[p].hand.length;
  return {
    expansion: G.expansion,
    soloLevel: G.soloLevel,
    rome: [...G.rome, ...G.secret.romeHidden],
    areas: G.areas,
    money,
    primus: G.primus,
  };
}
