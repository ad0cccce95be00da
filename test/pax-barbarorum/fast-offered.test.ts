/**
 * BOT-FAST-1: a playout plays a move the legal-action generator has just offered without checking it again
 * (bots/fast.ts, rules/moves.ts `playInPlace`). Only that very move at that very state: any other is checked as
 * the reducer checks it.
 */
import type { State } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { fast } from '../../games/pax-barbarorum/bots/fast';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import { position } from './position';

/** A playout of a diplomacy phase between Romans and Carthaginians, both still negotiating. */
function diplomacy() {
  const s = fast.fromState({ G: position({ factions: ['rom', 'car'] }), ctx: {}, plugins: {} } as unknown as State);
  // a playout's first move copies its frozen start: one move played makes the rest play in place
  const first = fast.enumerate(s, '1').find((a) => a.move === 'ready')!;
  expect(fast.play(s, '1', first.move, first.args!)).toBe(true);
  return s;
}

describe('BOT-FAST-1: an offered move is played without a second check, nothing else is', () => {
  test('a move offered before the last move is checked again: ready twice is refused', () => {
    const s = diplomacy();
    const ready = fast.enumerate(s, '0').find((a) => a.move === 'ready')!;
    expect(fast.play(s, '0', ready.move, ready.args!)).toBe(true);
    // the very same action object, offered at the state before: the seat no longer negotiates
    expect(fast.play(s, '0', ready.move, ready.args!)).toBe(false);
  });

  test('a move offered to another seat is checked for the seat that plays it', () => {
    const s = diplomacy();
    const offered = fast.enumerate(s, '0').find((a) => a.move === 'ready')!;
    // seat 1 said it was ready: the move offered to seat 0 is not seat 1's
    expect(fast.play(s, '1', offered.move, offered.args!)).toBe(false);
    expect(fast.play(s, '0', offered.move, offered.args!)).toBe(true); // checked now (the refusal cleared the offer), and legal
  });

  test('a copy of an offered move is checked like any move, and a changed copy is refused', () => {
    const s = diplomacy();
    const before = JSON.stringify(fast.G(s));
    const war = fast.enumerate(s, '0').find((a) => a.move === 'declareWar')!;
    expect(fast.play(s, '0', war.move, [...war.args!.slice(0, -1), 'no-such-faction'])).toBe(false);
    expect(JSON.stringify(fast.G(s))).toBe(before);
    const list = legalActions(fast.G(s) as never, '0');
    expect(list.some((a) => a.move === war.move && JSON.stringify(a.args) === JSON.stringify(war.args!))).toBe(true);
    expect(fast.play(s, '0', war.move, [...war.args!])).toBe(true);
  });
});
