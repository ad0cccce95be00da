import { describe, expect, test } from 'vitest';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import type { LogEntry, State } from 'boardgame.io';
import { game } from '../../games/pax/game';
import { pax } from '../../games/pax';
import { eventsOf, logForViewer } from '../../games/log-events';
import type { PaxState } from '../../games/pax/rules/types';
import { playerView, type PaxView } from '../../games/pax/view';
import { HeadlessMatch } from '../../games/headless';
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

  // PAX-SETUP-6 then PAX-SETUP-7 (« en choisit une pour garder », then « Piochez assez de Cartes Influence de sorte
  // d'en placer une au-dessous de chaque Carte Légion »): while the players choose, the cards that will lie under
  // the legions, and at 5 to 8 players Rome's open cards (PAX-BIG-3), are still in the deck, unseen by everyone.
  test.each([2, 5])('PAX-SETUP-7 / PAX-HIDDEN-2: %i players: no viewer sees a legion\'s card or Rome\'s open cards before the last opening choice', (n) => {
    const match = new HeadlessMatch(game, { numPlayers: n, setupData: { expansion: n > 4 } as never, seed: `opening-view-${n}` });
    const filter = getFilterPlayerView(ProcessGameConfig(game));
    const viewers = [...Object.keys(state(match).players), null];
    const toDeal = (G: PaxState) => G.secret.deck.slice(0, G.legions.length + (n > 4 ? 3 : 0));
    const upcoming = toDeal(state(match));
    while (match.ctx.phase === 'opening') {
      for (const viewer of viewers) {
        const sent = filter(viewer, { type: 'update', args: ['m', match.state] });
        const view = (sent.args as unknown as [string, State<PaxView>])[1].G;
        expect(view.legions.flat(), `viewer ${viewer}`).toEqual([]);
        expect(view.rome, `viewer ${viewer}`).toEqual([]);
        const own = viewer === null ? [] : [...(view.players[viewer].drawn ?? []), ...(view.players[viewer].hand ?? [])];
        expect(upcoming.filter((card) => own.includes(card))).toEqual([]);
      }
      expect(toDeal(state(match))).toEqual(upcoming);
      const player = match.nextPlayer!;
      const [choice] = match.enumerate(player);
      expect(match.move(player, choice.move, choice.args).ok).toBe(true);
    }
    // The last choice deals them face up, and the log tells every viewer which cards went where.
    const dealt = eventsOf(match.state.deltalog![0]).filter((event) => event.kind === 'legions-dealt' || event.kind === 'rome-open');
    expect(dealt.map((event) => [event.kind, event.rule])).toEqual([...(n > 4 ? [['rome-open', 'PAX-BIG-3']] : []), ['legions-dealt', 'PAX-SETUP-7']]);
    for (const event of dealt) expect(event.hidden).toBeUndefined();
    expect([...state(match).rome, ...state(match).legions.flat()]).toEqual(upcoming);
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
