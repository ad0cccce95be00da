/** BOT-VIEW-1: the record an agent is sent hides the seed and other seats' redacted moves' arguments. */
import { expect, test } from 'vitest';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { recordForSeat, redactedMoves } from '../../games/bots/record-for-seat';

test('each game\'s redacted moves are found wherever the game declares them', () => {
  expect([...redactedMoves(findGameEntry('pax-barbarorum')!.game)]).toEqual(expect.arrayContaining(['placeOrder', 'give', 'resolveOrder', 'commitTactics']));
  expect([...redactedMoves(findGameEntry('res-publica')!.game)]).toContain('deliver');
  expect(redactedMoves(findGameEntry('pax')!.game).size).toBeGreaterThan(0);
});

test('a seat reads no seed and no other seat\'s redacted arguments, its own moves whole', () => {
  const entry = findGameEntry('pax-barbarorum')!;
  const match = new HeadlessMatch(entry.game, { numPlayers: 2, seed: 'for-seat' });
  for (let i = 0; i < 60 && !match.isOver; i++) {
    const player = match.nextPlayer!;
    const [first] = match.enumerate(player);
    match.move(player, first.move, first.args ?? []);
  }
  const record = match.record();
  const orders = record.moves.filter((m) => m.move === 'placeOrder');
  expect(orders.some((m) => m.player === '0') && orders.some((m) => m.player === '1')).toBe(true);
  const redacted = redactedMoves(entry.game);
  const seen = recordForSeat(record, '1', redacted);
  expect(seen).not.toHaveProperty('seed');
  expect(JSON.stringify(seen)).not.toContain(record.seed);
  seen.moves.forEach((move, i) => {
    if (move.player === '0' && redacted.has(move.move)) expect(move.args).toEqual([]);
    else expect(move).toEqual(record.moves[i]);
  });
});
