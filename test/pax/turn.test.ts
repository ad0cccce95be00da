import { describe, expect, test } from 'vitest';
import { cardFace } from '../../games/pax/data/cards';
import { income } from '../../games/pax/rules/income';
import { militaryLimit } from '../../games/pax/rules/powers';
import type { PaxState } from '../../games/pax/rules/types';
import type { HeadlessMatch } from '../../games/headless';
import { Cards, matchAt, notation, position, quietRefusals } from './helpers';

quietRefusals();

const state = (match: HeadlessMatch) => match.state.G as PaxState;
const ok = (match: HeadlessMatch, move: string, ...args: unknown[]) => match.move(match.ctx.currentPlayer, move, args).ok;

describe('drawing', () => {
  test('PAX-DRAW-1 / PAX-DRAW-2: one card at a time; one to the hand, one under a legion, one under the deck', () => {
    const match = matchAt(position({ deck: 'F1 R1 W1 S1 L1' }));
    expect(ok(match, 'draw')).toBe(true);
    expect(state(match).players['0'].drawn.length).toBe(1);
    const f = state(match).players['0'].drawn[0];
    expect(ok(match, 'place', f, 'hand')).toBe(true);
    const r2 = state(match).players['0'].drawn[0];
    expect(ok(match, 'place', r2, 'hand')).toBe(false);
    expect(ok(match, 'place', r2, 'legion-2')).toBe(true);
    const w3 = state(match).players['0'].drawn[0];
    expect(ok(match, 'place', w3, 'legion-1')).toBe(false);
    expect(ok(match, 'place', w3, 'legion-9')).toBe(false);
    expect(ok(match, 'place', w3, 'deck')).toBe(true);
    const G = state(match);
    expect(G.turn.step).toBe('act');
    expect(notation(G.players['0'].hand)).toBe('F1');
    expect(notation(G.legions[2])).toBe('R1');
    expect(notation(G.secret.deck)).toBe('L1 S1 W1');
    expect(G.secret.deck[G.secret.deck.length - 1]).toBe(w3);
  });

  test.each([
    ['PAX-DRAW-1', '', 1, 3, 1],
    ['PAX-POWER-3', 'R2 R1', 2, 3, 1],
    ['PAX-POWER-3', 'R2 R2 R2', 3, 3, 1],
    ['PAX-DEC-RELIGION-MILITIA', 'R2 R2 R2 R2 R1', 3, 3, 1],
    ['PAX-NOC-6', 'M2 M2', 1, 4, 2],
    ['PAX-NOC-6', 'M2 M2 M2 M2', 1, 5, 3],
    ['PAX-DEC-RELIGION-MILITIA', 'M2 M2 R2 R1', 2, 4, 2],
    ['PAX-DEC-RELIGION-MILITIA', 'M2 M2 R2 R2 R2', 3, 4, 2],
  ])('%s: area %s sees %i at once, draws %i, keeps %i', (_rule, area, window, draws, keeps) => {
    const match = matchAt(position({ expansion: true, areas: { '0': area }, deck: 10 }));
    expect(ok(match, 'draw')).toBe(true);
    expect(state(match).players['0'].drawn.length).toBe(window);
    let placed = 0;
    let kept = 0;
    while (state(match).turn.step === 'draw') {
      const card = state(match).players['0'].drawn[0];
      const to = ok(match, 'place', card, 'hand') ? 'hand' : ok(match, 'place', card, 'legion-0') ? 'legion' : ok(match, 'place', card, 'deck') ? 'deck' : 'none';
      expect(to).not.toBe('none');
      if (to === 'hand') kept++;
      placed++;
    }
    expect(placed).toBe(draws);
    expect(kept).toBe(keeps);
    expect(state(match).turn).toMatchObject({ toHand: keeps, toLegion: 1, toDeck: 1 });
  });

  // PAX-POWER-3: « Vous les regardez, placez une carte soit en-dessous d'une Carte Légion ou sous la pioche et
  // ensuite, piochez votre troisième carte. C'est seulement alors que vous décidez quelle carte vous gardez en main. »
  describe('PAX-POWER-3: with Religion the card kept in hand is chosen only after the last card is drawn', () => {
    /** Where the player may put the first card they hold, as the legal actions say. */
    const destinations = (match: HeadlessMatch) => {
      const card = state(match).players['0'].drawn[0];
      return match.enumerate('0').filter((a) => a.move === 'place' && a.args?.[0] === card).map((a) => a.args?.[1]);
    };

    test('PAX-POWER-3: 3 Religion symbols: two cards seen, one goes under a legion or the deck, then the third is drawn, then the keep', () => {
      const match = matchAt(position({ areas: { '0': 'R2 R1' }, deck: 10 }));
      expect(ok(match, 'draw')).toBe(true);
      expect(state(match).players['0'].drawn).toHaveLength(2);
      expect(destinations(match)).not.toContain('hand');
      expect(ok(match, 'place', state(match).players['0'].drawn[0], 'hand')).toBe(false);
      expect(ok(match, 'place', state(match).players['0'].drawn[0], 'legion-0')).toBe(true);
      // The third card is drawn: only now is the card kept chosen, among the two held.
      expect(state(match).turn.drawn).toBe(3);
      expect(destinations(match)).toEqual(['hand', 'deck']);
      expect(ok(match, 'place', state(match).players['0'].drawn[1], 'hand')).toBe(true);
      expect(ok(match, 'place', state(match).players['0'].drawn[0], 'deck')).toBe(true);
      expect(state(match).turn).toMatchObject({ step: 'act', toHand: 1, toLegion: 1, toDeck: 1 });
    });

    test('PAX-POWER-3: 6 Religion symbols: the three cards are drawn at once, so they are placed in any order', () => {
      const match = matchAt(position({ areas: { '0': 'R2 R2 R2' }, deck: 10 }));
      expect(ok(match, 'draw')).toBe(true);
      expect(destinations(match)).toContain('hand');
    });

    test.each([
      // area, the destinations taken in turn (the first one allowed among hand, legion, deck), kept
      ['M2 M2 R2 R1', ['legion', 'deck', 'hand', 'hand'], 2],
      ['M2 M2 M2 M2 R2 R1', ['legion', 'deck', 'hand', 'hand', 'hand'], 3],
      ['M2 M2 R2 R2 R2', ['legion', 'hand', 'hand', 'deck'], 2],
    ])('PAX-DEC-RELIGION-MILITIA: %s: no keep while cards are left to draw, unless the legion and the deck have theirs; the draw always ends', (area, order, kept) => {
      const match = matchAt(position({ expansion: true, areas: { '0': area }, deck: 10 }));
      expect(ok(match, 'draw')).toBe(true);
      const taken: string[] = [];
      while (state(match).turn.step === 'draw') {
        const card = state(match).players['0'].drawn[0];
        const to = ok(match, 'place', card, 'hand') ? 'hand' : ok(match, 'place', card, 'legion-0') ? 'legion' : ok(match, 'place', card, 'deck') ? 'deck' : 'stuck';
        taken.push(to);
        expect(to).not.toBe('stuck');
      }
      expect(taken).toEqual(order);
      expect(state(match).turn).toMatchObject({ toHand: kept, toLegion: 1, toDeck: 1 });
    });
  });

  // PAX-POWER-3: « Si vous avez au moins 3 symboles Religion dans votre zone de jeu, vous pouvez piocher deux cartes
  // durant la phase "Piocher des Cartes" à la place d'une. » Religion is the player's choice, each draw.
  describe('PAX-POWER-3: Religion is an option: the player chooses, each draw, to use it or to draw one card at a time', () => {
    const draws = (match: HeadlessMatch) => match.enumerate('0').filter((a) => a.move === 'draw');

    test('PAX-POWER-3: « vous pouvez piocher deux cartes … à la place d’une »: both draws are offered, and one at a time the first card may go into the hand', () => {
      const match = matchAt(position({ areas: { '0': 'R2 R1' }, deck: 10 }));
      expect(draws(match)).toEqual([
        { move: 'draw', args: ['religion'] },
        { move: 'draw', args: ['one-at-a-time'] },
      ]);
      expect(ok(match, 'draw', 'one-at-a-time')).toBe(true);
      expect(state(match).players['0'].drawn).toHaveLength(1);
      expect(state(match).turn.religion).toBe(false);
      expect(ok(match, 'place', state(match).players['0'].drawn[0], 'hand')).toBe(true);
      expect(state(match).players['0'].drawn).toHaveLength(1);
    });

    test('PAX-POWER-3: with Religion chosen, two cards at once and no keep before the last draw', () => {
      const match = matchAt(position({ areas: { '0': 'R2 R1' }, deck: 10 }));
      expect(ok(match, 'draw', 'religion')).toBe(true);
      expect(state(match).players['0'].drawn).toHaveLength(2);
      expect(state(match).turn.religion).toBe(true);
      expect(ok(match, 'place', state(match).players['0'].drawn[0], 'hand')).toBe(false);
    });

    test('PAX-POWER-3 with PAX-NOC-6: 3 Religion and 4 Militia symbols, one at a time: any two of the four cards may be kept, the first two included', () => {
      const match = matchAt(position({ expansion: true, areas: { '0': 'R2 R1 M2 M2' }, deck: 'S1 W1 F1 A1 L1' }));
      expect(draws(match)).toHaveLength(2);
      expect(ok(match, 'draw', 'one-at-a-time')).toBe(true);
      const kept = [state(match).players['0'].drawn[0]];
      expect(ok(match, 'place', kept[0], 'hand')).toBe(true);
      kept.push(state(match).players['0'].drawn[0]);
      expect(ok(match, 'place', kept[1], 'hand')).toBe(true);
      expect(ok(match, 'place', state(match).players['0'].drawn[0], 'legion-0')).toBe(true);
      expect(ok(match, 'place', state(match).players['0'].drawn[0], 'deck')).toBe(true);
      expect(state(match).turn.step).toBe('act');
      expect(notation(state(match).players['0'].hand)).toBe('S1 W1');
    });

    test('PAX-POWER-3: a match stored in the middle of a Religion draw before the choice existed (no `religion` in its turn record) goes on with Religion', () => {
      const stored = position({ areas: { '0': 'R2 R1' }, drawn: { '0': 'S1 W1' }, deck: 10, turn: { step: 'draw', drawn: 2 } });
      delete (stored.turn as Partial<typeof stored.turn>).religion;
      const match = matchAt(stored);
      const [first, second] = state(match).players['0'].drawn;
      expect(ok(match, 'place', first, 'hand')).toBe(false);
      expect(ok(match, 'place', first, 'legion-0')).toBe(true);
      expect(state(match).players['0'].drawn).toEqual([second, expect.any(Number)]);
      expect(match.state.deltalog!.flatMap((entry) => (entry.metadata as { events?: { kind: string; rule: string }[] } | undefined)?.events ?? [])).toContainEqual(
        expect.objectContaining({ kind: 'draw', rule: 'PAX-POWER-3', count: 1 }),
      );
    });

    test('PAX-POWER-3: without 3 Religion symbols there is nothing to choose; asking for Religion is refused and changes nothing', () => {
      const match = matchAt(position({ areas: { '0': 'R2' }, deck: 10 }));
      expect(draws(match)).toEqual([{ move: 'draw', args: [] }]);
      const before = JSON.stringify(match.state.G);
      expect(ok(match, 'draw', 'religion')).toBe(false);
      expect(ok(match, 'draw', 'sideways')).toBe(false);
      expect(JSON.stringify(match.state.G)).toBe(before);
      expect(ok(match, 'draw', 'one-at-a-time')).toBe(true);
    });
  });

  test('PAX-TURN-3: the alternative turn: 2 Aurei, look at Rome, nothing else; only before drawing', () => {
    const match = matchAt(position({ coins: { '0': 1 } }));
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(state(match).players['0'].coins).toBe(3);
    expect(state(match).romeSeenBy).toEqual(['0']);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(ok(match, 'draw')).toBe(true);
    expect(ok(match, 'lookAtRome')).toBe(false);
  });

  test('PAX-END-3: a player who cannot draw takes 2 Aurei and goes on with buying and playing', () => {
    const match = matchAt(position({ deck: '', hands: { '0': 'S1' }, legions: ['W1$1', '', ''] }));
    expect(ok(match, 'draw')).toBe(true);
    expect(state(match).turn.step).toBe('act');
    expect(state(match).players['0'].coins).toBe(7);
    expect(ok(match, 'buy', 0)).toBe(true);
    expect(ok(match, 'play', state(match).players['0'].hand[0])).toBe(true);
  });

  test('PAX-DEC-EMPTY-DECK: with 2 cards left the player places those two and the draw step ends', () => {
    const match = matchAt(position({ deck: 'S1 W1' }));
    expect(ok(match, 'draw')).toBe(true);
    expect(ok(match, 'place', state(match).players['0'].drawn[0], 'hand')).toBe(true);
    expect(ok(match, 'place', state(match).players['0'].drawn[0], 'legion-0')).toBe(true);
    expect(state(match).turn.step).toBe('act');
    expect(state(match).secret.deck).toEqual([]);
  });
});

describe('buying', () => {
  test.each([
    ['PAX-BUY-1', '', ['L1$2', 'I2'], 3],
    ['PAX-POWER-5', 'W2 W1', ['L1$2', 'I2'], 2],
    ['PAX-POWER-5', 'W2 W2 W2', ['L1$2', 'I2'], 1],
    ['PAX-POWER-5', 'W2 W2 W2', ['L1$1'], 0],
  ])('%s: area %s buys %j for %i', (_rule, area, group, cost) => {
    const match = matchAt(position({ areas: { '0': area }, legions: [group.join(' '), 'S1', ''], coins: { '0': 10 }, turn: { step: 'act' } }));
    expect(ok(match, 'buy', 0)).toBe(true);
    expect(state(match).players['0'].coins).toBe(10 - cost);
    expect(state(match).players['0'].hand.length).toBe(group.length);
    expect(state(match).legions[0]).toEqual([]);
  });

  test('PAX-BUY-2 / PAX-DEC-BUY: one group a turn, before playing, paid in full, never an empty legion', () => {
    const match = matchAt(position({ hands: { '0': 'S1' }, legions: ['L1$2', 'S1$1', ''], coins: { '0': 1 }, turn: { step: 'act' } }));
    expect(ok(match, 'buy', 0)).toBe(false); // costs 2
    expect(ok(match, 'buy', 2)).toBe(false); // empty
    expect(ok(match, 'buy', 1)).toBe(true);
    expect(ok(match, 'buy', 0)).toBe(false); // second group
    const other = matchAt(position({ hands: { '0': 'S1' }, legions: ['S1$1', '', ''], turn: { step: 'act' } }));
    expect(ok(other, 'play', state(other).players['0'].hand[0])).toBe(true);
    expect(ok(other, 'buy', 0)).toBe(false);
    const drawing = matchAt(position({ legions: ['S1$1', '', ''] }));
    expect(ok(drawing, 'buy', 0)).toBe(false);
  });
});

describe('playing', () => {
  test.each([
    ['PAX-PLAY-1', '', 'S1 S1 S1 S1', [0, 1, 2, 3]],
    ['PAX-NOC-3', 'E2 E2', 'S1 S1 S1 S1', [0, 0, 1, 2]],
    ['PAX-NOC-3', 'E2 E2 E2 E2', 'S1 S1 S1 S1', [0, 0, 0, 1]],
    ['PAX-DEC-POWER-TIMING', 'E2 E1', 'E1 S1 S1 S1', [0, 0, 1, 2]],
  ])('%s: area %s plays %s paying %j', (_rule, area, hand, costs) => {
    const match = matchAt(position({ expansion: true, areas: { '0': area }, hands: { '0': hand }, coins: { '0': 20 }, turn: { step: 'act' } }));
    const paid: number[] = [];
    for (const card of [...state(match).players['0'].hand]) {
      const before = state(match).players['0'].coins;
      expect(ok(match, 'play', card)).toBe(true);
      paid.push(before - state(match).players['0'].coins);
    }
    expect(paid).toEqual(costs);
  });

  test('PAX-PLAY-1: a card the player cannot pay for is refused', () => {
    const match = matchAt(position({ hands: { '0': 'S1 S1' }, coins: { '0': 0 }, turn: { step: 'act' } }));
    const [a, b] = state(match).players['0'].hand;
    expect(ok(match, 'play', a)).toBe(true);
    expect(ok(match, 'play', b)).toBe(false);
  });

  test.each([
    ['PAX-POWER-1', 'L2', 'F2', true],
    ['PAX-POWER-1', 'L1', 'F2', false],
    ['PAX-POWER-1', '', 'A1', false],
    ['PAX-POWER-2', 'I2 I1', 'A2', true],
    ['PAX-POWER-2', 'L1 I1', 'A2', false],
    ['PAX-POWER-2', 'L1 L2 I2 I2 F2 F1', 'F1', true],
    ['PAX-POWER-2', 'L1 L2 I2 I2 F2 F2', 'F1', false],
    ['PAX-POWER-6', 'L2 F2 F1 A2', 'A1', false],
  ])('%s: area %s, playing %s allowed: %s', (_rule, area, card, allowed) => {
    const match = matchAt(position({ areas: { '0': area }, hands: { '0': card }, turn: { step: 'act' } }));
    expect(ok(match, 'play', state(match).players['0'].hand[0])).toBe(allowed);
  });

  test('PAX-POWER-2: Land and Intrigue are never added (3 Land, 4 Intrigue allow 4)', () => {
    const cards = new Cards();
    expect(militaryLimit(cards.list('L2 L1 I2 I2'))).toBe(4);
  });
});

describe('income', () => {
  test.each([
    ['PAX-INCOME-4', 'S1', '', 2],
    ['PAX-INCOME-2', 'W1 W1 L1', 'W1 L1', 3],
    ['PAX-INCOME-1', 'W1 W1 L1', 'L1', 2],
    ['PAX-INCOME-2', 'W2 W2 L1', 'L1', 2],
    ['PAX-INCOME-2', 'F1 F1 F1 L2', 'S1', 2],
    ['PAX-INCOME-2', 'F1 F1 F1 L2 S1', 'S1 S1 L1', 4],
    ['PAX-INCOME-3', 'W1 W1 W1', 'W1 I1', 0],
    ['PAX-INCOME-3', 'W1 W1 W1', 'S1 I1', 0],
  ])('%s: area %s, played %s this turn: %i Aurei', (_rule, before, played, amount) => {
    const cards = new Cards();
    const G = position();
    G.areas['0'] = cards.list(before);
    const now = cards.list(played);
    G.areas['0'].push(...now);
    G.turn.played = now;
    expect(income(G, '0').amount).toBe(amount);
  });

  test('PAX-INCOME-2: the endTurn move pays the income and passes the turn', () => {
    const match = matchAt(position({ areas: { '0': 'W1 W1' }, hands: { '0': 'W1' }, coins: { '0': 0 }, turn: { step: 'act' } }));
    expect(ok(match, 'play', state(match).players['0'].hand[0])).toBe(true);
    expect(ok(match, 'endTurn')).toBe(true);
    expect(state(match).players['0'].coins).toBe(3);
    expect(match.ctx.currentPlayer).toBe('1');
  });
});

describe('Primus Conspiratus', () => {
  test.each([
    ['PAX-PRIMUS-1', false, null, { '0': '', '1': '' }, 'I1', '0'],
    ['PAX-PRIMUS-1', false, '1', { '0': 'I1', '1': 'I2' }, 'I1', '1'],
    ['PAX-PRIMUS-1', false, '1', { '0': 'I1', '1': 'I2' }, 'I2', '0'],
    ['PAX-PRIMUS-1', false, '1', { '0': 'I2 D2 D2', '1': 'I2' }, 'S1', '1'],
    ['PAX-NOC-5', true, '1', { '0': 'I1 D1', '1': 'I2' }, 'I1', '0'],
    ['PAX-NOC-5', true, '1', { '0': 'I2', '1': 'I2 D1' }, 'D1', '1'],
    ['PAX-NOC-5', true, '1', { '0': 'I2', '1': 'I2 D1' }, 'D2', '0'],
    ['PAX-DEC-PRIMUS', true, null, { '0': '', '1': '' }, 'D2', null],
  ])('%s: expansion %s, holder %s, areas %j, player 0 plays %s: holder %s', (_rule, expansion, holder, areas, card, after) => {
    const match = matchAt(position({ expansion, primus: holder as string | null, areas, hands: { '0': card }, turn: { step: 'act' } }));
    expect(ok(match, 'play', state(match).players['0'].hand[0])).toBe(true);
    expect(state(match).primus).toBe(after);
  });
});

describe('Adversary', () => {
  test('PAX-NOC-4: after income, one card per 4 Adversary symbols goes from the hand to Rome', () => {
    const match = matchAt(position({ expansion: true, areas: { '0': 'D2 D2' }, hands: { '0': 'S1 W1' }, turn: { step: 'act' } }));
    expect(ok(match, 'endTurn')).toBe(true);
    expect(state(match).turn.step).toBe('give');
    expect(match.ctx.currentPlayer).toBe('0');
    expect(ok(match, 'play', state(match).players['0'].hand[0])).toBe(false);
    const card = state(match).players['0'].hand[1];
    expect(ok(match, 'giveToRome', card)).toBe(true);
    expect(state(match).rome).toEqual([card]);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  test('PAX-NOC-4: 8 symbols give two, limited by the hand; an empty hand gives nothing', () => {
    const two = matchAt(position({ expansion: true, areas: { '0': 'D2 D2 D2 D2' }, hands: { '0': 'S1 W1 L1' }, turn: { step: 'act' } }));
    expect(ok(two, 'endTurn')).toBe(true);
    expect(state(two).turn.owed).toBe(2);
    const one = matchAt(position({ expansion: true, areas: { '0': 'D2 D2 D2 D2' }, hands: { '0': 'S1' }, turn: { step: 'act' } }));
    expect(ok(one, 'endTurn')).toBe(true);
    expect(state(one).turn.owed).toBe(1);
    const none = matchAt(position({ expansion: true, areas: { '0': 'D2 D2' }, turn: { step: 'act' } }));
    expect(ok(none, 'endTurn')).toBe(true);
    expect(none.ctx.currentPlayer).toBe('1');
    expect(cardFace(state(two).players['0'].hand[0]).category).toBe('senator');
  });
});
