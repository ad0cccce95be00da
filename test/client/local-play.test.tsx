import { describe, expect, test } from 'vitest';
import type { BoardProps } from 'boardgame.io/react';
import { newRecord } from '../../games/match-record';
import { startRecord } from '../../games/record-play';
import { eventsOf, logForViewer } from '../../games/log-events';
import { LogPanel } from '../../client/log/LogPanel';
import { loadLogTexts } from '../../client/log/use-log-texts';
import { SavedMatchScreen } from '../../client/screens/SavedMatchScreen';
import { LocalMatchView, type LocalMatchViewProps } from '../../client/local/LocalMatch';
import { LocalPlay } from '../../client/local/local-play';
import { loadLocalMatch } from '../../client/local/load-saved-match';
import { memoryStore, type SavedMatch } from '../../client/local/saved-matches';
import { startLocalMatch } from '../../client/local/start-local';
import { leakedSecrets } from '../contract/secrets';
import { entry, localViewProps, probeBoard, render, seatToMove, someMove } from './local-fixtures';

const opened = (id: string, store: ReturnType<typeof memoryStore>): SavedMatch => {
  const loaded = loadLocalMatch(id, store);
  if (!loaded.ok) throw new Error(`${loaded.problem}: ${loaded.detail}`);
  return loaded.saved;
};

/** What a board was given, as the contract test reads what a viewer received. */
const received = (props: BoardProps<any>) => ({ payload: { G: props.G, log: props.log }, G: props.G });

describe('a local match is saved after every move and restored by replaying it', () => {
  test('each move made on the board is kept; a reload shows the same state as the reference match', () => {
    const store = memoryStore();
    const id = startLocalMatch(entry, { numPlayers: 3, mode: 'teacher' }, store);
    const reference = startRecord(opened(id, store).record);
    for (let n = 0; n < 15; n++) {
      // a reload: the screen is mounted again from storage
      const probe = probeBoard();
      render(<SavedMatchScreen id={id} store={store} renderBoard={probe.render} />);
      expect(probe.seen).toHaveLength(1);
      const board = probe.seen[0];
      const seat = seatToMove(reference);
      expect(board.playerID).toBe(seat);
      expect(board.ctx).toEqual(reference.state.ctx);
      expect(board.G).toEqual(entry.game.playerView!({ G: reference.state.G, ctx: reference.state.ctx, playerID: seat }));
      expect(board.isActive).toBe(true);

      const { move, args } = someMove(reference, seat, n);
      board.moves[move](...args);
      expect(reference.move(seat, move, args).ok).toBe(true);
      const saved = opened(id, store);
      expect(saved.record.moves).toHaveLength(n + 1);
      expect(saved.record.moves[n]).toEqual({ player: seat, move, args });
    }
    const restored = new LocalPlay(opened(id, store).record);
    expect(restored.state.G).toEqual(reference.state.G);
    expect(restored.state.ctx).toEqual(reference.state.ctx);
  });

  test('a refused move changes neither the match nor what is stored', () => {
    const store = memoryStore();
    const id = startLocalMatch(entry, { numPlayers: 3, mode: 'teacher' }, store);
    const probe = probeBoard();
    render(<SavedMatchScreen id={id} store={store} renderBoard={probe.render} />);
    const [board] = probe.seen;
    const other = String((Number(board.playerID) + 1) % 3);
    const play = new LocalPlay(opened(id, store).record);
    const before = play.state;
    const choice = someMove(startRecord(opened(id, store).record), board.playerID!, 0);
    expect(play.play(other, choice.move, choice.args).ok).toBe(false);
    expect(play.state).toBe(before);
    expect(play.step).toBe(0);
    expect(opened(id, store).record.moves).toEqual([]);
  });

  test('the log holds the entries of every move, with the events the game wrote', () => {
    const play = new LocalPlay(newRecord(entry.game.name, 3, 'log-seed'));
    const reference = startRecord(play.record);
    for (let n = 0; n < 10; n++) {
      const seat = seatToMove(reference);
      const { move, args } = someMove(reference, seat, n);
      reference.move(seat, move, args);
      play.play(seat, move, args);
    }
    const moveEntries = play.log.filter((e) => e.action.type === 'MAKE_MOVE');
    expect(moveEntries.map((e) => e.action.payload.type)).toEqual(play.record.moves.map((m) => m.move));
    expect(moveEntries.every((e) => eventsOf(e).length > 0)).toBe(true);
  });
});

/** A match a few moves in, kept in `store`, and the props to draw it with. */
function viewAfter(moves: number, mode: SavedMatch['mode']) {
  const store = memoryStore();
  const id = startLocalMatch(entry, { numPlayers: 3, mode }, store);
  const saved = opened(id, store);
  const play = new LocalPlay(saved.record);
  const reference = startRecord(saved.record);
  for (let n = 0; n < moves; n++) {
    const seat = seatToMove(reference);
    const { move, args } = someMove(reference, seat, n);
    reference.move(seat, move, args);
    expect(play.play(seat, move, args).ok).toBe(true);
  }
  const probe = probeBoard();
  const props: LocalMatchViewProps = localViewProps(saved, play, { renderBoard: probe.render });
  return { props, probe, play, store, id };
}

describe('hidden information on one screen', () => {
  test('hotseat: between people only a pass screen is drawn, no board at all', () => {
    const store = memoryStore();
    const id = startLocalMatch(entry, { numPlayers: 3, mode: 'hotseat' }, store);
    const probe = probeBoard();
    const html = render(<SavedMatchScreen id={id} store={store} renderBoard={probe.render} />);
    expect(html).toContain('data-testid="pass-screen"');
    expect(probe.seen).toHaveLength(0);
  });

  test('hotseat: the seat shown gets its own view only, its log without the others’ hidden facts', () => {
    const { props, probe, play } = viewAfter(12, 'hotseat');
    const { G, ctx } = play.state;
    for (const seat of ['0', '1', '2']) {
      probe.seen.length = 0;
      const html = render(<LocalMatchView {...props} seating={{ shown: seat, pending: null }} />);
      expect(html).not.toContain('data-testid="move-list"');
      expect(probe.seen.map((p) => p.playerID)).toEqual([seat]);
      const [board] = probe.seen;
      expect(entry.secrets(G, ctx, seat).length).toBeGreaterThan(0);
      expect(leakedSecrets(received(board), entry.secrets(G, ctx, seat))).toEqual([]);
      for (const logEntry of board.log) for (const event of eventsOf(logEntry)) if (event.hidden) expect(event.hidden.seats).toContain(seat);
    }
    // the hidden facts were there to remove
    expect(play.log.some((e) => eventsOf(e).some((event) => event.hidden))).toBe(true);
  });

  test('hotseat: a pending pass draws no board even while a seat was shown', () => {
    const { props, probe } = viewAfter(3, 'hotseat');
    const html = render(<LocalMatchView {...props} seating={{ shown: '0', pending: '1' }} />);
    expect(html).toContain('data-testid="pass-screen"');
    expect(probe.seen).toHaveLength(0);
  });

  test('teacher: every seat at once, each board with its own hand, which the other seats may not see', () => {
    const { props, probe, play } = viewAfter(12, 'teacher');
    const { G, ctx } = play.state;
    const html = render(<LocalMatchView {...props} seating={{ shown: '0', pending: null }} everySeat />);
    expect(html).not.toContain('data-testid="pass-screen"');
    expect(html).toContain('data-testid="move-list"');
    expect(probe.seen.map((p) => p.playerID)).toEqual(['0', '1', '2']);
    for (const board of probe.seen) {
      const seat = board.playerID!;
      expect(leakedSecrets(received(board), entry.secrets(G, ctx, seat))).toEqual([]);
      // this seat's hand is a secret for each other seat, and it is on the teacher's screen
      for (const other of ['0', '1', '2'].filter((s) => s !== seat)) {
        const shown = leakedSecrets(received(board), entry.secrets(G, ctx, other));
        expect(shown.length).toBeGreaterThan(0);
      }
    }
  });

  test('teacher: one seat’s view on demand, no pass screen', () => {
    const { props, probe } = viewAfter(5, 'teacher');
    const html = render(<LocalMatchView {...props} seating={{ shown: '2', pending: null }} />);
    expect(html).not.toContain('data-testid="pass-screen"');
    expect(probe.seen.map((p) => p.playerID)).toEqual(['2']);
  });
});

describe('the log beside the boards', () => {
  const panelOf = (html: string) => (/<section class="panel log-panel"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').replace(/:R[^:]*:/g, ':id:');
  const names = { '0': 'Player 1', '1': 'Player 2', '2': 'Player 3' };

  test('a seat reads the log as that seat may know it; a teacher reads all of it', async () => {
    await loadLogTexts(entry.game.name);
    const { props, play } = viewAfter(14, 'hotseat');
    const teacherHtml = render(<LocalMatchView {...props} saved={{ ...props.saved, mode: 'teacher' }} seating={{ shown: '0', pending: null }} />);
    const everything = panelOf(render(<LogPanel game={entry.game.name} log={play.log} viewer="all" playerNames={names} />));
    expect(everything).toContain('log-entry');
    expect(panelOf(teacherHtml)).toBe(everything);
    let differs = 0;
    for (const seat of ['0', '1', '2']) {
      const shown = panelOf(render(<LocalMatchView {...props} seating={{ shown: seat, pending: null }} />));
      expect(shown).toBe(panelOf(render(<LogPanel game={entry.game.name} log={logForViewer(play.log, seat)} viewer={seat} playerNames={names} />)));
      if (shown !== everything) differs++;
    }
    // some moves had facts hidden from some seat, so some seat's log reads differently
    expect(differs).toBeGreaterThan(0);
  });
});
