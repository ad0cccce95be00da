/**
 * A position written in a compact card notation (the rulebook's examples, teachers' positions), built into a
 * game state, and the check that a state is consistent. A card is its category letter and its symbols,
 * optionally its printed value: `F2` (a Fleet with 2 symbols), `L1$2` (a Land with 1 symbol worth 2 Aurei).
 * Letters: L Land, I Intrigue, R Religion, S Senator, W Wealth, F Fleet, A Army, E Scout (exploratorius),
 * D Adversary, M Militia.
 */
import { success, type Result } from '../../result';
import { BASE_CARD_COUNT, CARD_FACES, COPY_CARD_COUNT, isCardId, type CardId, type Category } from '../data/cards';
import { RETURNED_TO_BOX, ROME_HIDDEN } from '../data/setup';
import { militaryLimit } from './powers';
import { freshTurn, legionCount, seatIds, type Shuffle } from './setup';
import { symbols } from './symbols';
import type { PaxState, PlayerId, TurnState } from './types';

const LETTERS: Record<string, Category> = {
  L: 'land', I: 'intrigue', R: 'religion', S: 'senator', W: 'wealth', F: 'fleet', A: 'army',
  E: 'scout', D: 'adversary', M: 'militia',
};

/** A position as plain data; it may be inconsistent until `positionProblem` says otherwise. */
export interface PositionSpec {
  numPlayers: number;
  expansion: boolean;
  round: number;
  firstPlayer: PlayerId;
  primus: PlayerId | null;
  /** The turn under way: whose it is and how far it went. */
  turn: Partial<TurnState> & { player: PlayerId };
  areas: Record<PlayerId, string>;
  hands: Record<PlayerId, string>;
  coins: Record<PlayerId, number>;
  legions: string[];
  rome: string;
  /** Rome's face-down cards in notation, or left to chance (taken from the shuffled cards left). */
  romeHidden?: string;
  /** Cards in the deck, taken at random from the cards not named in the position. */
  deck: number;
}

/** Hands out distinct card ids of one copy of the game for tokens, the lowest free id first. */
class CardPicker {
  readonly used = new Set<CardId>();

  /** Ids 0 to `limit` - 1: the copy of the game in use. */
  constructor(readonly limit: number) {}

  take(token: string): CardId {
    const match = /^([LIRSWFAEDM])([12])(?:\$([1-4]))?$/.exec(token);
    if (!match) throw new Error(`bad card token ${token}`);
    const category = LETTERS[match[1]];
    for (let id = 0; id < this.limit; id++) {
      const face = CARD_FACES[id];
      if (this.used.has(id) || face.category !== category || face.symbols !== Number(match[2])) continue;
      if (match[3] !== undefined && face.value !== Number(match[3])) continue;
      this.used.add(id);
      return id;
    }
    throw new Error(`no card left for ${token}`);
  }

  list(notation: string): CardId[] {
    return notation.trim() === '' ? [] : notation.trim().split(/\s+/).map((token) => this.take(token));
  }
}

/**
 * The state of a position. The cards it does not name are shuffled; Rome's face-down cards (when not named)
 * and the deck are taken from them, the rest stays in the box unseen, as at the setup (PAX-SETUP-2).
 */
export function buildPosition(spec: PositionSpec, shuffle: Shuffle): PaxState {
  const picker = new CardPicker(spec.expansion ? COPY_CARD_COUNT : BASE_CARD_COUNT);
  const players: PaxState['players'] = {};
  const areas: PaxState['areas'] = {};
  for (const id of seatIds(spec.numPlayers)) {
    areas[id] = picker.list(spec.areas[id] ?? '');
    players[id] = { hand: picker.list(spec.hands[id] ?? ''), coins: spec.coins[id] ?? 0, drawn: [] };
  }
  const legions = spec.legions.map((group) => picker.list(group));
  const rome = picker.list(spec.rome);
  const named = spec.romeHidden === undefined ? null : picker.list(spec.romeHidden);
  const unseen = shuffle(Array.from({ length: picker.limit }, (_, id) => id).filter((id) => !picker.used.has(id)));
  const romeHidden = named ?? unseen.splice(0, ROME_HIDDEN);
  const deck = unseen.slice(0, spec.deck);
  // The keys in the order of every turn record (rules/update.ts writes them in that order).
  const turn: TurnState = { ...freshTurn(spec.turn.player, 0), ...spec.turn };
  return {
    expansion: spec.expansion,
    soloLevel: 0,
    legions,
    rome,
    areas,
    primus: spec.primus,
    firstPlayer: spec.firstPlayer,
    round: spec.round,
    romeSeenBy: [],
    turn,
    players,
    secret: { deck, romeHidden },
  };
}

/** The cards a match of `numPlayers` uses at most (1–4 players: one copy less the cards left in the box). */
export function cardsInPlay(numPlayers: number, expansion: boolean): number {
  const copy = expansion ? COPY_CARD_COUNT : BASE_CARD_COUNT;
  return copy - RETURNED_TO_BOX[expansion ? 'nocturnus' : 'base'][numPlayers];
}

/**
 * Why a multiplayer position of 2–4 players cannot be played, or undefined: every card once and of the
 * game, the right number of legions and of Rome's face-down cards, the holders of the Primus cards among
 * the players, the Primus Conspiratus with the most Intrigue (PAX-PRIMUS-1), the Fleet/Army limit kept in
 * every play area (PAX-POWER-1/2), no card being placed, Aurei never negative.
 */
export function positionProblem(G: PaxState): string | undefined {
  const seats = Object.keys(G.players);
  const cards: CardId[] = [...G.secret.deck, ...G.secret.romeHidden, ...G.rome, ...G.legions.flat()];
  for (const id of seats) cards.push(...G.players[id].hand, ...G.players[id].drawn, ...(G.areas[id] ?? []));
  if (!cards.every(isCardId)) return 'not-a-card';
  if (new Set(cards).size !== cards.length) return 'card-twice';
  const copy = G.expansion ? COPY_CARD_COUNT : BASE_CARD_COUNT;
  if (cards.some((id) => id >= copy)) return 'card-not-in-game';
  if (cards.length > cardsInPlay(seats.length, G.expansion)) return 'too-many-cards';
  if (G.legions.length !== legionCount(seats.length)) return 'legion-count';
  if (G.secret.romeHidden.length !== ROME_HIDDEN) return 'rome-face-down-count';
  if (!seats.includes(G.firstPlayer) || !seats.includes(G.turn.player)) return 'unknown-seat';
  if (G.primus !== null && !seats.includes(G.primus)) return 'unknown-seat';
  if (seats.some((id) => G.players[id].coins < 0 || G.players[id].drawn.length > 0)) return 'player-state';
  const overLimit = (area: readonly CardId[]) =>
    symbols(area, 'fleet') > militaryLimit(area) || symbols(area, 'army') > militaryLimit(area);
  if (seats.some((id) => overLimit(G.areas[id]))) return 'fleet-army-limit';
  const intrigue = (id: PlayerId) => symbols(G.areas[id], 'intrigue');
  if (G.primus === null ? seats.some((id) => intrigue(id) > 0) : seats.some((id) => intrigue(id) > intrigue(G.primus as PlayerId)))
    return 'primus-conspiratus';
  return undefined;
}

/** A rulebook position checked (games/result.ts): its state, or why it cannot be played. */
export type ScenarioResult = Result<PaxState, 'bad-notation' | 'impossible-position', { detail: string }>;

/**
 * The state of a position (`buildPosition`), checked: a card token that names no card left is `bad-notation`,
 * a position `positionProblem` refuses is `impossible-position` (its detail: the problem's code).
 */
export function scenarioState(spec: PositionSpec, shuffle: Shuffle): ScenarioResult {
  let G: PaxState;
  try {
    G = buildPosition(spec, shuffle);
  } catch (error) {
    return { ok: false, problem: 'bad-notation', detail: (error as Error).message };
  }
  const problem = positionProblem(G);
  return problem === undefined ? success(G) : { ok: false, problem: 'impossible-position', detail: problem };
}
