/**
 * The bots' determinizer (games/pax/bots/determinize.ts) and enumerate on a seat's view (games/pax/ai.ts):
 * the hidden cards are dealt from those the seat has not seen, every count is kept, another rng deals
 * other cards, and what the seat remembers (Rome's face-down cards after a look) stays.
 */
import { describe, expect, test } from 'vitest';
import { pax } from '../../games/pax';
import { HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { BASE_CARD_COUNT, COPY_CARD_COUNT, type CardId } from '../../games/pax/data/cards';
import { SECOND_PILE_CARDS } from '../../games/pax/data/setup';
import type { PaxState } from '../../games/pax/rules/types';
import { playerView, type PaxView } from '../../games/pax/view';
import { matchAt, position, quietRefusals } from './helpers';

quietRefusals();
const { game, bots } = pax;
const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** A match after `moves` random moves (seeded). */
function playedMatch(numPlayers: number, setupData: Record<string, unknown>, moves: number, seed = 'determinize'): HeadlessMatch {
  const match = new HeadlessMatch(game, { numPlayers, setupData: setupData as never, seed });
  const choose = seededRng(`choose-${seed}`);
  for (let i = 0; i < moves && !match.isOver; i++) {
    const player = match.nextPlayer!;
    const choices = match.enumerate(player);
    const { move, args } = choices[Math.floor(choose() * choices.length)];
    match.move(player, move, args);
  }
  return match;
}

const viewOf = (match: HeadlessMatch, seat: string) => sent(playerView({ G: match.state.G as PaxState, ctx: match.ctx, playerID: seat })) as PaxView;

/** The cards `seat` cannot see in `G`: the others' hands and drawn cards, the deck, Rome's face-down cards. */
function hiddenFrom(G: PaxState, seat: string, romeSeen = false): CardId[] {
  const cards = [...G.secret.deck, ...(romeSeen ? [] : G.secret.romeHidden)];
  for (const id in G.players) if (id !== seat) cards.push(...G.players[id].hand, ...G.players[id].drawn);
  return cards;
}

function allCards(G: PaxState): CardId[] {
  const cards = [...G.secret.deck, ...G.secret.romeHidden, ...G.rome, ...G.legions.flat()];
  for (const id in G.players) cards.push(...G.players[id].hand, ...G.players[id].drawn, ...G.areas[id]);
  return cards;
}

describe('PAX-HIDDEN-*: determinized states', () => {
  test('3 players: hidden cards come from the unseen ones, each once, counts kept, the view unchanged', () => {
    const match = playedMatch(3, {}, 60);
    const real = match.state.G as PaxState;
    const seat = match.nextPlayer!;
    const view = viewOf(match, seat);
    const G = bots.determinize(view, match.ctx, seat, seededRng('a'));
    expect(sent(playerView({ G, ctx: match.ctx, playerID: seat }))).toEqual(view);
    const seen = new Set(allCards(real).filter((card) => !hiddenFrom(real, seat).includes(card)));
    const dealt = hiddenFrom(G, seat);
    expect(dealt.length).toBe(hiddenFrom(real, seat).length);
    expect(dealt.filter((card) => seen.has(card))).toEqual([]);
    expect(new Set(allCards(G)).size).toBe(allCards(G).length);
    expect(Math.max(...allCards(G))).toBeLessThan(BASE_CARD_COUNT);
    for (const id in real.players) {
      expect(G.players[id].hand.length).toBe(real.players[id].hand.length);
      expect(G.players[id].drawn.length).toBe(real.players[id].drawn.length);
    }
    expect(G.players[seat]).toEqual(real.players[seat]);
    expect(G.secret.deck.length).toBe(real.secret.deck.length);
    expect(G.secret.romeHidden.length).toBe(3);
  });

  test('another rng deals other cards; over many deals every unseen card shows up, those left in the box included', () => {
    const match = playedMatch(3, {}, 60);
    const seat = match.nextPlayer!;
    const view = viewOf(match, seat);
    const first = bots.determinize(view, match.ctx, seat, seededRng('a'));
    const second = bots.determinize(view, match.ctx, seat, seededRng('b'));
    expect(hiddenFrom(second, seat)).not.toEqual(hiddenFrom(first, seat));
    const real = match.state.G as PaxState;
    const inPlay = new Set(allCards(real));
    const seen = new Set([...inPlay].filter((card) => !hiddenFrom(real, seat).includes(card)));
    const unseen = Array.from({ length: BASE_CARD_COUNT }, (_, card) => card).filter((card) => !seen.has(card));
    expect(unseen.some((card) => !inPlay.has(card))).toBe(true); // PAX-SETUP-2: 10 cards in the box with 3 players
    const shown = new Set<CardId>();
    const rng = seededRng('many');
    for (let i = 0; i < 200; i++) for (const card of hiddenFrom(bots.determinize(view, match.ctx, seat, rng), seat)) shown.add(card);
    expect([...shown].sort((a, b) => a - b)).toEqual(unseen);
  });

  test('PAX-HIDDEN-3: a seat that looked at Rome keeps its face-down cards; a seat that did not gets them dealt', () => {
    const match = matchAt(position({ players: 3, hands: { '1': 'W1 R1' }, legions: ['S1', '', '', ''], deck: 12 }));
    expect(match.move('0', 'lookAtRome', []).ok).toBe(true);
    const real = match.state.G as PaxState;
    const looked = bots.determinize(viewOf(match, '0'), match.ctx, '0', seededRng('a'));
    expect(looked.secret.romeHidden).toEqual(real.secret.romeHidden);
    expect(hiddenFrom(looked, '0', true)).not.toContain(real.secret.romeHidden[0]);
    const dealt = new Set<CardId>();
    const rng = seededRng('b');
    for (let i = 0; i < 50; i++) for (const card of bots.determinize(viewOf(match, '1'), match.ctx, '1', rng).secret.romeHidden) dealt.add(card);
    expect(dealt.size).toBeGreaterThan(3);
  });

  test('the opening: the cards the others are placing are dealt, as many as they hold', () => {
    const match = playedMatch(4, {}, 1);
    expect(match.ctx.phase).toBe('opening');
    const G = bots.determinize(viewOf(match, '1'), match.ctx, '1', seededRng('a'));
    const real = match.state.G as PaxState;
    for (const id of ['0', '2', '3']) expect(G.players[id].drawn.length).toBe(real.players[id].drawn.length);
    expect(G.players['3'].drawn.length).toBe(5);
    expect(bots.determinize(viewOf(match, '1'), match.ctx, '1', seededRng('b')).players['3'].drawn).not.toEqual(G.players['3'].drawn);
  });

  test('PAX-BIG-1: with 6 players every unseen card of the first copy is hidden somewhere, and 45 of the second copy are in the game', () => {
    const match = playedMatch(6, { expansion: true }, 80);
    const seat = match.nextPlayer!;
    const real = match.state.G as PaxState;
    const G = bots.determinize(viewOf(match, seat), match.ctx, seat, seededRng('a'));
    const cards = allCards(G);
    expect(new Set(cards).size).toBe(cards.length);
    expect(cards.length).toBe(allCards(real).length);
    expect(cards.filter((card) => card < COPY_CARD_COUNT).length).toBe(COPY_CARD_COUNT);
    expect(cards.filter((card) => card >= COPY_CARD_COUNT).length).toBe(SECOND_PILE_CARDS[6]);
  });
});

describe('enumerate on a seat\'s view', () => {
  test('PAX-POWER-3: the draw step with Religion, from the view, as from the state', () => {
    const match = matchAt(position({ players: 3, areas: { '0': 'R2 R1' }, deck: 6 }));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    const full = game.ai!.enumerate(match.state.G, match.ctx, '0');
    expect(full.length).toBe(2 * 5);
    expect(game.ai!.enumerate(viewOf(match, '0') as never, match.ctx, '0')).toEqual(full);
  });

  test('a view that is not the seat\'s own offers that seat nothing', () => {
    const match = matchAt(position({ players: 3 }));
    expect(game.ai!.enumerate(viewOf(match, '1') as never, match.ctx, '0')).toEqual([]);
  });
});
