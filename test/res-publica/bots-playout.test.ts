/**
 * BOT-ISMCTS-2 for Res Publica (bots/playout.ts): each kind of move weighs as one whatever the number of trade
 * proposals offered, laying a set most and accepting a deal less than refusing it; every move keeps a chance.
 */
import { expect, test } from 'vitest';
import { bots } from '../../games/res-publica/bots';
import { playoutMove } from '../../games/res-publica/bots/playout';
import { seededRng } from '../../games/bots/random';
import type { Action } from '../../games/res-publica/rules/actions';

const proposal = (count: number): Action => ({ move: 'propose', args: [{ seek: { join: 'and', terms: [{ count, type: 'goth' }] } }] as never });

/** How often each kind of move is drawn among `offered`, over `draws` draws. */
function drawn(offered: readonly Action[], draws: number): Map<string, number> {
  const rng = seededRng('res-publica-playout');
  const seen = new Map<string, number>();
  for (let i = 0; i < draws; i++) {
    const choice = playoutMove(offered, rng);
    expect(offered).toContain(choice); // the offered object itself: the fast path skips its second check
    seen.set(choice.move, (seen.get(choice.move) ?? 0) + 1);
  }
  return seen;
}

test('the kit plays its playouts by this policy', () => {
  expect(bots.playoutMove).toBe(playoutMove);
});

test('twenty proposals weigh as one kind of move; laying a set is drawn most', () => {
  const offered: Action[] = [...Array.from({ length: 20 }, (_, i) => proposal(1 + (i % 4))), { move: 'lay', args: ['goth'] as never }, { move: 'draw', args: ['people'] as never }];
  const seen = drawn(offered, 10_000);
  // weights 1 (the proposals together), 8, 1
  expect(seen.get('propose')! / 10_000).toBeCloseTo(0.1, 1);
  expect(seen.get('lay')!).toBeGreaterThan(6 * seen.get('draw')!);
  expect(seen.get('draw')).toBeGreaterThan(0);
});

test('accepting a deal is drawn less often than refusing them all, and still drawn', () => {
  const offered: Action[] = [{ move: 'accept', args: ['1'] }, { move: 'refuse', args: [] }];
  const seen = drawn(offered, 6_000);
  expect(seen.get('refuse')!).toBeGreaterThan(1.6 * seen.get('accept')!);
  expect(seen.get('accept')).toBeGreaterThan(0);
});
