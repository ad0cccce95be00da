import { describe, expect, test } from 'vitest';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import type { LogEntry, State } from 'boardgame.io';
import { game } from '../../games/pax/game';
import { pax } from '../../games/pax';
import { eventsOf, logForViewer } from '../../games/log-events';
import type { PaxState } from '../../games/pax/rules/types';
import { playerView, type PaxView } from '../../games/pax/view';
import type { HeadlessMatch } from '../../games/headless';
import { matchAt, position, quietRefusals } from './helpers';

quietRefusals();

const state = (match: HeadlessMatch) => match.state.G as PaxState;
const viewOf = (match: HeadlessMatch, playerID: string | null) => playerView({ G: state(match), ctx: match.ctx, playerID });
const VIEWERS = ['0', '1', '2', null] as const;

describe('hidden information', () => {
  test.each(VIEWERS)('PAX-HIDDEN-1 / PAX-HIDDEN-2: viewer %s sees only their own hand, Aurei and drawn cards', (viewer) => {
    const match = matchAt(position({ players: 3, hands: { '0': 'S1', '1': 'W1 R1', '2': '' }, drawn: { '1': 'L1' }, deck: 7 }));
    const view = viewOf(match, viewer);
    expect('secret' in view).toBe(false);
    expect(view.deckCount).toBe(7);
    expect(view.romeHiddenCount).toBe(3);
    expect(view.romeSeen).toBeUndefined();
    for (const id of ['0', '1', '2']) {
      const seen = view.players[id];
      expect(seen.handCount).toBe(state(match).players[id].hand.length);
      if (id === viewer) expect(seen).toMatchObject(state(match).players[id]);
      else expect(Object.keys(seen).sort()).toEqual(['drawnCount', 'handCount']);
    }
    expect(view.players['1'].drawnCount).toBe(1);
  });

  test('PAX-HIDDEN-3: a player who looked at Rome remembers the face-down cards; others do not; all see them at the end', () => {
    const match = matchAt(position({ legions: ['S1', '', ''], deck: 1 }));
    expect(match.move('0', 'lookAtRome', []).ok).toBe(true);
    const hidden = state(match).secret.romeHidden;
    expect(viewOf(match, '0').romeSeen).toEqual(hidden);
    expect(viewOf(match, '1').romeSeen).toBeUndefined();
    expect(viewOf(match, null).romeSeen).toBeUndefined();
    // Many turns later the memory is still there.
    expect(match.move('1', 'draw', []).ok).toBe(true);
    expect(viewOf(match, '0').romeSeen).toEqual(hidden);
    expect(pax.secrets(state(match), match.ctx, '0').some((s) => s.label.includes('not looked at'))).toBe(false);
    expect(pax.secrets(state(match), match.ctx, '1').some((s) => s.label.includes('not looked at'))).toBe(true);
    const over = matchAt(position({ legions: ['S1', 'W1', ''], deck: 0 }), '1');
    expect(over.move('1', 'lookAtRome', []).ok).toBe(true);
    expect(over.ctx.gameover).toBeDefined();
    expect(viewOf(over, null).romeSeen).toEqual(state(over).secret.romeHidden);
  });

  test('PAX-HIDDEN-4: which drawn card went into the hand or under the deck is redacted from the log of others', () => {
    const match = matchAt(position({ players: 3, deck: 'S1 W1 R1 L1' }));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    const card = state(match).players['0'].drawn[0];
    expect(match.move('0', 'place', [card, 'hand']).ok).toBe(true);
    // What the server sends: boardgame.io's filter (redacted arguments), then the events' hidden facts removed.
    const filter = getFilterPlayerView(ProcessGameConfig(game));
    for (const viewer of VIEWERS) {
      const sent = filter(viewer, { type: 'update', args: ['m', match.state] });
      const [, filtered, redacted] = sent.args as unknown as [string, State<PaxView>, LogEntry[]];
      const log = logForViewer(redacted, viewer) as (LogEntry & { action: { payload: { args: unknown } } })[];
      expect(log.length).toBe(1);
      if (viewer === '0') expect(log[0].action.payload.args).toEqual([card, 'hand']);
      else expect(log[0].action.payload.args).toBeNull();
      const events = eventsOf(log[0]);
      expect(events.map((event) => event.kind)).toEqual(['keep', 'draw']);
      const facts = events.map((event) => event.hidden?.facts);
      if (viewer === '0') expect(facts[0]).toEqual({ card });
      else expect(facts).toEqual([undefined, undefined]);
      expect(filtered.G.turn.toHand).toBe(1);
    }
  });
});
