/** PAMIR-WAKHAN-*: full games of 1 and 2 humans (random bots) against Wakhan reach the end. */
import { describe, expect, test } from 'vitest';
import { eventsOf } from '../../games/log-events';
import { playRandomGame, HeadlessMatch } from '../../games/headless';
import { paxPamir } from '../../games/pax-pamir';
import { validateSetup } from '../../games/pax-pamir/setup-check';
import { initialState } from '../../games/pax-pamir/rules/setup';
import { nextSeat, seats, type PaxState } from '../../games/pax-pamir/rules/state';
import { playersByArrow } from '../../games/pax-pamir/rules/wakhan/ai-card';

const { game } = paxPamir;

// p. 16, Setting Up: Wakhan counts for the deck size.
describe('PAMIR-WAKHAN-SETUP-1: the option', () => {
  test.each([
    [1, undefined, false],
    [1, { wakhan: false }, false],
    [1, { wakhan: true }, true],
    [2, { wakhan: true }, true],
    [2, {}, true],
    [3, { wakhan: true }, false],
    [3, {}, true],
  ] as const)('%i humans, %j: accepted %s', (numPlayers, setupData, ok) => {
    expect(validateSetup(setupData, numPlayers) === undefined).toBe(ok);
  });

  test('she takes the seat after the humans, counts for the deck and has played the first turn', () => {
    const m = new HeadlessMatch(game, { numPlayers: 1, setupData: { wakhan: true }, seed: 'setup' });
    const G0 = m.state.G as PaxState;
    expect(Object.keys(G0.players)).toEqual(['0', '1']);
    expect(G0.wakhan?.player).toBe('1');
    // PAMIR-SETUP-2 with 2 seats: 6 piles of 7 court cards, 6 events, 4 checks
    expect(G0.secret.deck.length + 12).toBe(6 * 7 + 6 + 4);
    expect(G0.secret.wakhanDeck).toHaveLength(24);
    m.move('0', 'chooseLoyalty', ['british']);
    const G = m.state.G as PaxState;
    expect(G.wakhan!.card).not.toBeNull();
    expect(G.wakhan!.turns).toBe(1);
    // PAMIR-WAKHAN-LOG-1: her first turn is in the log of the move that started it
    const rules = eventsOf(m.state.deltalog![0]).map((e) => e.rule);
    expect(rules).toContain('PAMIR-WAKHAN-TURN-1');
    expect(rules.filter((r) => r.startsWith('PAMIR-WAKHAN-')).length).toBeGreaterThan(1);
    expect(m.ctx.phase).toBe('play');
    expect(m.ctx.currentPlayer).toBe('0');
  });
});

// Rules p.16 (Setting Up): Wakhan's pieces go to the right of the player who chooses loyalty last, and she
// takes the first turn; play then goes clockwise (p.9), so that last chooser plays right after her.
describe('PAMIR-WAKHAN-SETUP-2: her seat is to the right of the last chooser', () => {
  /** A 2-human match with Wakhan whose loyalty choice starts with `first`. */
  const matchStartingWith = (first: string) => {
    for (let i = 0; i < 50; i++) {
      const m = new HeadlessMatch(game, { numPlayers: 2, setupData: { wakhan: true }, seed: `seat-${i}` });
      if ((m.state.G as PaxState).firstChooser === first) return m;
    }
    throw new Error(`no seed with ${first} choosing first`);
  };

  test.each([
    ['0', '1'],
    ['1', '0'],
  ])('%s chooses first, %s last: Wakhan, then the last chooser, then the first, then Wakhan again', (first, last) => {
    const m = matchStartingWith(first);
    m.move(first, 'chooseLoyalty', ['british']);
    m.move(last, 'chooseLoyalty', ['russian']);
    let G = m.state.G as PaxState;
    expect(G.wakhan!.turns).toBe(1);
    expect(m.ctx.currentPlayer).toBe(last);
    // the player to her left (the next seat clockwise) is the last chooser, to her right the first chooser
    expect(nextSeat(G, '2')).toBe(last);
    expect(nextSeat(G, first)).toBe('2');
    expect(m.move(last, 'endActions', []).ok).toBe(true);
    expect(m.ctx.currentPlayer).toBe(first);
    expect((m.state.G as PaxState).wakhan!.turns).toBe(1);
    expect(m.move(first, 'endActions', []).ok).toBe(true);
    G = m.state.G as PaxState;
    expect(G.wakhan!.turns).toBe(2); // her turn came between the first chooser and the last
    expect(m.ctx.currentPlayer).toBe(last);
  });

  // p. 18, Battle and Tax: when several players can be targeted, the red arrow decides.
  test('PAMIR-WAKHAN-ARROW-1: the red arrow reads her neighbours from her seat', () => {
    const G = initialState(2, (items) => items, '0', true);
    expect(seats(G)).toEqual(['0', '2', '1']);
    expect(initialState(2, (items) => items, '1', true).seating).toEqual(['0', '1', '2']);
    expect(initialState(1, (items) => items, '0', true).seating).toEqual(['0', '1']);
    expect(initialState(3, (items) => items, '0').seating).toBeUndefined(); // without Wakhan, seats in id order
    G.wakhan = { ...G.wakhan!, card: 1 };
    G.secret.wakhanDeck = [2]; // top/left: her left first
    expect(playersByArrow(G, '2')).toEqual(['1', '0']);
  });
});

// p. 16-18, Playing with Wakhan: her turn (draw, two actions, bonus actions, cleanup) repeats to the end
// of the game.
describe('PAMIR-WAKHAN-TURN-*: random humans against Wakhan finish their games', () => {
  test.each([
    [1, 'a'],
    [1, 'b'],
    [1, 'c'],
    [2, 'a'],
    [2, 'b'],
    [2, 'c'],
  ])('%i human(s), seed %s', async (numPlayers, seed) => {
    const result = await playRandomGame(game, { numPlayers, setupData: { wakhan: true }, seed: `wakhan-${numPlayers}-${seed}`, maxMoves: paxPamir.moveBudget });
    expect(result.finished).toBe(true);
  }, 60_000);
});
