/** Hidden information (RP-HIDDEN-1..3): per seat and for spectators, state and log. */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { eventsOf, logForViewer } from '../../games/log-events';
import { resPublica } from '../../games/res-publica';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { boardView, playerView } from '../../games/res-publica/view';
import { leakedSecrets, viewFilter } from '../contract/secrets';
import { G, match, play } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

const viewers = ['0', '1', '2', null] as const;

describe('RP-HIDDEN-1, RP-HIDDEN-2: hands and piles', () => {
  test.each(viewers)('viewer %s sees their own hand only, and hand and pile sizes', (viewer) => {
    const m = match({ hands: ['2 goths, 1 metal', '1 vikings', ''] });
    const view = playerView({ G: G(m), playerID: viewer });
    for (const id of ['0', '1', '2']) {
      expect(view.players[id].handSize).toBe([3, 1, 0][Number(id)]);
      if (id === viewer) expect(view.players[id].hand).toEqual(G(m).players[id].hand);
      else expect(view.players[id]).toEqual({ handSize: view.players[id].handSize });
    }
    expect(view).not.toHaveProperty('secret');
    expect(view.piles).toEqual({ people: G(m).secret.people.length, civilisation: 59 });
  });
});

describe('the board’s view of a full state (a replay with every hand revealed)', () => {
  test('every hand shown, the piles as counts; a seat’s view is kept as it is', () => {
    const m = match({ hands: ['2 goths, 1 metal', '1 vikings', ''] });
    const revealed = boardView(G(m));
    for (const id of ['0', '1', '2']) expect(revealed.players[id]).toEqual({ ...G(m).players[id], handSize: [3, 1, 0][Number(id)] });
    expect(revealed).not.toHaveProperty('secret');
    expect(revealed.piles).toEqual({ people: G(m).secret.people.length, civilisation: 59 });
    const seen = playerView({ G: G(m), playerID: '1' });
    expect(boardView(seen)).toBe(seen);
  });
});

describe('RP-HIDDEN-3: only the two traders see the exact cards exchanged', () => {
  test('the chosen cards stay private until the exchange, and the choosing move is redacted', () => {
    const m = match({ hands: ['2 goths, 1 metal, 1 arts', '1 vikings, 2 trade', '2 vikings, 1 huns'] });
    const filter = viewFilter(resPublica.game);
    const log: LogEntry[] = [];
    const step = (...moves: Parameters<typeof play>[1][]) => {
      play(m, ...moves);
      log.push(...(m.state.deltalog ?? []));
    };
    step(['0', 'propose', parseProposal('offer 1 metal or 1 arts')], ['1', 'pass'], ['2', 'counter', parseBundle('1 people')]);
    step(['0', 'accept', '2'], ['0', 'deliver', { arts: 1 }]);
    // Player 0's choice is waiting in their private state.
    for (const viewer of viewers) {
      const received = filter.update(viewer, m.state);
      const giving = (received.G as ReturnType<typeof playerView>).players['0'].giving;
      expect(giving === undefined ? 'hidden' : giving).toEqual(viewer === '0' ? { arts: 1 } : 'hidden');
      expect(leakedSecrets(received, resPublica.secrets(G(m), m.state.ctx, viewer))).toEqual([]);
    }
    step(['2', 'deliver', { huns: 1 }]);
    // As the server sends it: boardgame.io's filter, then the events' hidden facts per viewer.
    const deliveries = (viewer: string | null) =>
      logForViewer((filter.sync(viewer, m.state, log, m.state).payload as [string, { log: LogEntry[] }])[1].log, viewer).filter(
        (entry) => entry.action.payload.type === 'deliver',
      );
    for (const viewer of viewers) {
      const seen = deliveries(viewer).map((entry) => entry.action.payload.args);
      expect(seen).toEqual([viewer === '0' ? [{ arts: 1 }] : null, viewer === '2' ? [{ huns: 1 }] : null]);
      const [first, second] = deliveries(viewer).map(eventsOf);
      expect(first).toEqual([
        { kind: 'choose-cards', rule: 'RP-TRADE-8', player: '0', ...(viewer === '0' && { hidden: { seats: ['0'], facts: { cards: { arts: 1 } } } }) },
      ]);
      // The last choice makes the exchange: both traders learn both sides, the others only the counts.
      expect(second.map((event) => event.kind)).toEqual(['choose-cards', 'exchange']);
      expect(second[1]).toMatchObject({ player: '0', partner: '2', given: 1, received: 1, rule: 'RP-TRADE-9' });
      expect(second[1].hidden).toEqual(viewer === '0' || viewer === '2' ? { seats: ['0', '2'], facts: { given: { arts: 1 }, received: { huns: 1 } } } : undefined);
      expect(second[0].hidden).toEqual(viewer === '2' ? { seats: ['2'], facts: { cards: { huns: 1 } } } : undefined);
    }
  });

  test('the declared secrets: other hands, pending choices and both piles, for every viewer', () => {
    const m = match({ hands: ['1 goths', '1 huns', '1 arts'] });
    G(m).players['1'].giving = { huns: 1 };
    const labels = (viewer: string | null) => resPublica.secrets(G(m), m.state.ctx, viewer).map((s) => s.label);
    expect(labels('0')).toEqual(['People pile', 'Civilisation pile', 'hand of player 1', 'cards player 1 hands over', 'hand of player 2']);
    expect(labels('1')).toEqual(['People pile', 'Civilisation pile', 'hand of player 0', 'hand of player 2']);
    expect(labels(null)).toHaveLength(6);
  });
});
