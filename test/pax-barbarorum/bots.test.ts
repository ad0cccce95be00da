/**
 * The bots' kit (games/pax-barbarorum/bots): a determinized state deals the cards and picks the orders a seat has
 * not seen (BARB-HIDDEN-1) within what it knows; a copied playout plays on apart from its original; results read.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { CARD_SUPPLY, CARDS, ORDER_TOKENS_PER_KIND, ORDER_KINDS } from '../../games/pax-barbarorum/data/constants';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { playerView } from '../../games/pax-barbarorum/view';

const { game, bots } = paxBarbarorum;

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

/** The fast path's state after `moves` random moves of a seeded 4-player game, or as soon as `until` holds. */
function playedTo(moves: number, seed = 'bots', until: (G: PaxState) => boolean = () => false) {
  const s = bots.fast.fromState(new HeadlessMatch(game, { numPlayers: 4, setupData: { government: false }, seed }).state);
  const choose = seededRng(`${seed}-choose`);
  for (let i = 0; i < moves && bots.fast.toMove(s) !== null && !until(bots.fast.G(s) as PaxState); i++) {
    const player = bots.fast.toMove(s)!;
    const choices = bots.fast.enumerate(s, player);
    const { move, args } = choices[Math.floor(choose() * choices.length)];
    bots.fast.play(s, player, move, args ?? []);
  }
  return s;
}

/** In the diplomacy phase, the others hold cards and orders lie on the board. */
function isDiplomacyWithCards(G: PaxState): boolean {
  const cards = ['1', '2', '3'].reduce((n, id) => n + CARDS.reduce((k, c) => k + G.players[id].hand[c], 0), 0);
  return G.step.kind === 'diplomacy' && cards >= 3 && Object.keys(G.tokens).length > 6;
}

/** Such a state, from the first of a few seeded random games that reaches one. */
function diplomacyWithCards(): PaxState {
  for (const seed of ['bots', 'bots-3', 'bots-4']) {
    const G = bots.fast.G(playedTo(paxBarbarorum.moveBudget, seed, isDiplomacyWithCards)) as PaxState;
    if (isDiplomacyWithCards(G)) return structuredClone(G);
  }
  throw new Error('no such position');
}

const sent = <T,>(x: T): T => JSON.parse(JSON.stringify(x));

describe('BARB-HIDDEN-1: determinizing a seat\'s view', () => {
  const G = diplomacyWithCards();
  const view = sent(playerView({ G, ctx: {} as never, playerID: '0' }));

  test('other hands are dealt from the cards seat 0 has not seen, their sizes kept', () => {
    const D = bots.determinize(sent(view), {} as never, '0', seededRng('deal'));
    expect(D.players['0']).toEqual(G.players['0']);
    for (const c of CARDS) {
      const unseen = CARD_SUPPLY[c] - G.supply[c] - G.players['0'].hand[c];
      expect(['1', '2', '3'].reduce((n, id) => n + D.players[id].hand[c], 0)).toBe(unseen);
    }
    for (const id of ['1', '2', '3']) {
      expect(CARDS.reduce((n, c) => n + D.players[id].hand[c], 0)).toBe(view.players[id].hand);
    }
    expect(sent(playerView({ G: D, ctx: {} as never, playerID: '0' }))).toEqual(view);
  });

  test('every token gets a kind: those shown as shown, at most three of a real kind, as many real ones as stability allows', () => {
    const D = bots.determinize(sent(view), {} as never, '0', seededRng('orders'));
    for (const id of ['1', '2', '3']) {
      const places = Object.keys(G.tokens).filter((p) => G.tokens[p as keyof typeof G.tokens] === id).sort();
      expect(Object.keys(D.players[id].orders).sort()).toEqual(places);
      const kinds = Object.values(D.players[id].orders);
      for (const k of ORDER_KINDS) expect(kinds.filter((x) => x === k).length).toBeLessThanOrEqual(ORDER_TOKENS_PER_KIND);
      const real = kinds.filter((k) => k !== 'none').length;
      expect(real).toBe(Math.min(G.realms[G.seats[id]!]!.stability, places.length));
      for (const [p, k] of Object.entries(G.revealed)) if (G.tokens[p as keyof typeof G.tokens] === id) expect(D.players[id].orders[p as keyof typeof G.tokens]).toBe(k);
    }
  });

  test('another source deals other hands and orders; the same source the same', () => {
    const deal = (seed: string) => JSON.stringify(bots.determinize(sent(view), {} as never, '0', seededRng(seed)).players);
    expect(deal('a')).toBe(deal('a'));
    expect(new Set(['a', 'b', 'c', 'd'].map(deal)).size).toBeGreaterThan(1);
  });
});

describe('fast playouts', () => {
  test('a copy and its original play on apart, each as it would alone', () => {
    const original = playedTo(120, 'apart');
    const copy = bots.fast.clone(original);
    const before = JSON.stringify(bots.fast.G(original));
    const alone = playedTo(120, 'apart');
    const choose = seededRng('apart-copy');
    for (let i = 0; i < 300 && bots.fast.toMove(copy) !== null; i++) {
      const player = bots.fast.toMove(copy)!;
      const choices = bots.fast.enumerate(copy, player);
      const { move, args } = choices[Math.floor(choose() * choices.length)];
      expect(bots.fast.play(copy, player, move, args ?? [])).toBe(true);
    }
    expect(JSON.stringify(bots.fast.G(original))).toBe(before);
    expect(JSON.stringify(bots.fast.G(original))).toBe(JSON.stringify(bots.fast.G(alone)));
  });

  test('BARB-END-1, BARB-D-ROUND-LIMIT: a finished game names its winner and scores influence; estimates add up to one', () => {
    const s = playedTo(paxBarbarorum.moveBudget, 'finish');
    const gameover = bots.fast.gameover(s) as { winner: string };
    const G = bots.fast.G(s) as PaxState;
    expect(gameover.winner).toBe(G.winner);
    const result = bots.outcome(G, gameover, 4);
    expect(result.winners).toEqual([G.winner]);
    expect(result.scores![G.winner!]).toBe(G.realms[G.seats[G.winner!]!]!.influence);
    expect(bots.estimate(G, {} as never)[G.winner!]).toBe(1);
    // the ending the arena counts: 100 influence, else the round limit (this game has no capital victory)
    const faction = G.seats[G.winner!]!;
    const withInfluence = (influence: number) => ({ ...G, realms: { ...G.realms, [faction]: { ...G.realms[faction]!, influence } } });
    expect(bots.outcome(withInfluence(100), gameover, 4).ending).toBe('influence');
    expect(bots.outcome(withInfluence(99), gameover, 4).ending).toBe('round limit');
    expect(['influence', 'round limit']).toContain(result.ending);
    const midway = bots.estimate(bots.fast.G(playedTo(400, 'finish')) as PaxState, {} as never);
    expect(Object.values(midway).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });
});
