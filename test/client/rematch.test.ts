import { describe, expect, test } from 'vitest';
import type { LobbyAPI } from 'boardgame.io';
import { format } from '../../client/i18n';
import type { StoredMatch } from '../../client/my-matches';
import { isOver, rematchOf, resultOf } from '../../client/rematch';
import { texts } from '../../client/texts';

const seat = (matchID: string, overrides: Partial<StoredMatch> = {}): StoredMatch => ({
  gameName: 'pax',
  matchID,
  playerID: '1',
  credentials: `cred-${matchID}`,
  playerName: 'Bob',
  ...overrides,
});

const players = [
  { id: 0, name: 'Alice' },
  { id: 1, name: 'Bob' },
  { id: 2, name: 'Cy' },
];
const match = (fields: Partial<LobbyAPI.Match> = {}): LobbyAPI.Match => ({ gameName: 'pax', matchID: 'm1', players, createdAt: 1, updatedAt: 2, ...fields });

const en = (key: keyof typeof texts.en, params?: Record<string, string | number>) => format(texts.en[key], params);

describe('a rematch with the same players', () => {
  const stored = seat('m1');

  test.each<[string, Partial<LobbyAPI.Match>, StoredMatch[], ReturnType<typeof rematchOf>]>([
    ['a match going on', {}, [stored], { kind: 'none' }],
    ['a match going on that somehow names a next one', { nextMatchID: 'm2' }, [stored], { kind: 'none' }],
    ['a finished match nobody asked a rematch of', { gameover: { winner: '0' } }, [stored], { kind: 'offer' }],
    ['a draw', { gameover: { draw: true } }, [stored], { kind: 'offer' }],
    ['a rematch another player created', { gameover: { winner: '0' }, nextMatchID: 'm2' }, [stored], { kind: 'waiting', nextMatchID: 'm2' }],
    ['a rematch this browser joined', { gameover: { winner: '0' }, nextMatchID: 'm2' }, [seat('m2'), stored], { kind: 'joined', nextMatchID: 'm2' }],
    ['a rematch id held in another game only', { gameover: { winner: '0' }, nextMatchID: 'm2' }, [seat('m2', { gameName: 'res-publica' }), stored], { kind: 'waiting', nextMatchID: 'm2' }],
    ['an empty next match id', { gameover: { winner: '0' }, nextMatchID: '' }, [stored], { kind: 'offer' }],
  ])('%s', (_, fields, held, expected) => {
    expect(rematchOf(stored, match(fields), held)).toEqual(expected);
  });

  test('a match is over once the lobby data carries its gameover, whatever its shape', () => {
    expect(isOver(match())).toBe(false);
    expect(isOver(match({ gameover: null }))).toBe(false);
    expect(isOver(match({ gameover: { winner: '2' } }))).toBe(true);
    expect(isOver(match({ gameover: 'ended' }))).toBe(true);
  });
});

describe('the result of a finished match', () => {
  test.each<[string, unknown, string | undefined]>([
    ['one winner', { winner: '2' }, 'Winner: Cy'],
    ['one winner, as a number', { winner: 0 }, 'Winner: Alice'],
    ['several winners', { winners: ['0', '1'] }, 'Winners: Alice and Bob'],
    ['a draw', { draw: true }, 'Draw'],
    ['a winner with no seat in the list', { winner: '4' }, 'Winner: Seat 5'],
    ['a shape the client cannot read', { scores: [3, 4] }, undefined],
  ])('%s', (_, gameover, result) => {
    expect(resultOf(match({ gameover }), en)).toBe(result);
  });
});
