/**
 * Pax Pamir's bots' kit (games/pax-pamir/bots/): enumerate on a seat's view (PAMIR-HIDDEN-1), the determinizer
 * (hidden cards dealt from the unseen ones, counts and the deck's setup piles kept, PAMIR-SETUP-2, Wakhan's
 * next AI card's back kept, PAMIR-WAKHAN-HIDDEN-1), the fast path's own copy of G, and the results.
 */
import type { Ctx } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { paxPamir } from '../../games/pax-pamir';
import { enumerate } from '../../games/pax-pamir/ai';
import { COURT_CARD_IDS, DOMINANCE_CHECK_IDS, EVENT_IDS, isCourtCard, type CardId } from '../../games/pax-pamir/data/cards';
import { wakhanCard } from '../../games/pax-pamir/data/wakhan-cards';
import { pileSize } from '../../games/pax-pamir/rules/setup';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import type { PaxView } from '../../games/pax-pamir/view';
import { G_of, ctxOf, matchFrom, position } from './position';

const { game, bots } = paxPamir;
const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const viewOf = (G: PaxState, ctx: Ctx, seat: string) => sent(game.playerView!({ G, ctx, playerID: seat }) as PaxView);

/** A seeded random game played `moves` moves on (the seat choosing uniformly among the legal moves). */
function playedTo(moves: number, numPlayers = 3, setupData?: Record<string, boolean>): HeadlessMatch {
  const match = new HeadlessMatch(game, { numPlayers, setupData, seed: `kit-${numPlayers}-${moves}` });
  const choose = seededRng(`kit-${moves}`);
  for (let i = 0; i < moves && !match.isOver; i++) {
    const seat = match.nextPlayer!;
    const choices = match.enumerate(seat);
    const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
    match.move(seat, move, args);
  }
  return match;
}

/** Every card the view shows (market, courts, prizes, discard pile, the seat's own hand). */
function shown(view: PaxView): Set<CardId> {
  const cards = new Set<CardId>(view.discard);
  for (const row of view.market) for (const slot of row) if (slot) cards.add(slot.card);
  for (const p of Object.values(view.players)) {
    for (const slot of p.court) cards.add(slot.card);
    for (const card of [...p.prizes, ...(p.hand ?? [])]) cards.add(card);
  }
  return cards;
}

describe('PAMIR-HIDDEN-1: enumerate on a seat\'s view', () => {
  test('PAMIR-EVENT-114D: while another player discards from a hidden hand, the seat whose turn it is is offered nothing, on its view too', () => {
    const G = position({ players: { 0: { hand: [8] }, 1: { hand: [20, 21] } }, pending: [{ kind: 'discard', player: '1', from: 'one', count: 1 }] });
    const match = matchFrom(G);
    const [state, ctx] = [G_of(match), ctxOf(match)];
    // the seat whose turn it is must not be offered its actions while player 1 chooses a card
    expect(game.ai!.enumerate(state, ctx, '0')).toEqual([]);
    expect(enumerate(viewOf(state, ctx, '0'), ctx, '0')).toEqual([]);
    expect(enumerate(viewOf(state, ctx, '1'), ctx, '1')).toEqual([
      { move: 'discard', args: [20] },
      { move: 'discard', args: [21] },
    ]);
  });
});

describe('the determinizer', () => {
  const match = playedTo(40);
  const { G, ctx } = match.state;
  const seat = match.nextPlayer!;
  const view = viewOf(G, ctx, seat);
  const dealt = [seededRng('a'), seededRng('b')].map((rng) => bots.determinize(sent(view), ctx, seat, rng));

  test('shows the seat its very view and offers the same moves', () => {
    for (const D of dealt) {
      expect(viewOf(D, ctx, seat)).toEqual(view);
      expect(game.ai!.enumerate(D, ctx, seat)).toEqual(game.ai!.enumerate(G, ctx, seat));
    }
  });

  test('deals the other hands and the deck from the cards the seat has not seen, counts kept', () => {
    const seen = shown(view);
    for (const D of dealt) {
      const hidden = [...D.secret.deck];
      for (const id of Object.keys(D.players)) {
        if (id === seat) continue;
        expect(D.players[id].hand).toHaveLength(G.players[id].hand.length);
        expect(D.players[id].hand.every(isCourtCard)).toBe(true);
        hidden.push(...D.players[id].hand);
      }
      expect(D.secret.deck).toHaveLength(G.secret.deck.length);
      expect(new Set(hidden).size).toBe(hidden.length);
      expect(hidden.filter((card) => seen.has(card))).toEqual([]);
      // events and Dominance Checks leave the deck face up only: as many in the deck as in the real one
      const count = (deck: CardId[], ids: readonly CardId[]) => deck.filter((card) => ids.includes(card)).length;
      expect(count(D.secret.deck, EVENT_IDS)).toBe(count(G.secret.deck, EVENT_IDS));
      expect(count(D.secret.deck, DOMINANCE_CHECK_IDS)).toBe(count(G.secret.deck, DOMINANCE_CHECK_IDS));
    }
  });

  test('a different source deals other hands and another deck order', () => {
    const others = Object.keys(G.players).filter((id) => id !== seat && G.players[id].hand.length > 0);
    expect(others.length).toBeGreaterThan(0);
    expect(others.map((id) => dealt[0].players[id].hand)).not.toEqual(others.map((id) => dealt[1].players[id].hand));
    expect(dealt[0].secret.deck).not.toEqual(dealt[1].secret.deck);
  });

  test('PAMIR-SETUP-2: each Dominance Check stays in its own pile, at the bottom of the deck', () => {
    const start = new HeadlessMatch(game, { numPlayers: 4, seed: 'piles' });
    const D = bots.determinize(viewOf(start.state.G, start.state.ctx, '0'), start.state.ctx, '0', seededRng('piles'));
    const size = pileSize(4) + 2; // piles 3–6: court cards, an event and a Dominance Check each
    DOMINANCE_CHECK_IDS.forEach((check, i) => {
      const pile = 4 - i; // counted from the bottom of the deck: 104 in the first (pile 6), 101 in the fourth (pile 3)
      const at = D.secret.deck.indexOf(check);
      expect(at).toBeGreaterThanOrEqual((pile - 1) * size);
      expect(at).toBeLessThan(pile * size);
    });
    const events = (pile: number) => D.secret.deck.slice(pile * size, pile * size + size).filter((card) => EVENT_IDS.includes(card)).length;
    expect([0, 1, 2, 3].map(events)).toEqual([1, 1, 1, 1]);
    const courtCards = (deck: CardId[]) => deck.filter(isCourtCard).length;
    expect(courtCards(D.secret.deck)).toBe(courtCards(start.state.G.secret.deck));
  });

  test('PAMIR-WAKHAN-HIDDEN-1: Wakhan\'s AI deck holds the unseen AI cards, the next one with the back the view shows', () => {
    const solo = playedTo(12, 1, { wakhan: true });
    const { G: S, ctx: c } = solo.state;
    const seen = viewOf(S, c, '0');
    expect(seen.wakhanNext).not.toBeNull();
    for (const rng of [seededRng('w1'), seededRng('w2')]) {
      const D = bots.determinize(sent(seen), c, '0', rng);
      const ai = D.secret.wakhanDeck!;
      expect(ai).toHaveLength(S.secret.wakhanDeck!.length);
      expect(wakhanCard(ai[ai.length - 1]).back).toEqual(seen.wakhanNext);
      expect([...ai, ...S.wakhan!.discard, S.wakhan!.card].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect(viewOf(D, c, '0')).toEqual(seen);
    }
  });
});

describe('the fast path', () => {
  test('plays on its own copy of G: the match state it started from and a clone stay as they were', () => {
    const match = playedTo(30);
    const before = JSON.stringify(match.state.G);
    const s = bots.fast.fromState(match.state);
    const copy = bots.fast.clone(s);
    for (let i = 0; i < 20 && bots.fast.toMove(s) !== null; i++) {
      const seat = bots.fast.toMove(s)!;
      const [first] = bots.fast.enumerate(s, seat);
      expect(bots.fast.play(s, seat, first.move, first.args ?? [])).toBe(true);
    }
    expect(JSON.stringify(match.state.G)).toBe(before);
    expect(JSON.stringify(bots.fast.G(copy))).toBe(before);
  });

  test('a listed move is checked again once the state changed (a stale list is not trusted)', () => {
    const match = matchFrom(position({ players: { 0: { rupees: 4 } }, market: [[20, 21], [22]] }));
    const s = bots.fast.fromState(match.state);
    const buy = bots.fast.enumerate(s, '0').find((choice) => choice.move === 'buy')!;
    expect(buy.args).toEqual([0, 0]);
    expect(bots.fast.play(s, '0', buy.move, buy.args!)).toBe(true);
    // the same player acts again; the space is empty now
    expect(bots.fast.toMove(s)).toBe('0');
    expect(bots.fast.play(s, '0', buy.move, buy.args!)).toBe(false);
  });
});

describe('results', () => {
  const G = (scores: number[]) => ({ ...playedTo(0).state.G, players: Object.fromEntries(scores.map((score, i) => [String(i), { ...playedTo(0).state.G.players['0'], score }])) }) as PaxState;

  test('PAMIR-END-1..3: the winners boardgame.io recorded and every seat\'s points', () => {
    expect(bots.outcome(G([7, 3, 11]), { winner: '2', winners: ['2'], reason: 'lead' }, 3)).toEqual({ winners: ['2'], scores: { 0: 7, 1: 3, 2: 11 } });
    expect(bots.outcome(G([5, 5, 1]), { draw: true, winners: ['0', '1'], reason: 'final' }, 3).winners).toEqual(['0', '1']);
  });

  test('estimate: chances sum to one and follow the points', () => {
    const chances = bots.estimate(G([2, 9, 4]), {} as Ctx);
    expect(Object.values(chances).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(chances['1']).toBeGreaterThan(chances['2']);
    expect(chances['2']).toBeGreaterThan(chances['0']);
  });

  test('BOT-ESTIMATE-3: at equal points, the seat a Dominance Check would reward now is favoured, by half its points', () => {
    // no coalition dominates (no blocks): a check now ranks the cylinders in play (PAMIR-DOM-3), 3 for seat 1's two tribes, 1 for seat 0's one
    const even = position({ numPlayers: 2, players: { 0: { score: 4, rupees: 0 }, 1: { score: 4, rupees: 0 } }, tribes: { kabul: { 0: 1, 1: 1 }, punjab: { 1: 1 } } });
    const chances = bots.estimate(even, {} as Ctx);
    expect(chances['1']).toBeGreaterThan(chances['0']);
    // seat 0 two points ahead: the check's two-point difference, halved, still leaves it ahead
    const ahead = bots.estimate(position({ numPlayers: 2, players: { 0: { score: 6, rupees: 0 }, 1: { score: 4, rupees: 0 } }, tribes: { kabul: { 0: 1, 1: 1 }, punjab: { 1: 1 } } }), {} as Ctx);
    expect(ahead['0']).toBeGreaterThan(ahead['1']);
    // exactly: 4 + 1.5 against 4 + 0.5, a softmax of spread 3
    expect(chances['1']).toBeCloseTo(1 / (1 + Math.exp(-1 / 3)));
  });
});
