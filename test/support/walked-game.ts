/**
 * A game played to its end by a fixed walk through the legal moves (the n-th move takes choice n × 7919 modulo
 * the number offered): the same game for the same seed, with no bot and no randomness of its own, for tests that
 * need finished games of every kind.
 */
import { expect } from 'vitest';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';

/** `game` with `numPlayers` dealt from `seed`, walked until it ends; fails the test if it has not within `maxMoves`. */
export function walkedToEnd(game: string, numPlayers: number, seed: string, maxMoves = 5000): HeadlessMatch {
  const match = new HeadlessMatch(findGameEntry(game)!.game, { numPlayers, seed });
  for (let n = 0; !match.isOver && n < maxMoves; n++) {
    const seat = match.nextPlayer!;
    const choices = match.enumerate(seat);
    const choice = choices[(n * 7919) % choices.length];
    match.move(seat, choice.move, choice.args ?? []);
  }
  expect(match.isOver, `${game} (${seed})`).toBe(true);
  return match;
}
