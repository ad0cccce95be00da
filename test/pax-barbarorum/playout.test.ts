/**
 * BOT-ISMCTS-2 for Pax Barbarorum (bots/playout.ts): the search's playouts weigh the offered moves by kind, so that
 * a playout reads like a game (saying ready, keeping the army) rather than giving the realm away, while every
 * move keeps a chance.
 */
import { expect, test } from 'vitest';
import { seededRng } from '../../games/bots/random';
import { playoutMove } from '../../games/pax-barbarorum/bots/playout';
import { legalActions, type Action } from '../../games/pax-barbarorum/rules/legal';
import { position } from './position';

/** How often each kind of move is drawn among `offered`, over `draws` draws. */
function frequencies(offered: ReturnType<typeof legalActions>, draws: number): Map<string, number> {
  const rng = seededRng('playout');
  const seen = new Map<string, number>();
  for (let i = 0; i < draws; i++) {
    const choice = playoutMove(offered, rng);
    expect(offered).toContain(choice); // the offered object itself: the fast path skips its second check
    const key = choice.move === 'placeOrder' ? `order ${choice.args?.[1]}` : choice.move;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return seen;
}

test('in diplomacy, "ready" is drawn far more often than any one war, gift or lowered standing, which still come up', () => {
  const G = position({ factions: ['rom', 'car', 'mac'], realm: { rom: { gold: 20, influence: 20 } } });
  const offered = legalActions(G, '0');
  const wars = offered.filter(({ move }) => move === 'declareWar').length;
  expect(wars).toBeGreaterThan(5);
  const seen = frequencies(offered, 5_000);
  const uniformShare = 1 / offered.length;
  expect(seen.get('ready')! / 5_000).toBeGreaterThan(5 * uniformShare);
  expect(seen.get('declareWar')! / wars).toBeLessThan(seen.get('ready')! / 10);
  expect(seen.get('declareWar')).toBeGreaterThan(0);
  expect(seen.get('give')).toBeGreaterThan(0);
});

test('orders: economy and influence are drawn more often than moves', () => {
  const G = position({ factions: ['rom', 'car'], step: { kind: 'orders', queue: ['0', '1'] } as never });
  const offered = legalActions(G, '0');
  const seen = frequencies(offered, 5_000);
  expect(seen.get('order economy')!).toBeGreaterThan(2 * seen.get('order move')!);
  expect(seen.get('order influence')!).toBeGreaterThan(2 * seen.get('order move')!);
  expect(seen.get('order move')).toBeGreaterThan(0);
});

test('demobilising: keeping every piece is drawn far more often than sending one home', () => {
  const offered: Action[] = [
    { move: 'demobilise', args: [[{ province: 'latium', s: 1, a: 0, c: 0 }]] },
    { move: 'demobilise', args: [[]] },
    { move: 'demobilise', args: [[{ province: 'etruria', s: 1, a: 0, c: 0 }]] },
  ];
  const rng = seededRng('demobilise');
  let kept = 0;
  for (let i = 0; i < 1000; i++) {
    const drawn = playoutMove(offered, rng);
    if (drawn.move === 'demobilise' && drawn.args[0].length === 0) kept++;
  }
  expect(kept).toBeGreaterThan(950);
  expect(kept).toBeLessThan(1000);
});
