// @vitest-environment happy-dom
/**
 * Issue 39, item 12: in the waiting room (a seat nobody has taken) every game's board says that the match
 * waits for someone to take that seat, not "Waiting for Player 3: …", and offers no move: the controls left
 * are a spectator's (zoom, reading), the same board with every seat taken offers the acting seat its moves.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { BoardProps } from 'boardgame.io/react';
import { gameEntries } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { GameBoard } from '../../client/components/GameBoard';
import { correspondenceTexts } from '../../client/correspondence-texts';
import { format, type Language } from '../../client/i18n';
import { mount, settle, type Mounted } from './replay-mount';

const moves = new Proxy({}, { get: () => () => {} });

/** A three-seat match (two for a game of two at most) at its start, seen by the seat that must act (or a spectator). */
function boardProps(entry: (typeof gameEntries)[number], free: readonly string[], spectator = false) {
  const numPlayers = Math.min(3, entry.game.maxPlayers);
  const match = new HeadlessMatch(entry.game, { numPlayers, seed: `seats-to-take-${entry.game.name}` });
  const viewer = spectator ? null : match.nextPlayer!;
  const { G, ctx } = match.state;
  const view = entry.game.playerView ? entry.game.playerView({ G, ctx, playerID: viewer }) : G;
  const matchData = Array.from({ length: numPlayers }, (_, id) => (free.includes(String(id)) ? { id } : { id, name: `Player ${id + 1}` }));
  const props = { G: view, ctx, moves, playerID: viewer, matchData, isActive: true, log: [], isConnected: true, _stateID: 0 };
  return { props: props as unknown as BoardProps<any>, viewer: viewer ?? '0', numPlayers };
}

/** The seat nobody has taken: the last one that is not the viewer's. */
const freeSeatBesides = (viewer: string, numPlayers: number) => [String(viewer === String(numPlayers - 1) ? numPlayers - 2 : numPlayers - 1)];

/** The enabled controls, each as its kind and words. */
const enabled = (view: Mounted) =>
  view
    .all('button, input, select, textarea')
    .filter((element) => !element.matches(':disabled'))
    .map((element) => `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent}`);

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function show(gameName: string, props: BoardProps<any>, seatsToTake: readonly string[] | undefined, language: Language = 'en') {
  mounted = await mount(<GameBoard gameName={gameName} title={gameName} props={props} seatsToTake={seatsToTake} />, language);
  // the board's module loads on first use
  for (let tries = 0; tries < 50 && mounted.container.querySelector('.game-board > *') === null; tries++) await settle(1);
  await settle();
  return mounted;
}

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  let spectators: string[];
  test('every seat taken: the acting seat is offered moves a spectator is not', async () => {
    spectators = enabled(await show(name, boardProps(entry, [], true).props, undefined));
    mounted!.unmount();
    mounted = undefined;
    const view = await show(name, boardProps(entry, []).props, undefined);
    expect(view.container.querySelector('[data-testid="board-seats-to-take"]')).toBeNull();
    expect(enabled(view).length).toBeGreaterThan(spectators.length);
  });

  test.each<Language>(['en', 'fr'])('%s: a seat nobody has taken: the board says so and offers no move', async (language) => {
    const first = boardProps(entry, []);
    const free = freeSeatBesides(first.viewer, first.numPlayers);
    const { props } = boardProps(entry, free);
    const view = await show(name, props, free, language);
    const said = view.byTestId('board-seats-to-take').textContent;
    expect(said).toBe(format(correspondenceTexts[language].boardSeatsToTake, { count: 1, seats: String(Number(free[0]) + 1) }, language));
    expect(view.container.textContent).not.toMatch(/Waiting for|En attente de/);
    if (language === 'en') expect(enabled(view)).toEqual(spectators);
    else expect(enabled(view).length).toBe(spectators.length);
  });
});

test('several free seats: the plural and the language’s list', () => {
  expect(format(correspondenceTexts.en.boardSeatsToTake, { count: 2, seats: new Intl.ListFormat('en', { type: 'conjunction' }).format(['2', '3']) }, 'en')).toBe(
    'This match waits for someone to take seats 2 and 3: no move can be made until then.',
  );
});
