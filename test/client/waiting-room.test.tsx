import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { LeftSeatsNotice } from '../../client/components/LeftSeatsNotice';
import { MatchInfo } from '../../client/components/MatchInfo';
import { StandInNotice } from '../../client/components/StandInNotice';
import { WaitingRoom } from '../../client/components/WaitingRoom';
import { LanguageProvider, type Language } from '../../client/i18n';
import type { StoredMatch } from '../../client/my-matches';
import { deadlineOf, hasStarted, joinable, seatRole, seatsByRole, waitingForPlayers, type PublicSeat } from '../../client/seat-roles';

const render = (element: ReactElement, language: Language = 'en') =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>);
const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&');
/** The opening tag of the element with this test id. */
const tagOf = (html: string, testId: string) => new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

// The invite link is built from the page's address.
beforeAll(() => vi.stubGlobal('window', { location: { href: 'https://table.example/#/match/pax/m1' } }));
afterAll(() => vi.unstubAllGlobals());

const alice: PublicSeat = { id: 0, name: 'Alice' };
const free = (id: number): PublicSeat => ({ id });
const bot = (id: number): PublicSeat => ({ id, name: `Bot ${id + 1}`, bot: 'random' });
const standIn = (id: number, name: string): PublicSeat => ({ id, name, bot: 'random', standIn: true });
const leftBy = (id: number, name: string): PublicSeat => ({ id, name, bot: 'random', left: true });
const seat: StoredMatch = { gameName: 'pax', matchID: 'm1', playerID: '0', credentials: 'c0', playerName: 'Alice' };

describe('who holds each seat', () => {
  test.each<[string, PublicSeat, ReturnType<typeof seatRole>]>([
    ['nobody', free(1), 'free'],
    ['an empty name', { id: 1, name: '' }, 'free'],
    ['a player', alice, 'player'],
    ['a bot that filled the seat', bot(1), 'bot'],
    ['a bot standing in for its player', standIn(1, 'Bob'), 'stand-in'],
    ['a player whose stand-in left', { id: 1, name: 'Bob', standIn: false }, 'player'],
    ['a bot keeping the seat of a player who left', leftBy(1, 'Bob'), 'left'],
  ])('%s', (_, player, role) => {
    expect(seatRole(player)).toBe(role);
  });

  test('seats by role, in seat order whatever the list’s order', () => {
    expect(seatsByRole([standIn(3, 'Cy'), free(2), bot(1), alice, free(4), leftBy(5, 'Dee')])).toEqual({
      free: ['2', '4'],
      bots: ['1'],
      standIns: [{ playerID: '3', name: 'Cy' }],
      left: [{ playerID: '5', name: 'Dee' }],
    });
  });

  test('an invite link may take a free seat or one a bot keeps since its player left, no other', () => {
    expect([free(1), leftBy(1, 'Bob'), alice, bot(1), standIn(1, 'Bob')].map(joinable)).toEqual([true, true, false, false, false]);
  });

  test('a match has started as the lobby says; without a word from it, once every seat is taken', () => {
    expect(hasStarted({ players: [alice, free(1)], started: true } as never)).toBe(true);
    expect(hasStarted({ players: [alice, bot(1)], started: false } as never)).toBe(false);
    expect(hasStarted({ players: [alice, bot(1)] })).toBe(true);
    expect(hasStarted({ players: [alice, free(1)] })).toBe(false);
  });

  test('a match waits while any seat is free; bots and stand-ins count as taken', () => {
    expect(waitingForPlayers([alice, free(1)])).toBe(true);
    expect(waitingForPlayers([alice, bot(1), standIn(2, 'Cy')])).toBe(false);
  });

  test.each<[unknown, ReturnType<typeof deadlineOf>]>([
    ['3d', '3d'],
    ['1d', '1d'],
    [undefined, 'none'],
    ['2d', 'none'],
    [86_400, 'none'],
  ])('deadline %j reads as %s', (deadline, expected) => {
    expect(deadlineOf({ deadline })).toBe(expected);
  });
});

describe('the waiting room', () => {
  test('says which seats are free, shows the invite link, and offers bots to a seated player', () => {
    const html = render(<WaitingRoom gameName="pax" matchID="m1" players={[alice, free(1), free(2)]} seat={seat} />);
    expect(text(html)).toContain('Still free: Seat 2 and Seat 3.');
    expect(tagOf(html, 'invite-link')).toContain('value="https://table.example/#/join/pax/m1"');
    expect(tagOf(html, 'fill-with-bots')).not.toBe('');
    expect(text(html)).toContain('Fill the free seats with bots and start');
  });

  test('a spectator sees who is missing, but no button', () => {
    const html = render(<WaitingRoom gameName="pax" matchID="m1" players={[alice, free(1)]} seat={undefined} />, 'fr');
    expect(text(html)).toContain('Encore libres\u00a0: Place 2.');
    expect(html).not.toContain('fill-with-bots');
  });

  test('is gone once every seat is taken', () => {
    expect(render(<WaitingRoom gameName="pax" matchID="m1" players={[alice, bot(1)]} seat={seat} />)).toBe('');
  });
});

describe('bots in seats', () => {
  test('a stand-in is said to everyone; only its own player can take the seat back', () => {
    const players = [alice, standIn(1, 'Bob')];
    const seen = render(<StandInNotice players={players} seat={seat} />);
    expect(text(seen)).toContain('A bot is playing for Bob');
    expect(seen).not.toContain('take-seat-back');
    const bobs: StoredMatch = { ...seat, playerID: '1', playerName: 'Bob' };
    const own = render(<StandInNotice players={players} seat={bobs} />);
    expect(own).toContain('data-testid="take-seat-back"');
    expect(text(own)).toContain('Take my seat back');
  });

  test('a seat a bot keeps since its player left is said to everyone, in English and French, and takes no move away', () => {
    const players = [alice, leftBy(1, 'Bob')];
    expect(text(render(<LeftSeatsNotice players={players} />))).toBe('Bob left the match: a bot plays their seat until someone takes it through the invite link.');
    expect(text(render(<LeftSeatsNotice players={players} />, 'fr'))).toBe(
      'Bob a quitté la partie\u00a0: un robot joue sa place jusqu’à ce que quelqu’un la prenne par le lien d’invitation.',
    );
    expect(render(<LeftSeatsNotice players={[alice, bot(1), standIn(2, 'Cy')]} />)).toBe('');
    expect(waitingForPlayers(players)).toBe(false);
  });

  test('nothing is said without a stand-in', () => {
    expect(render(<StandInNotice players={[alice, bot(1)]} seat={seat} />)).toBe('');
  });

  test('the strip labels a seat’s holder, and says the match waits instead of whose turn it is', () => {
    const html = render(
      <MatchInfo
        title="Pax"
        seats={[
          { id: '0', name: 'Alice' },
          { id: '1', name: 'Bot 2', bot: true, note: 'bot' },
        ]}
        viewer="0"
        acting={['0']}
        gameover={undefined}
        waiting="Waiting for players"
      />,
    );
    expect(text(html)).toContain('Bot 2 (bot)');
    expect(html).toMatch(/data-testid="turn-indicator"[^>]*>Waiting for players</);
    expect(text(html)).not.toContain('Your turn');
  });
});
