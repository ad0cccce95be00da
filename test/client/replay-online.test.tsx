// @vitest-environment happy-dom
/**
 * The replay of an online match against a scripted server: what each request asks (seat, credentials only
 * for this browser's own seat, reveal), what the board and chat show per step, fetched steps kept, the
 * seat chooser only once the match is over, and the server's refusals in both languages.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { findGameEntry } from '../../games';
import { newRecord, type MatchRecord } from '../../games/match-record';
import { MY_MATCHES_KEY, type StoredMatch } from '../../client/my-matches';
import { OnlineReplay } from '../../client/replay/OnlineReplay';
import { replayTexts } from '../../client/replay/replay-texts';
import { lobbyErrorTexts } from '../../client/lobby-error-texts';
import type { Language } from '../../client/i18n';
import { mount, settle, type Mounted } from './replay-mount';

const entry = findGameEntry('pax')!;
const STEPS = 3;
const record: MatchRecord = {
  ...newRecord('pax', 2, 'seed-1'),
  moves: [
    { player: '0', move: 'a', args: [] },
    { player: '1', move: 'b', args: [] },
    { player: '0', move: 'c', args: [] },
  ],
  matchID: 'm1',
};

interface Asked {
  path: string;
  body: Record<string, unknown>;
}

/** A server with one match of `STEPS` moves; each step's G says which step, seat and reveal it was asked for. */
function scriptedServer({ finished, refusal, steps = STEPS }: { finished: boolean; refusal?: { status: number; body: unknown }; steps?: number }) {
  const asked: Asked[] = [];
  const fetcher = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    asked.push({ path, body });
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
    if (refusal) return json(refusal.status, refusal.body);
    if (path === '/games/pax/m1/record') return finished ? json(200, record) : json(403, { error: 'match-in-progress', message: 'later' });
    const step = (body.step as number | undefined) ?? steps;
    return json(200, {
      step,
      steps,
      state: {
        G: { step, seat: body.playerID ?? null, reveal: body.reveal === true },
        ctx: { turn: step, currentPlayer: '0', numPlayers: 2, playOrder: ['0', '1'], playOrderPos: 0, phase: 'play', ...(finished && step === steps ? { gameover: { winner: '0' } } : {}) },
      },
      log: [],
      chat: [
        { id: 'c1', sender: '0', text: 'hello', at: 1_000 },
        { id: 'c2', sender: '1', text: `said at step ${step}`, at: 2_000 },
      ].slice(0, step === 0 ? 0 : 2),
      players: [
        { id: '0', name: 'Alice' },
        { id: '1', name: 'Bob' },
      ],
    });
  });
  vi.stubGlobal('fetch', fetcher);
  return { asked, replays: () => asked.filter((a) => a.path.endsWith('/replay')) };
}

let boards: BoardProps<any>[] = [];
const fakeBoard = (props: BoardProps<any>) => {
  boards.push(props);
  return <div data-testid="fake-board">{JSON.stringify(props.G)}</div>;
};
const shownG = () => JSON.parse(view!.byTestId('fake-board').textContent!) as { step: number; seat: string | null; reveal: boolean };

let view: Mounted | undefined;
const holdSeat = (seat: Partial<StoredMatch> = {}) =>
  localStorage.setItem(MY_MATCHES_KEY, JSON.stringify([{ gameName: 'pax', matchID: 'm1', playerID: '1', credentials: 'secret-1', playerName: 'Bob', ...seat }]));

async function open(language: Language = 'en') {
  view = await mount(<OnlineReplay entry={entry} matchID="m1" renderBoard={fakeBoard} />, language);
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  boards = [];
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a finished match', () => {
  test('opens at its last move as a spectator when this browser holds no seat', async () => {
    const server = scriptedServer({ finished: true });
    await open();
    expect(server.replays()[0].body).toEqual({});
    expect(shownG()).toEqual({ step: STEPS, seat: null, reveal: false });
    expect(view!.byTestId('replay-kind').textContent).toContain('This match is over');
    expect((view!.byTestId('replay-seat') as HTMLSelectElement).value).toBe('spectator');
    expect(boards.at(-1)!.playerID).toBeNull();
  });

  test('any seat, and every hand: asked of the server, shown on the board; credentials only for this browser’s seat', async () => {
    holdSeat();
    const server = scriptedServer({ finished: true });
    await open();
    expect(server.replays()[0].body).toEqual({ playerID: '1', credentials: 'secret-1' });
    const seat = view!.byTestId('replay-seat') as HTMLSelectElement;
    expect([...seat.options].map((o) => o.textContent)).toEqual(['Alice', 'Bob (you)', 'A spectator']);
    await act(async () => {
      seat.value = '0';
      seat.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    // Neighbouring steps are fetched ahead too: look for the request of the step shown.
    expect(server.replays().map((a) => a.body)).toContainEqual({ playerID: '0', step: STEPS });
    expect(shownG()).toEqual({ step: STEPS, seat: '0', reveal: false });
    expect(boards.at(-1)!.playerID).toBe('0');
    await view!.click('replay-reveal');
    await settle();
    expect(server.replays().map((a) => a.body)).toContainEqual({ playerID: '0', reveal: true, step: STEPS });
    expect(shownG()).toEqual({ step: STEPS, seat: '0', reveal: true });
    // While a new seat's view loads, the board keeps the previous one with its own seat, never a mix.
    expect(boards.every((props) => (props.G as { seat: string | null }).seat === props.playerID)).toBe(true);
  });

  test('each step once: stepping back over fetched steps asks nothing more', async () => {
    const server = scriptedServer({ finished: true });
    await open();
    for (let i = 0; i < STEPS; i++) {
      await view!.click('replay-back');
      await settle();
    }
    expect(shownG().step).toBe(0);
    const asked = server.replays().length;
    for (let i = 0; i < STEPS; i++) await view!.click('replay-forward');
    await view!.click('replay-first');
    expect(server.replays()).toHaveLength(asked);
    expect(new Set(server.replays().map((a) => a.body.step ?? 'last')).size).toBe(server.replays().length);
  });

  test('the slider dragged across the match asks only for the step it rests on (and its neighbours)', async () => {
    const server = scriptedServer({ finished: true, steps: 10 });
    await open();
    const slider = view!.byTestId('replay-slider') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const value of ['7', '6', '5', '4']) {
      await act(async () => {
        setValue.call(slider, value);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    await settle();
    expect(shownG().step).toBe(4);
    const asked = server.replays().map((a) => a.body.step);
    expect(asked).toContain(4);
    for (const passed of [7, 6]) expect(asked).not.toContain(passed);
  });

  test('the chat shown is the chat up to the step', async () => {
    scriptedServer({ finished: true });
    await open();
    expect(view!.all('[data-testid="replay-chat-line"]').map((li) => li.querySelector('.chat-text')!.textContent)).toEqual(['hello', `said at step ${STEPS}`]);
    expect(view!.byTestId('replay-chat').textContent).toContain('Alice');
    await view!.click('replay-first');
    await settle();
    expect(view!.all('[data-testid="replay-chat-line"]')).toHaveLength(0);
  });

  test('the record downloads, and a position exports as the record up to its step', async () => {
    const server = scriptedServer({ finished: true });
    const texts: Promise<string>[] = [];
    const names: string[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set(`blob:${blobs.size}`, blob as Blob);
      return `blob:${blobs.size - 1}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
      texts.push(blobs.get(this.href)!.text());
    });
    await open();
    await view!.click('replay-download');
    await settle();
    await view!.click('replay-back');
    await view!.click('replay-back');
    await view!.click('replay-export');
    await settle();
    expect(names).toEqual(['pax-m1.json', 'pax-m1-step-1.json']);
    expect(JSON.parse(await texts[0])).toEqual(record);
    expect(JSON.parse(await texts[1])).toEqual({ ...record, moves: record.moves.slice(0, 1) });
    expect(server.asked.filter((a) => a.path.endsWith('/record'))).toHaveLength(1); // fetched once
  });
});

describe('a match still going on', () => {
  test('from this browser’s own seat only: no seat chooser, no record', async () => {
    holdSeat({ playerID: '0', credentials: 'secret-0' });
    const server = scriptedServer({ finished: false });
    await open();
    expect(server.replays()[0].body).toEqual({ playerID: '0', credentials: 'secret-0' });
    expect(view!.byTestId('replay-kind').textContent).toContain('still going on');
    expect(view!.container.querySelector('[data-testid="replay-seat"]')).toBeNull();
    expect(view!.container.querySelector('[data-testid="replay-export"]')).toBeNull();
    await view!.click('replay-first');
    await settle();
    expect(shownG()).toEqual({ step: 0, seat: '0', reveal: false });
    expect(server.replays().map((a) => a.body)).toContainEqual({ playerID: '0', credentials: 'secret-0', step: 0 });
    // Never another seat, a spectator or every hand while the match goes on.
    expect(server.replays().every((a) => a.body.playerID === '0' && a.body.credentials === 'secret-0' && !a.body.reveal)).toBe(true);
  });
});

describe('refusals, in both languages', () => {
  const cases: [string, number, unknown, 'error-match-in-progress' | 'error-credentials-invalid' | 'error-not-found' | 'error-bad-step'][] = [
    ['in progress, no seat (lobby shape)', 403, { error: 'match-in-progress', message: 'x' }, 'error-match-in-progress'],
    ['in progress, no seat (nested shape)', 403, { error: { code: 'match-in-progress', message: 'x' } }, 'error-match-in-progress'],
    ['credentials no longer hold the seat', 403, { error: 'credentials-invalid', message: 'x' }, 'error-credentials-invalid'],
    ['no such match', 404, { error: 'match-not-found', message: 'x' }, 'error-not-found'],
    ['no such step', 400, { error: 'bad-step', message: 'x' }, 'error-bad-step'],
  ];
  for (const language of ['en', 'fr'] as Language[]) {
    test.each(cases)(`%s (${language})`, async (_, status, body, key) => {
      scriptedServer({ finished: false, refusal: { status, body } });
      await open(language);
      const error = view!.byTestId('replay-error');
      expect(error.getAttribute('role')).toBe('alert');
      expect(error.textContent).toContain(replayTexts[language][key]);
      expect(view!.container.querySelector('[data-testid="fake-board"]')).toBeNull();
    });
  }

  test('another lobby refusal reads in the lobby’s words', async () => {
    scriptedServer({ finished: true, refusal: { status: 400, body: { error: 'seat-invalid', message: 'playerID is not a seat' } } });
    await open('fr');
    expect(view!.byTestId('replay-error').textContent).toContain(lobbyErrorTexts.fr['seat-invalid']);
  });

  test('an unknown refusal still says what the server said', async () => {
    scriptedServer({ finished: false, refusal: { status: 418, body: { error: 'teapot', message: 'short and stout' } } });
    await open();
    expect(view!.byTestId('replay-error').textContent).toContain('short and stout');
  });

  test('"Try again" asks again', async () => {
    const server = scriptedServer({ finished: false, refusal: { status: 500, body: {} } });
    await open();
    const before = server.asked.length;
    await act(async () => view!.byTestId('replay-error').querySelector('button')!.click());
    await settle();
    expect(server.asked.length).toBe(before + 1);
  });
});
