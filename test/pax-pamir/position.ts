/**
 * Positions for the tests, built through one helper from plain data that reads like a table:
 *
 *   position({
 *     players: { 0: { loyalty: 'british', hand: [8], court: [5, [12, { 1: 2 }]] } },
 *     tribes: { kabul: { 0: 2 } }, armies: { kabul: { british: 1 } }, roads: { 'kabul-punjab': { british: 1 } },
 *     market: [[20, [21, 3]], [22]],   // row 0: card 20, card 21 with 3 rupees; row 1: card 22
 *   })
 *
 * Unlisted players are loyal to british ('0'), russian ('1'), afghan ('2'), then british again.
 */
import type { Ctx } from 'boardgame.io';
import { expect } from 'vitest';
import type { CardAction } from '../../games/pax-pamir/data/court-cards';
import { applyStep, isLegalAction, isLegalStep, startAction } from '../../games/pax-pamir/rules/actions';
import { HeadlessMatch } from '../../games/headless';
import type { CardId } from '../../games/pax-pamir/data/cards';
import { BORDERS, REGIONS, type Border, type Coalition, type Region, type Suit } from '../../games/pax-pamir/data/map';
import { game } from '../../games/pax-pamir/game';
import { freezeNew } from '../../games/pax-pamir/rules/cow';
import { run } from '../../games/pax-pamir/rules/flow';
import { wakhanAutoma } from '../../games/pax-pamir/rules/wakhan';
import { syncLoyalty } from '../../games/pax-pamir/rules/wakhan/ai-card';
import { initialWakhan } from '../../games/pax-pamir/rules/wakhan/setup';
import { emptyTurn, type PaxState, type PlayerID, type Task } from '../../games/pax-pamir/rules/state';

export interface PlayerSpec {
  hand?: CardId[];
  /** Court cards left to right; [card, spies] to put spies on a card. */
  court?: (CardId | [CardId, Record<string, number>])[];
  rupees?: number;
  loyalty?: Coalition | null;
  /** Gift spaces taken, from the 2-rupee one. */
  gifts?: number;
  prizes?: CardId[];
  score?: number;
}

export interface PositionSpec {
  numPlayers?: number;
  favored?: Suit;
  players?: Record<string, PlayerSpec>;
  tribes?: Partial<Record<Region, Record<string, number>>>;
  armies?: Partial<Record<Region, Partial<Record<Coalition, number>>>>;
  roads?: Partial<Record<Border, Partial<Record<Coalition, number>>>>;
  /** Two rows, left to right: a card, [card, rupees], or null for an empty space. */
  market?: (CardId | [CardId, number] | null)[][];
  /** The deck, top card FIRST (reversed into the state, whose top is last). */
  deck?: CardId[];
  discard?: CardId[];
  pending?: Task[];
  actions?: number;
  currentPlayer?: PlayerID;
  /** Wakhan in the last seat, with her face-up AI card and the next AI cards (top first). */
  wakhan?: { card: number; next?: number[] };
}

const DEFAULT_LOYALTY: Coalition[] = ['british', 'russian', 'afghan', 'british', 'russian'];

/**
 * A position as a move sees it: every part frozen (so a rule that forgets to copy before writing fails,
 * see rules/cow.ts) except the root, which the rules may change.
 */
export function position(spec: PositionSpec = {}): PaxState {
  const G = build(spec);
  if (spec.wakhan) {
    const seat = String((spec.numPlayers ?? 3) - 1);
    G.wakhan = { ...initialWakhan(seat), card: spec.wakhan.card, turns: 1 };
    G.secret.wakhanDeck = [...(spec.wakhan.next ?? [1])].reverse();
    if (spec.players?.[seat]?.loyalty === undefined) G.players[seat].loyalty = null;
    syncLoyalty(G);
  }
  for (const key in G) freezeNew(G[key as keyof PaxState]);
  return G;
}

function build(spec: PositionSpec): PaxState {
  const n = spec.numPlayers ?? 3;
  const ids = Array.from({ length: n }, (_, i) => String(i));
  const zero = () => ({ afghan: 0, british: 0, russian: 0 });
  const regions = Object.fromEntries(
    REGIONS.map((region) => [
      region,
      {
        tribes: Object.fromEntries(ids.map((id) => [id, spec.tribes?.[region]?.[id] ?? 0])),
        armies: { ...zero(), ...spec.armies?.[region] },
      },
    ]),
  ) as PaxState['regions'];
  const roads = Object.fromEntries(BORDERS.map((border) => [border, { ...zero(), ...spec.roads?.[border] }])) as PaxState['roads'];
  const players = Object.fromEntries(
    ids.map((id, i) => {
      const p = spec.players?.[id] ?? {};
      return [
        id,
        {
          hand: [...(p.hand ?? [])],
          court: (p.court ?? []).map((c) => (Array.isArray(c) ? { card: c[0], spies: { ...c[1] } } : { card: c, spies: {} })),
          rupees: p.rupees ?? 4,
          loyalty: p.loyalty === undefined ? DEFAULT_LOYALTY[i] : p.loyalty,
          gifts: [0, 1, 2].map((space) => space < (p.gifts ?? 0)),
          prizes: [...(p.prizes ?? [])],
          score: p.score ?? 0,
        },
      ];
    }),
  );
  const row = (cells: (CardId | [CardId, number] | null)[] | undefined) =>
    Array.from({ length: 6 }, (_, col) => {
      const cell = cells?.[col] ?? null;
      if (cell === null) return null;
      return Array.isArray(cell) ? { card: cell[0], rupees: cell[1] } : { card: cell, rupees: 0 };
    });
  return {
    favored: spec.favored ?? 'political',
    firstChooser: String((Number(spec.currentPlayer ?? '0') + 1) % n),
    market: [row(spec.market?.[0]), row(spec.market?.[1])],
    regions,
    roads,
    players,
    discard: [...(spec.discard ?? [])],
    effects: [],
    turn: { ...emptyTurn(), actions: spec.actions ?? 0 },
    endedTurn: 0,
    pending: [...(spec.pending ?? [])],
    checks: [],
    secret: { deck: [...(spec.deck ?? [])].reverse() },
  };
}

/** Run the task engine as a move would. */
export const settle = (G: PaxState) => run(G, wakhanAutoma);

/**
 * A match in the play phase starting from `G`, driven through boardgame.io's reducer like the server,
 * with `currentPlayer` ('0' unless the position says otherwise through firstChooser) to play.
 */
export function matchFrom(G: PaxState, numPlayers = Object.keys(G.players).length): HeadlessMatch {
  const phases = game.phases!;
  const start = JSON.parse(JSON.stringify(G)) as PaxState;
  const variant = {
    ...game,
    setup: () => start,
    phases: { loyalty: { ...phases.loyalty, start: false }, play: { ...phases.play, start: true } },
  };
  return new HeadlessMatch(variant, { numPlayers, seed: 'test' });
}

export const G_of = (match: HeadlessMatch) => match.state.G as PaxState;
export const ctxOf = (match: HeadlessMatch): Ctx => match.state.ctx;

/** Take an action through the rules, as the `action` move does, checking it is legal first. */
export function act(G: PaxState, player: string, card: number, action: CardAction, target: string | null = null, offer = 0) {
  expect(isLegalAction(G, player, card, action, target, offer), `${action} with ${card} (${target}) is legal`).toBe(true);
  const result = startAction(G, player, card, action, target, offer);
  settle(G);
  return result;
}

/** Do one step of the task on top, checking it is offered. */
export function step(G: PaxState, player: string, option: string) {
  expect(isLegalStep(G, player, option), `${option} is offered`).toBe(true);
  applyStep(G, option);
  settle(G);
}
