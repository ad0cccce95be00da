/**
 * What one viewer of a move is sent (games/engine/view.ts, which the server, the local screens and the
 * replays share): no log event keeps facts hidden from that viewer, in the
 * update sent after each move and in the whole log sent on a sync, in every game.
 */
import type { LogEntry, State } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { playRandomGame } from '../../games/headless';
import { eventsOf } from '../../games/log-events';
import { defaultSetupData } from '../../games/setup-options';
import { viewPacket } from '../../games/engine/view';

/** Events in `log` whose hidden facts `viewer` may not learn. */
function leaks(log: readonly LogEntry[], viewer: string | null): string[] {
  return log.flatMap((entry) =>
    eventsOf(entry)
      .filter((event) => event.hidden && (viewer === null || !event.hidden.seats.includes(viewer)))
      .map((event) => `${event.kind} (${event.rule}) hidden from ${viewer ?? 'spectator'}`),
  );
}

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  test('each update and each sync carries only the hidden facts of the viewer who may know them', async () => {
    const { game } = entry;
    const numPlayers = Math.max(2, entry.game.minPlayers);
    const viewers = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
    const log: LogEntry[] = [];
    let hiddenSeen = 0;
    let last: State | undefined;
    await playRandomGame(entry.game, {
      numPlayers,
      setupData: defaultSetupData(entry.options, numPlayers),
      seed: 'view-filter',
      maxMoves: 150,
      afterMove(match) {
        const state = match.state as State & { deltalog?: LogEntry[] };
        last = state;
        const deltalog = state.deltalog ?? [];
        log.push(...deltalog);
        hiddenSeen += deltalog.flatMap(eventsOf).filter((event) => event.hidden).length;
        for (const viewer of viewers) {
          const update = viewPacket(game, viewer, { type: 'update', args: ['m', state] });
          expect(update.type).toBe('update');
          expect(leaks(update.args[2] as LogEntry[], viewer)).toEqual([]);
          // The seats that may know them still read them.
          const sent = (update.args[2] as LogEntry[]).flatMap(eventsOf).filter((event) => event.hidden).length;
          const theirs = deltalog.flatMap(eventsOf).filter((event) => viewer !== null && event.hidden?.seats.includes(viewer)).length;
          expect(sent).toBe(theirs);
        }
      },
    });
    for (const viewer of viewers) {
      const sync = viewPacket(game, viewer, { type: 'sync', args: ['m', { state: last!, log }] });
      expect(leaks((sync.args[1] as { log: LogEntry[] }).log, viewer)).toEqual([]);
    }
    // Games whose log hides facts (cards drawn, given, orders placed) hide some within these moves: the test
    // would see a leak. Pax Pamir's log hides nothing (every card moves face up).
    if (entry.game.name !== 'pax-pamir') expect(hiddenSeen).toBeGreaterThan(0);
  });
});
