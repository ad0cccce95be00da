import { describe, expect, test } from 'vitest';
import { inviteUrl, parseRoute, routeHash, type Route } from '../../client/routes';

describe('routes', () => {
  test.each<[string, Route]>([
    ['', { name: 'lobby' }],
    ['#', { name: 'lobby' }],
    ['#/', { name: 'lobby' }],
    ['#/match/res-publica/abc123', { name: 'match', game: 'res-publica', matchID: 'abc123' }],
    ['#/match/res-publica/abc123/', { name: 'match', game: 'res-publica', matchID: 'abc123' }],
    ['#/join/pax/X_y-Z', { name: 'join', game: 'pax', matchID: 'X_y-Z' }],
    ['#/hotseat/pax-pamir', { name: 'hotseat', game: 'pax-pamir' }],
    ['#/local/pax', { name: 'local', game: 'pax' }],
    ['#/join/pax/a%20b', { name: 'join', game: 'pax', matchID: 'a b' }],
  ])('parses %j', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  test.each(['#/match/pax', '#/match/pax/a/b', '#/hotseat', '#/hotseat/pax/extra', '#/games/pax', '#/join/pax/%E0%A4%A', '#/match//abc'])(
    'refuses %j',
    (hash) => {
      expect(parseRoute(hash).name).toBe('notFound');
    },
  );

  test.each<Route>([
    { name: 'lobby' },
    { name: 'match', game: 'res-publica', matchID: 'abc' },
    { name: 'join', game: 'pax', matchID: 'with/slash and space#hash' },
    { name: 'hotseat', game: 'pax' },
    { name: 'local', game: 'pax-barbarorum' },
  ])('builds a hash that parses back: %j', (route) => {
    const hash = routeHash(route);
    expect(hash.startsWith('#/')).toBe(true);
    expect(parseRoute(hash)).toEqual(route);
  });

  test('an invite link keeps the page address and replaces its hash', () => {
    expect(inviteUrl('http://localhost:8000/#/match/pax/m1', 'pax', 'm1')).toBe('http://localhost:8000/#/join/pax/m1');
    expect(inviteUrl('https://example.org/table/', 'res-publica', 'Q9')).toBe('https://example.org/table/#/join/res-publica/Q9');
    expect(parseRoute(new URL(inviteUrl('http://h:1/', 'pax', 'a b')).hash)).toEqual({ name: 'join', game: 'pax', matchID: 'a b' });
  });
});
