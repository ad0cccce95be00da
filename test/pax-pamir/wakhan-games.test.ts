/** PAX-WAKHAN-*: full games of 1 and 2 humans (random bots) against Wakhan reach the end. */
import { describe, expect, test } from 'vitest';
import { playRandomGame, HeadlessMatch } from '../../games/headless';
import { paxPamir } from '../../games/pax-pamir';
import { validateSetup } from '../../games/pax-pamir/game';
import type { PaxState } from '../../games/pax-pamir/rules/state';

const { game } = paxPamir;

describe('PAX-WAKHAN-SETUP-1: the option', () => {
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
    // PAX-SETUP-2 with 2 seats: 6 piles of 7 court cards, 6 events, 4 checks
    expect(G0.secret.deck.length + 12).toBe(6 * 7 + 6 + 4);
    expect(G0.secret.wakhanDeck).toHaveLength(24);
    m.move('0', 'chooseLoyalty', ['british']);
    const G = m.state.G as PaxState;
    expect(G.wakhan!.card).not.toBeNull();
    expect(G.wakhan!.turns).toBe(1);
    expect(G.wakhan!.log.length).toBeGreaterThan(1);
    expect(m.ctx.phase).toBe('play');
    expect(m.ctx.currentPlayer).toBe('0');
  });
});

describe('PAX-WAKHAN-TURN-*: random humans against Wakhan finish their games', () => {
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
