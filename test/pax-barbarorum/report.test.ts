/**
 * BOT-REPORT-1 for Pax Barbarorum (bots/report.ts): a faction's wins among the games it played, against its band;
 * capitals taken, walked into while empty, left empty by their own player; foreign capitals held at once by style.
 */
import { expect, test } from 'vitest';
import type { MatchRecord, RecordedMove } from '../../games/match-record';
import { barbarorumReport } from '../../games/pax-barbarorum/bots/report';
import { position } from './position';

const record = (players: Record<string, string>): MatchRecord => ({
  format: 'pax-table/match-record',
  version: 1,
  game: 'pax-barbarorum',
  numPlayers: Object.keys(players).length,
  seed: 's',
  moves: [],
  players,
});
const march = (player: string): RecordedMove => ({ player, move: 'resolveOrder', args: [] });
const table = (tables: ReturnType<ReturnType<typeof barbarorumReport>['tables']>, title: string) => tables.find((t) => t.title.startsWith(title))!;
const count = (rows: (string | number)[][], event: string) => rows.find(([name]) => name === event)![1];

test('a capital taken from its garrison, one walked into while empty, one left empty by its own march', () => {
  const report = barbarorumReport();
  const start = position({ factions: ['ger', 'arv'] });
  report.begin(record({ '0': 'ismcts:10ms@conqueror', '1': 'ismcts:10ms@balanced' }), start);

  // Bibracte: the Aedui garrison beaten, the Germans hold it
  const garrisoned = position({ factions: ['ger', 'arv'], armies: { aeduia: 'aed 2s' } });
  const beaten = position({ factions: ['ger', 'arv'], armies: { aeduia: 'ger 3s' }, owner: { aeduia: 'ger' } });
  report.step(garrisoned, beaten, march('0'));
  // Gergovia: the Arverni march their last pieces out (BARB-HOLD-1: the land is lost at once) …
  const held = position({ factions: ['ger', 'arv'], armies: { aeduia: 'ger 3s' }, owner: { aeduia: 'ger' } });
  const left = position({ factions: ['ger', 'arv'], armies: { aeduia: 'ger 3s', arvernia: '' }, owner: { aeduia: 'ger', arvernia: null } });
  report.step(held, left, march('1'));
  // … and a German army walks in
  const walked = position({ factions: ['ger', 'arv'], armies: { aeduia: 'ger 3s', arvernia: 'ger 1s' }, owner: { aeduia: 'ger', arvernia: 'ger' } });
  report.step(left, walked, march('0'));
  // Sarmizegetusa falls too: three foreign capitals
  const won = position({
    factions: ['ger', 'arv'],
    armies: { aeduia: 'ger 3s', arvernia: 'ger 1s', dacia: 'ger 2s' },
    owner: { aeduia: 'ger', arvernia: 'ger', dacia: 'ger' },
  });
  report.step(walked, won, march('0'));
  report.end(won, { winners: ['0'], ending: 'capitals' }, true);

  const tables = report.tables();
  const capitals = table(tables, 'Capitals changing hands').rows;
  expect(count(capitals, 'a foreign capital taken by a player')).toBe(3);
  expect(count(capitals, 'of which walked into while empty')).toBe(1);
  expect(count(capitals, "a player's own capital left empty by its own march or demobilisation")).toBe(1);
  expect(count(capitals, 'a game won by three capitals')).toBe(1);
  expect(count(capitals, 'of which the winner walked into one of its three')).toBe(1);

  // 2 players: the band is 25-75 %; the Germans won their one game (over), the Arverni lost theirs (under)
  expect(table(tables, 'Factions, 2 players').rows).toEqual([
    ['Arverni Gauls', 1, 0, expect.stringMatching(/^0\.0 %/), 'under'],
    ['Germans', 1, 1, expect.stringMatching(/^100\.0 %/), 'over'],
  ]);
  expect(table(tables, 'Foreign capitals held at once').rows).toEqual([
    ['balanced', 'Arverni Gauls', 1, 0, 0, 0, 0],
    ['conqueror', 'Germans', 1, 1, 1, 1, 1],
  ]);
});

test('a capital lost in a battle is taken, not "left empty", whoever made the move that fought it', () => {
  const report = barbarorumReport();
  report.begin(record({ '0': 'random', '1': 'random' }), position({ factions: ['ger', 'arv'] }));
  const before = position({ factions: ['ger', 'arv'] });
  const lost = position({ factions: ['ger', 'arv'], armies: { arvernia: 'ger 2s' }, owner: { arvernia: 'ger' } });
  // the attacker's move, then the defender's own last move of a battle it lost
  report.step(before, lost, march('0'));
  report.step(before, lost, { player: '1', move: 'commitTactics', args: [] });
  report.end(lost, { winners: ['1'], ending: 'influence' }, true);
  const capitals = table(report.tables(), 'Capitals changing hands').rows;
  expect(count(capitals, 'a foreign capital taken by a player')).toBe(2);
  expect(count(capitals, 'of which walked into while empty')).toBe(0);
  expect(count(capitals, "a player's own capital left empty by its own march or demobilisation")).toBe(0);
  expect(count(capitals, 'a game won by three capitals')).toBe(0);
});
