/**
 * BOT-ISMCTS-2 for PAX (bots/playout.ts): the search's playouts play cards, Intrigue first (the Primus Conspiratus,
 * PAX-PRIMUS-1), more often than they end a turn or look at Rome, while every offered move keeps a chance.
 */
import { expect, test } from 'vitest';
import { bots } from '../../games/pax/bots';
import { playoutMove } from '../../games/pax/bots/playout';
import { seededRng } from '../../games/bots/random';
import { CARD_FACES } from '../../games/pax/data/cards';
import type { Action } from '../../games/pax/rules/actions';

const cardOf = (category: string, symbols: number) => CARD_FACES.findIndex((face) => face.category === category && face.symbols === symbols);

const offered: Action[] = [
  { move: 'play', args: [cardOf('intrigue', 2)] },
  { move: 'play', args: [cardOf('intrigue', 1)] },
  { move: 'play', args: [cardOf('wealth', 1)] },
  { move: 'buy', args: [0] },
  { move: 'endTurn', args: [] },
  { move: 'lookAtRome', args: [] },
];

test('the kit plays its playouts by this policy', () => {
  expect(bots.playoutMove).toBe(playoutMove);
});

test('cards are played, Intrigue first, more often than turns end or Rome is looked at; every move keeps a chance', () => {
  const rng = seededRng('pax-playout');
  const seen = new Map<Action, number>();
  const draws = 20_000;
  for (let i = 0; i < draws; i++) {
    const choice = playoutMove(offered, rng);
    expect(offered).toContain(choice); // the offered object itself: the fast path skips its second check
    seen.set(choice, (seen.get(choice) ?? 0) + 1);
  }
  const [intrigue2, intrigue1, wealth, buy, endTurn, look] = offered.map((action) => seen.get(action) ?? 0);
  expect(intrigue2).toBeGreaterThan(1.6 * intrigue1);
  expect(intrigue1).toBeGreaterThan(1.6 * wealth);
  expect(wealth).toBeGreaterThan(3 * endTurn);
  expect(buy).toBeGreaterThan(3 * endTurn);
  expect(endTurn).toBeGreaterThan(1.3 * look);
  expect(look).toBeGreaterThan(0);
  // a single move is the move
  expect(playoutMove([offered[4]], rng)).toBe(offered[4]);
});
