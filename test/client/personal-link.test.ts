import { describe, expect, test } from 'vitest';
import { loadMatches, MY_MATCHES_KEY, rememberMatch, type KeyValueStore, type StoredMatch } from '../../client/my-matches';
import { openPersonalLink, personalLinkOf, seatOfLink, type SeatRoute } from '../../client/personal-link';
import { parseRoute, routeHash } from '../../client/routes';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const link: SeatRoute = { name: 'seat', game: 'pax-pamir', matchID: 'Q9x_-a', playerID: '1', credentials: 'c-r3d_S' };
const players = [
  { id: 0, name: 'Alice' },
  { id: 1, name: 'Bob' },
  { id: 2 },
];
const bobsSeat: StoredMatch = { gameName: 'pax-pamir', matchID: 'Q9x_-a', playerID: '1', credentials: 'c-r3d_S', playerName: 'Bob' };

describe('the personal link route', () => {
  test('parses the address notices carry (as the server encodes it)', () => {
    expect(parseRoute('#/seat/pax-pamir/Q9x_-a/1/c-r3d_S')).toEqual(link);
    expect(parseRoute(`#/seat/pax/${encodeURIComponent('a b')}/0/${encodeURIComponent('x/y+z=')}`)).toEqual({
      name: 'seat',
      game: 'pax',
      matchID: 'a b',
      playerID: '0',
      credentials: 'x/y+z=',
    });
  });

  test.each(['#/seat/pax/m/0', '#/seat/pax/m/0/c/extra', '#/seat/pax/m//c', '#/seat/pax/m/0/%E0%A4%A'])('refuses %j', (hash) => {
    expect(parseRoute(hash).name).toBe('notFound');
  });

  test('builds a hash that parses back', () => {
    const odd: SeatRoute = { ...link, matchID: 'with/slash #', credentials: 'a+b/c=' };
    expect(parseRoute(routeHash(odd))).toEqual(odd);
  });

  test('a seat’s personal link, from the page’s address', () => {
    const url = personalLinkOf('https://table.example/sub/#/match/pax-pamir/Q9x_-a', bobsSeat);
    expect(url).toBe('https://table.example/sub/#/seat/pax-pamir/Q9x_-a/1/c-r3d_S');
    expect(parseRoute(new URL(url).hash)).toEqual(link);
  });
});

describe('opening a personal link', () => {
  test('the seat it names, with the name the match gives that seat', () => {
    expect(seatOfLink(link, players)).toEqual(bobsSeat);
  });

  test.each<[string, SeatRoute]>([
    ['a free seat', { ...link, playerID: '2' }],
    ['no such seat', { ...link, playerID: '5' }],
  ])('%s is nobody’s', (_, named) => {
    expect(seatOfLink(named, players)).toBeUndefined();
  });

  test('confirmed credentials put the seat in "my matches", replacing an older seat of that match', () => {
    const store = memoryStore();
    rememberMatch(store, { ...bobsSeat, playerID: '0', credentials: 'old', playerName: 'Alice' });
    rememberMatch(store, { ...bobsSeat, matchID: 'other' });
    expect(openPersonalLink(store, link, players, true)).toEqual({ opened: bobsSeat });
    expect(loadMatches(store)).toEqual([bobsSeat, { ...bobsSeat, matchID: 'other' }]);
  });

  test.each<[string, SeatRoute, boolean]>([
    ['credentials the server refused', link, false],
    ['a free seat', { ...link, playerID: '2' }, true],
  ])('%s store nothing', (_, named, holds) => {
    const store = memoryStore();
    expect(openPersonalLink(store, named, players, holds)).toEqual({ refused: true });
    expect(store.data.has(MY_MATCHES_KEY)).toBe(false);
  });
});
