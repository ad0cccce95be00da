/**
 * BOT-REPORT-1 for PAX (bots/report.ts): where Rome's wins come from. Rome's cards at the end split by how it got
 * them (PAX-SETUP-3, PAX-ROUND-2, PAX-NOC-4), the play areas, and the categories in which Rome matches every
 * player (PAX-WIN-1), counting those nobody played and those tied.
 */
import { expect, test } from 'vitest';
import type { MatchRecord, RecordedMove } from '../../games/match-record';
import { paxReport } from '../../games/pax/bots/report';
import { position } from './helpers';

const record: MatchRecord = { format: 'pax-table/match-record', version: 1, game: 'pax', numPlayers: 2, seed: 's', moves: [] };
const by = (move: string): RecordedMove => ({ player: '0', move, args: [] });
const value = (rows: (string | number)[][], figure: string) => rows.find(([name]) => name === figure)![1];

test('Rome\'s cards by their source and the categories it matches, per line of games', () => {
  const report = paxReport();
  const start = position({ romeHidden: 'L1 I1 R1' });
  report.begin(record, start);
  // a round ends: Rome takes a group of two (PAX-ROUND-2)
  const afterRound = position({ romeHidden: 'L1 I1 R1', rome: 'F2 A2' });
  report.step(start, afterRound, by('endTurn'));
  // a player gives Rome a card (PAX-NOC-4)
  const afterGift = position({ romeHidden: 'L1 I1 R1', rome: 'F2 A2 D1' });
  report.step(afterRound, afterGift, by('giveToRome'));
  // a move that gives Rome nothing counts for nothing
  report.step(afterGift, afterGift, by('play'));
  // Land: 1 against 2, lost; Intrigue: 1 against 1, tied; Religion, Wealth, Fleet, Army: nobody played them;
  // Senator: 0 against 1, lost. Five categories: Rome wins (PAX-WIN-1 needs four).
  const final = position({ romeHidden: 'L1 I1 R1', rome: 'F2 A2 D1', areas: { '0': 'L2 I1 S1', '1': 'L1 S1' } });
  report.end(final, { winners: [], ending: 'Rome wins' }, true);

  // a second game: the players win, Rome took nothing
  const other = position({ romeHidden: 'S1 S1 S1', areas: { '0': 'L1 I1 R1 W1 F1', '1': '' } });
  report.begin(record, other);
  report.end(other, { winners: ['0'], ending: 'players win' }, true);
  // a game stopped at the move budget is not read
  report.begin(record, other);
  report.end(other, { winners: [] }, false);

  const [summary, categories] = report.tables();
  expect(summary.title).toBe("Where Rome's wins come from, 2 players, 2 games");
  const rows = summary.rows;
  expect(value(rows, 'games Rome won')).toMatch(/^50\.0 % \(/);
  // (6 + 3) / 2 cards at the end: 3 + 3 at the start, 2 in a group, 1 given
  expect(value(rows, "Rome's cards at the end, a game's mean")).toBe(4.5);
  expect(value(rows, 'of which Rome started with (PAX-SETUP-3, PAX-BIG-3)')).toBe(3);
  expect(value(rows, 'of which groups taken at the end of a round (PAX-ROUND-2)')).toBe(1);
  expect(value(rows, 'of which given by the players (PAX-NOC-4)')).toBe(0.5);
  // play areas: 3 and 2 cards, then 5 and 0
  expect(value(rows, "a player's play area at the end")).toBe(2.5);
  expect(value(rows, 'the largest play area of the game')).toBe(4);
  // first game: Intrigue, Religion, Wealth, Fleet, Army; second: Rome's three Senators against none, and every
  // category the first player lacks (Senator, Army): 2
  expect(value(rows, 'categories in which Rome matches every player')).toBe(3.5);
  expect(value(rows, 'of which no player has a symbol')).toBe(3);
  expect(value(rows, 'of which the strongest player ties Rome')).toBe(0.5);
  expect(value(rows, 'categories Rome needs (PAX-WIN-1, PAX-NOC-9)')).toBe(4);

  expect(categories.rows.find(([c]) => c === 'land')).toEqual(['land', 0.5, 1.5, '0.0 %']);
  expect(categories.rows.find(([c]) => c === 'senator')).toEqual(['senator', 1.5, 0.5, '50.0 %']);
  expect(categories.rows.map(([c]) => c)).toEqual(['land', 'intrigue', 'religion', 'senator', 'wealth', 'fleet', 'army']);
});

test('lines are told apart: player count, Nocturnus, solo level', () => {
  const report = paxReport();
  for (const spec of [{ expansion: true }, { players: 1, soloLevel: 3 }]) {
    const G = position(spec);
    report.begin({ ...record, numPlayers: spec.players ?? 2 }, G);
    report.end(G, { winners: [], ending: 'Rome wins' }, true);
  }
  const titles = report.tables().map(({ title }) => title);
  expect(titles).toEqual([
    "Where Rome's wins come from, 2 players, with Nocturnus, 1 games",
    "Symbols by category at the end, 2 players, with Nocturnus, a game's mean",
    "Where Rome's wins come from, solo, level 3, 1 games",
    "Symbols by category at the end, solo, level 3, a game's mean",
  ]);
  const nocturnus = report.tables()[0].rows;
  expect(value(nocturnus, 'categories Rome needs (PAX-WIN-1, PAX-NOC-9)')).toBe(5);
});

// PAX-BIG-3 with PAX-DEC-OPENING: at 5 to 8 players Rome's three open cards are dealt by the last opening
// placement; they are cards Rome starts with, not a group taken at the end of a round.
test('BOT-REPORT-1: Rome\'s open cards of a 5-player game, dealt after the opening, count as cards Rome started with', () => {
  const report = paxReport();
  const five: MatchRecord = { ...record, numPlayers: 5 };
  const opening = position({ players: 5, expansion: true, romeHidden: 'L1 I1 R1', drawn: { '4': 'S1' } });
  report.begin(five, opening);
  const dealt = position({ players: 5, expansion: true, romeHidden: 'L1 I1 R1', rome: 'F1 A1 W1', hands: { '4': 'S1' } });
  report.step(opening, dealt, { player: '4', move: 'place', args: [0, 'hand'] });
  report.end(dealt, { winners: [], ending: 'Rome wins' }, true);
  const rows = report.tables()[0].rows;
  expect(value(rows, 'of which Rome started with (PAX-SETUP-3, PAX-BIG-3)')).toBe(6);
  expect(value(rows, 'of which groups taken at the end of a round (PAX-ROUND-2)')).toBe(0);
});
