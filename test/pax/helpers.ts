/**
 * Positions for the PAX tests, in a compact card notation: a card is its category letter and its symbols,
 * optionally its value: `F2` (a Fleet card with 2 symbols), `L1$2` (a Land card with 1 symbol worth 2).
 * Letters: L Land, I Intrigue, R Religion, S Senator, W Wealth, F Fleet, A Army, E Scout (exploratorius),
 * D Adversary, M Militia. Each token becomes a distinct card of the game.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { CARD_FACES, cardFace, COPY_CARD_COUNT, type CardId, type Category } from '../../games/pax/data/cards';
import { game } from '../../games/pax/game';
import { HeadlessMatch } from '../../games/headless';
import { freshTurn } from '../../games/pax/rules/setup';
import type { PaxState, PlayerId, TurnState } from '../../games/pax/rules/types';

const LETTERS: Record<string, Category> = {
  L: 'land', I: 'intrigue', R: 'religion', S: 'senator', W: 'wealth', F: 'fleet', A: 'army',
  E: 'scout', D: 'adversary', M: 'militia',
};

/** Hands out distinct card ids matching tokens. */
export class Cards {
  private readonly used = new Set<CardId>();

  take(token: string): CardId {
    const match = /^([LIRSWFAEDM])([12])(?:\$([1-4]))?$/.exec(token);
    if (!match) throw new Error(`bad card token ${token}`);
    const category = LETTERS[match[1]];
    const symbols = Number(match[2]);
    const value = match[3] ? Number(match[3]) : undefined;
    for (let id = 0; id < 2 * COPY_CARD_COUNT; id++) {
      const face = CARD_FACES[id % COPY_CARD_COUNT];
      if (this.used.has(id) || face.category !== category || face.symbols !== symbols) continue;
      if (value !== undefined && face.value !== value) continue;
      this.used.add(id);
      return id;
    }
    throw new Error(`no card left for ${token}`);
  }

  list(notation: string): CardId[] {
    return notation.trim() === '' ? [] : notation.trim().split(/\s+/).map((token) => this.take(token));
  }

  /** `count` cards not used yet, for decks. */
  filler(count: number): CardId[] {
    const result: CardId[] = [];
    for (let id = 0; result.length < count; id++) {
      if (!this.used.has(id)) {
        this.used.add(id);
        result.push(id);
      }
    }
    return result;
  }
}

/** Writes cards back in the notation (symbols and category only), sorted, for readable assertions. */
export function notation(cards: readonly CardId[]): string {
  const letter = (category: Category) => Object.keys(LETTERS).find((key) => LETTERS[key] === category);
  return cards.map((id) => `${letter(cardFace(id).category)}${cardFace(id).symbols}`).sort().join(' ');
}

export interface PositionSpec {
  players?: number;
  expansion?: boolean;
  soloLevel?: number;
  areas?: Record<PlayerId, string>;
  hands?: Record<PlayerId, string>;
  drawn?: Record<PlayerId, string>;
  coins?: Record<PlayerId, number>;
  legions?: string[];
  rome?: string;
  romeHidden?: string;
  /** The deck, top first, in notation, or a number of filler cards. */
  deck?: string | number;
  primus?: PlayerId | null;
  firstPlayer?: PlayerId;
  turn?: Partial<TurnState>;
}

/** The one way the tests build a position: everything unspecified is empty (5 Aurei each, deck of 20). */
export function position(spec: PositionSpec = {}): PaxState {
  const cards = new Cards();
  const n = spec.players ?? 2;
  const players: PaxState['players'] = {};
  const areas: PaxState['areas'] = {};
  for (let i = 0; i < n; i++) {
    const id = String(i);
    areas[id] = cards.list(spec.areas?.[id] ?? '');
    players[id] = { hand: cards.list(spec.hands?.[id] ?? ''), coins: spec.coins?.[id] ?? 5, drawn: cards.list(spec.drawn?.[id] ?? '') };
  }
  const legions = (spec.legions ?? Array.from({ length: n === 1 ? 3 : n + 1 }, () => '')).map((l) => cards.list(l));
  const rome = cards.list(spec.rome ?? '');
  const romeHidden = cards.list(spec.romeHidden ?? 'S1 S1 S1');
  const deck = typeof spec.deck === 'string' ? cards.list(spec.deck) : cards.filler(spec.deck ?? 20);
  return {
    expansion: spec.expansion ?? false,
    soloLevel: spec.soloLevel ?? 0,
    legions,
    rome,
    areas,
    primus: spec.primus ?? null,
    firstPlayer: spec.firstPlayer ?? '0',
    round: 1,
    romeSeenBy: [],
    turn: { ...freshTurn(spec.firstPlayer ?? '0', 0), ...spec.turn },
    players,
    secret: { deck, romeHidden },
  };
}

/**
 * A headless match in the play phase at `G`, `current` to move: the opening is played with the first
 * enumerated choices, then the state is replaced (the turn order is walked to `current`).
 */
export function matchAt(G: PaxState, current: PlayerId = G.firstPlayer, setupData: Record<string, unknown> = {}): HeadlessMatch {
  const numPlayers = Object.keys(G.players).length;
  const data = { expansion: G.expansion, ...(numPlayers === 1 ? { soloLevel: G.soloLevel || 1 } : {}), ...setupData };
  const match = new HeadlessMatch(game, { numPlayers, setupData: data, seed: 'helpers' });
  while (match.ctx.phase === 'opening') {
    const player = match.nextPlayer!;
    const [choice] = match.enumerate(player);
    const result = match.move(player, choice.move, choice.args);
    if (!result.ok) throw new Error('opening move refused');
  }
  const ctx: Ctx = { ...match.ctx, currentPlayer: current, playOrderPos: Number(current) };
  match.state = { ...match.state, G: { ...structuredClone(G), turn: { ...G.turn, player: current, number: ctx.turn } }, ctx };
  return match;
}

/** Refused moves make boardgame.io print an error each; the tests that refuse moves on purpose call this. */
export function quietRefusals(): void {
  let spy: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => spy.mockRestore());
}
