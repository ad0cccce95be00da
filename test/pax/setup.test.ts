import { describe, expect, test } from 'vitest';
import { CARD_FACES, cardFace, type Category } from '../../games/pax/data/cards';
import { game } from '../../games/pax/game';
import { HeadlessMatch } from '../../games/headless';
import { allSetupData } from '../../games/setup-options';
import { pax } from '../../games/pax';
import type { PaxState } from '../../games/pax/rules/types';
import { eventsOf } from '../../games/log-events';
import { quietRefusals } from './helpers';

quietRefusals();

function setup(numPlayers: number, setupData: Record<string, unknown> = {}): PaxState {
  return new HeadlessMatch(game, { numPlayers, setupData: setupData as never, seed: `setup-${numPlayers}` }).state.G as PaxState;
}

/** The state once every player has placed their opening draw (the first choices enumerated). */
function afterOpening(numPlayers: number, setupData: Record<string, unknown> = {}): PaxState {
  const data = numPlayers === 1 ? { soloLevel: 1, ...setupData } : setupData;
  const match = new HeadlessMatch(game, { numPlayers, setupData: data as never, seed: `setup-${numPlayers}` });
  while (match.ctx.phase === 'opening') {
    const player = match.nextPlayer!;
    const [choice] = match.enumerate(player);
    if (!match.move(player, choice.move, choice.args).ok) throw new Error('opening move refused');
  }
  return match.state.G as PaxState;
}

/** Every card of the game at the start: deck, Rome, legions, opening draws. */
function cardsInGame(G: PaxState): number[] {
  const cards = [...G.secret.deck, ...G.secret.romeHidden, ...G.rome, ...G.legions.flat()];
  for (const id in G.players) cards.push(...G.players[id].drawn, ...G.players[id].hand, ...G.areas[id]);
  return cards;
}

describe('card data', () => {
  test('PAX-SETUP-1 / PAX-NOC-1: 74 base cards (10 per category, 12 Land and Intrigue), 30 Nocturnus cards', () => {
    const count = (category: Category) => CARD_FACES.filter((face) => face.category === category).length;
    expect(CARD_FACES.slice(0, 74).every((face) => !['scout', 'adversary', 'militia'].includes(face.category))).toBe(true);
    expect(CARD_FACES.length).toBe(104);
    for (const category of ['wealth', 'fleet', 'army', 'religion', 'senator', 'scout', 'adversary', 'militia'] as const)
      expect(count(category), category).toBe(10);
    expect(count('land')).toBe(12);
    expect(count('intrigue')).toBe(12);
  });

  test('PAX-DEC-CARDS: a card is worth 1 or 2 Aurei; one two-symbol card of each base category 2, the others 1', () => {
    for (const face of CARD_FACES) {
      expect(face.value).toBeGreaterThanOrEqual(1);
      expect(face.value).toBeLessThanOrEqual(2);
    }
    const count = (category: Category, symbols: 1 | 2, value: number) =>
      CARD_FACES.filter((face) => face.category === category && face.symbols === symbols && face.value === value).length;
    expect([count('land', 1, 1), count('land', 1, 2), count('land', 2, 1), count('land', 2, 2)]).toEqual([4, 3, 4, 1]);
    for (const category of ['religion', 'senator', 'wealth', 'fleet', 'army'] as const)
      expect([count(category, 1, 1), count(category, 1, 2), count(category, 2, 1), count(category, 2, 2)], category).toEqual([3, 3, 3, 1]);
    // Nocturnus's own categories keep every two-symbol card at 1 Aureus
    for (const category of ['scout', 'adversary', 'militia'] as const) expect([count(category, 2, 1), count(category, 2, 2)], category).toEqual([4, 0]);
    expect(cardFace(104)).toEqual(cardFace(0));
  });
});

describe('setup', () => {
  // Cards in the game at the start, by player count and expansion (deck + Rome + legions + opening draws).
  test.each([
    ['PAX-SETUP-2', 2, false, 54],
    ['PAX-SETUP-2', 3, false, 64],
    ['PAX-SETUP-2', 4, false, 74],
    ['PAX-NOC-2', 2, true, 74],
    ['PAX-NOC-2', 3, true, 89],
    ['PAX-NOC-2', 4, true, 104],
    ['PAX-BIG-1', 5, true, 134],
    ['PAX-BIG-1', 6, true, 149],
    ['PAX-BIG-1', 7, true, 164],
    ['PAX-BIG-1', 8, true, 179],
    ['PAX-SOLO-2', 1, false, 44],
    ['PAX-NSOLO-1', 1, true, 64],
  ])('%s: %i players, expansion %s: %i cards', (_rule, numPlayers, expansion, total) => {
    const G = setup(numPlayers, { expansion });
    const cards = cardsInGame(G);
    expect(cards.length).toBe(total);
    expect(new Set(cards).size).toBe(total);
    if (!expansion) expect(cards.every((id) => id < 74)).toBe(true);
    if (numPlayers <= 4) expect(cards.every((id) => id < 104)).toBe(true);
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8])('PAX-SETUP-1 / PAX-SOLO-1 / PAX-BIG-1: legions for %i players, one card each once the opening is placed (PAX-SETUP-7)', (n) => {
    const G = afterOpening(n, { expansion: n > 4 });
    expect(G.legions.length).toBe(n === 1 ? 3 : n + 1);
    expect(G.legions.every((cards) => cards.length === 1)).toBe(true);
  });

  test.each([1, 4, 5, 8])('PAX-SETUP-3 / PAX-BIG-3: Rome face down and face up, %i players', (n) => {
    expect(setup(n, { expansion: n > 4 }).secret.romeHidden.length).toBe(3);
    const G = afterOpening(n, { expansion: n > 4 });
    expect(G.secret.romeHidden.length).toBe(3);
    expect(G.rome.length).toBe(n > 4 ? 3 : 0);
  });

  // PAX-SETUP-6, then PAX-SETUP-7: « Chaque joueur regarde ses cartes en main, en choisit une pour garder et remet
  // les autres sous la pioche. […] Piochez assez de Cartes Influence de sorte d'en placer une au-dessous de chaque
  // Carte Légion, face visible. » The legions' cards (and, at 5 to 8 players, Rome's open cards: PAX-BIG-3) are
  // dealt once the last player has chosen, from the top of the deck as it is then.
  test.each([1, 2, 3, 5, 8])('PAX-SETUP-7: %i seat(s): every opening card is chosen before any card lies under a legion or face up with Rome', (n) => {
    const match = new HeadlessMatch(game, { numPlayers: n, setupData: (n === 1 ? { soloLevel: 3 } : { expansion: n > 4 }) as never, seed: `deal-${n}` });
    let G = match.state.G as PaxState;
    expect(G.legions).toHaveLength(n === 1 ? 3 : n + 1);
    expect(G.legions.every((cards) => cards.length === 0)).toBe(true);
    expect(G.rome).toEqual([]);
    let top: number[] = [];
    while (match.ctx.phase === 'opening') {
      G = match.state.G as PaxState;
      expect(G.legions.flat()).toEqual([]);
      expect(G.rome).toEqual([]);
      top = G.secret.deck.slice(0, (n > 4 ? 3 : 0) + G.legions.length);
      const player = match.nextPlayer!;
      const [choice] = match.enumerate(player);
      expect(match.move(player, choice.move, choice.args).ok).toBe(true);
    }
    G = match.state.G as PaxState;
    const open = n > 4 ? 3 : 0;
    expect(G.rome).toEqual(top.slice(0, open));
    expect(G.legions).toEqual(top.slice(open).map((card) => [card]));
    expect(G.secret.deck).not.toContain(top[0]);
    expect(cardsInGame(G).length).toBe(new Set(cardsInGame(G)).size);
  });

  test('PAX-SETUP-4 / PAX-SETUP-5 / PAX-BIG-2: 5 Aurei each; opening draws 2, 3, 4, 5, then 5', () => {
    const G = setup(8, { expansion: true });
    expect(Object.values(G.players).map((p) => p.drawn.length)).toEqual([2, 3, 4, 5, 5, 5, 5, 5]);
    expect(Object.values(G.players).every((p) => p.coins === 5 && p.hand.length === 0)).toBe(true);
    expect(G.firstPlayer).toBe('0');
  });

  test.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
  ])('PAX-SOLO-3: solo level %i draws %i cards', (level, drawn) => {
    expect(setup(1, { soloLevel: level }).players['0'].drawn.length).toBe(drawn);
  });

  test('PAX-BIG-0: 5–8 players are refused without Nocturnus, and the options are consistent', () => {
    for (let n = 1; n <= 8; n++) {
      const accepted = allSetupData(pax.options, n).filter((data) => game.validateSetupData!(data, n) === undefined);
      // 2 players: with or without the expansion, or one of the rulebook positions (base game only).
      expect(accepted.length, `${n} players`).toBe(n === 1 ? 10 : n === 2 ? 2 + pax.scenarios.length : n <= 4 ? 2 : 1);
      expect(game.validateSetupData!(undefined, n) === undefined).toBe(n <= 4);
    }
    expect(game.validateSetupData!({ soloLevel: 2 }, 3)).toBeDefined();
    expect(game.validateSetupData!({ soloLevel: 6 }, 1)).toBeDefined();
    expect(game.validateSetupData!({ expansion: 'yes' } as never, 2)).toBeDefined();
  });
});

describe('opening', () => {
  test('PAX-SETUP-6: each player keeps one card and puts the rest under the deck; all place at once', () => {
    const match = new HeadlessMatch(game, { numPlayers: 3, seed: 'opening' });
    expect(Object.keys(match.ctx.activePlayers ?? {}).sort()).toEqual(['0', '1', '2']);
    const G0 = match.state.G as PaxState;
    const drawn2 = [...G0.players['2'].drawn];
    expect(match.move('2', 'place', [drawn2[0], 'play']).ok).toBe(false);
    expect(match.move('2', 'place', [drawn2[0], 'hand']).ok).toBe(true);
    expect(match.move('2', 'place', [drawn2[1], 'hand']).ok).toBe(false);
    expect(match.move('2', 'place', [drawn2[1], 'deck']).ok).toBe(true);
    expect(match.move('2', 'place', [drawn2[2], 'deck']).ok).toBe(true);
    expect(match.move('2', 'place', [drawn2[3], 'deck']).ok).toBe(true);
    const G = match.state.G as PaxState;
    expect(G.players['2'].hand).toEqual([drawn2[0]]);
    expect(G.secret.deck.slice(-3)).toEqual(drawn2.slice(1));
    expect(Object.keys(match.ctx.activePlayers ?? {}).sort()).toEqual(['0', '1']);
    while (match.ctx.phase === 'opening') {
      const player = match.nextPlayer!;
      const [choice] = match.enumerate(player);
      expect(match.move(player, choice.move, choice.args).ok).toBe(true);
    }
    expect(match.ctx.phase).toBe('play');
    expect(match.ctx.currentPlayer).toBe('0');
  });

  test('PAX-SETUP-7: a match stored during its opening before the legions were dealt afterwards (its legions already hold their card) gets no second card', () => {
    const match = new HeadlessMatch(game, { numPlayers: 5, setupData: { expansion: true } as never, seed: 'stored-opening' });
    const fresh = match.state.G as PaxState;
    // The setup of before: Rome's open cards and the legions' cards taken from the deck at once.
    const deck = fresh.secret.deck.slice();
    const rome = deck.splice(0, 3);
    const legions = fresh.legions.map(() => deck.splice(0, 1));
    match.state = { ...match.state, G: { ...fresh, rome, legions, secret: { ...fresh.secret, deck } } };
    while (match.ctx.phase === 'opening') {
      const player = match.nextPlayer!;
      const [choice] = match.enumerate(player);
      expect(match.move(player, choice.move, choice.args).ok).toBe(true);
    }
    const G = match.state.G as PaxState;
    expect(G.rome).toEqual(rome);
    expect(G.legions).toEqual(legions);
    expect(eventsOf(match.state.deltalog![0]).map((event) => event.kind)).not.toContain('legions-dealt');
  });

  test('PAX-SOLO-3 / PAX-SOLO-4: level 5 plays three opening cards, Fleet/Army limit ignored', () => {
    const match = new HeadlessMatch(game, { numPlayers: 1, setupData: { soloLevel: 5 }, seed: 'solo' });
    let G = match.state.G as PaxState;
    const drawn = [...G.players['0'].drawn];
    // Put Fleet or Army cards first if there are any: no Land or Intrigue is needed.
    drawn.sort((a, b) => Number(['fleet', 'army'].includes(cardFace(b).category)) - Number(['fleet', 'army'].includes(cardFace(a).category)));
    for (const card of drawn.slice(0, 3)) expect(match.move('0', 'place', [card, 'play']).ok).toBe(true);
    expect(match.move('0', 'place', [drawn[3], 'play']).ok).toBe(false);
    expect(match.move('0', 'place', [drawn[3], 'hand']).ok).toBe(true);
    expect(match.move('0', 'place', [drawn[4], 'deck']).ok).toBe(true);
    G = match.state.G as PaxState;
    expect(G.areas['0']).toEqual(drawn.slice(0, 3));
    expect(match.ctx.phase).toBe('play');
  });
});
