/** PAMIR-SETUP-1..5. */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { isCourtCard, isDominanceCheck, isEventCard } from '../../games/pax-pamir/data/cards';
import { game } from '../../games/pax-pamir/game';
import { refillMarket } from '../../games/pax-pamir/rules/market';
import { cylinderSupply } from '../../games/pax-pamir/rules/pieces';
import { buildDeck, choosingOrder, firstPlayer, pileSize } from '../../games/pax-pamir/rules/setup';
import type { PaxState } from '../../games/pax-pamir/rules/state';

const noShuffle = <T,>(items: T[]) => items;

// p. 4, Build the Draw Deck, steps 1 to 5: six piles of five court cards plus one per player.
describe('PAMIR-SETUP-2: the market deck', () => {
  test.each([2, 3, 4, 5])('%i players: 6 piles of 5+n court cards, 6 events, 4 checks', (n) => {
    const deck = buildDeck(n, noShuffle);
    expect(deck).toHaveLength(6 * (5 + n) + 10);
    expect(deck.filter(isCourtCard)).toHaveLength(6 * (5 + n));
    expect(deck.filter(isEventCard)).toHaveLength(6);
    expect(deck.filter(isDominanceCheck)).toHaveLength(4);
    expect(new Set(deck).size).toBe(deck.length);
  });

  test.each([2, 5])('%i players: pile 1 on top has no event, pile 2 two events, piles 3-6 one event and one check', (n) => {
    const top = [...buildDeck(n, (items) => [...items].reverse())].reverse(); // top card first
    const sizes = [pileSize(n), pileSize(n) + 2, pileSize(n) + 2, pileSize(n) + 2, pileSize(n) + 2, pileSize(n) + 2];
    let at = 0;
    const piles = sizes.map((size) => top.slice(at, (at += size)));
    expect(piles[0].every(isCourtCard)).toBe(true);
    expect(piles[1].filter(isEventCard)).toHaveLength(2);
    for (const pile of piles.slice(2)) {
      expect(pile.filter(isEventCard)).toHaveLength(1);
      expect(pile.filter(isDominanceCheck)).toHaveLength(1);
    }
  });
});

// p. 4, Starting Favored Suit: the marker starts on the political suit.
describe('PAMIR-SETUP-1, 3, 4: the opening position', () => {
  const match = new HeadlessMatch(game, { numPlayers: 4, seed: 'setup' });
  const G = match.state.G as PaxState;

  // p. 4, Starting Favored Suit: the marker starts on the political suit.
  test('PAMIR-SETUP-1: Political is favored', () => expect(G.favored).toBe('political'));

  // p. 4, Create the Market: each column filled top row first, from the leftmost column.
  test('PAMIR-SETUP-3: twelve cards in the market, the deck holds the rest', () => {
    expect(G.market.flat().every((slot) => slot !== null && slot.rupees === 0)).toBe(true);
    expect(G.secret.deck).toHaveLength(6 * 9 + 10 - 12);
  });

  // p. 4, Create the Market: each column filled top row first, from the leftmost column.
  test('PAMIR-SETUP-3: dealt column by column from the left, top row first', () => {
    const deck = buildDeck(2, noShuffle);
    const G2 = { ...G, market: [Array(6).fill(null), Array(6).fill(null)], secret: { deck: [...deck] } } as PaxState;
    const order: number[] = [];
    for (let col = 0; col < 6; col++) for (let row = 0; row < 2; row++) order.push(row * 6 + col);
    refillMarket(G2);
    const dealt = order.map((i) => G2.market[Math.floor(i / 6)][i % 6]!.card);
    expect(dealt).toEqual([...deck].reverse().slice(0, 12));
  });

  // p. 4, Take Player Pieces: eleven cylinders (one on the score track, the rest on the player board) and four
  // rupees.
  test('PAMIR-SETUP-4: 4 rupees, 10 cylinders in supply, no loyalty yet', () => {
    for (const id of ['0', '1', '2', '3']) {
      expect(G.players[id].rupees).toBe(4);
      expect(cylinderSupply(G, id)).toBe(10);
      expect(G.players[id].loyalty).toBeNull();
    }
  });
});

// p. 4, Starting Loyalty: from a random player, clockwise, each player chooses.
describe('PAMIR-SETUP-5: loyalty chosen in turn, the last to choose plays first', () => {
  test.each([
    [3, '0', ['0', '1', '2'], '2'],
    [3, '2', ['2', '0', '1'], '1'],
    [5, '3', ['3', '4', '0', '1', '2'], '2'],
  ] as const)('%i players from %s', (n, first, order, starts) => {
    expect(choosingOrder(n, first)).toEqual(order);
    expect(firstPlayer(n, first)).toBe(starts);
  });

  test.each([2, 3, 4, 5])('%i players: through the moves', (n) => {
    const match = new HeadlessMatch(game, { numPlayers: n, seed: `loyalty-${n}` });
    const G = match.state.G as PaxState;
    const order = choosingOrder(n, G.firstChooser);
    expect(match.ctx.phase).toBe('loyalty');
    for (const [i, id] of order.entries()) {
      expect(match.ctx.currentPlayer).toBe(id);
      expect(match.move(id, 'chooseLoyalty', ['russian']).ok).toBe(true);
      if (i < order.length - 1) expect(match.move(id, 'chooseLoyalty', ['british']).ok).toBe(false);
    }
    expect(match.ctx.phase).toBe('play');
    expect(match.ctx.currentPlayer).toBe(order[order.length - 1]);
    expect(Object.values((match.state.G as PaxState).players).every((p) => p.loyalty === 'russian')).toBe(true);
  });
});
