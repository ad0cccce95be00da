/**
 * The log's part of the contract: at every step of seeded random games of every registered game, for every
 * viewer (each seat and a spectator), the log as the server sends it to that viewer (server/matches/
 * games/engine/view.ts: boardgame.io's redaction, then the events' hidden facts removed) holds none of that
 * viewer's secrets (the game's `secrets`), and every event names one of the game's `logKinds` and a rule.
 *
 * Secrets are looked for as texts (a deck's order, in any viewer's log) and as values: an array or object a
 * secret path holds (another seat's hand, a hidden order) must not be among the facts a seat was told unless
 * the public log tells them too or the seat's own view shows that value. What the public log says is
 * public by the game's decision (cards bought from the market are known to be in their buyer's hand); single
 * ids, numbers and records of counts are not looked for (see `telling`).
 */
import { describe, expect, test } from 'vitest';
import { quietConsoleErrors } from '../support/quiet-console';
import type { LogEntry, State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { playRandomGame } from '../../games/headless';
import { eventsOf } from '../../games/log-events';
import { allSetupData } from '../../games/setup-options';
import type { GameEntry, Secret, SetupData } from '../../games/types';
import { viewFor } from '../../games/engine/view';
import type { Viewer } from './secrets';

const GAMES_PER_SETUP = 2;
const only = process.env.GAME;
const entries = gameEntries.filter((entry) => !only || entry.game.name === only);

quietConsoleErrors();

/** Every player count and set of options the game accepts (as the contract plays them). */
function setups(entry: GameEntry): { numPlayers: number; setupData: SetupData; label: string }[] {
  const { game } = entry;
  const result = [];
  for (let numPlayers = game.minPlayers; numPlayers <= game.maxPlayers; numPlayers++) {
    for (const setupData of allSetupData(entry.options, numPlayers)) {
      if (game.validateSetupData?.(setupData, numPlayers) !== undefined) continue;
      result.push({ numPlayers, setupData, label: `${numPlayers} players ${JSON.stringify(setupData)}` });
    }
  }
  return result;
}

/** Every array and object inside a value, as JSON (a secret's value is looked up among them). */
function nestedValues(value: unknown, into: Set<string>): void {
  if (value === null || typeof value !== 'object') return;
  into.add(JSON.stringify(value));
  for (const inner of Array.isArray(value) ? value : Object.values(value)) nestedValues(inner, into);
}

/**
 * Whether a value cannot appear by chance: a list of at least two items, not all zeros, falses or empties
 * (cards in a hand, a deck). Single ids, numbers and records of counts (how many cards of each kind) are
 * not looked for: the same values are public elsewhere or coincide by chance.
 */
function telling(value: unknown): boolean {
  return Array.isArray(value) && value.length >= 2 && value.some((item) => item !== 0 && item !== false && item !== null && item !== '');
}

/** What one viewer has received of the log so far: its text and every structured value in its events. */
class ReceivedLog {
  text = '';
  readonly values = new Set<string>();

  add(entries: readonly LogEntry[]) {
    for (const entry of entries) {
      this.text += JSON.stringify(entry);
      for (const event of eventsOf(entry)) {
        const { kind: _kind, rule: _rule, player: _player, ...facts } = event;
        nestedValues(facts, this.values);
      }
    }
  }

  /**
   * The secrets this log gives away: a secret text anywhere in it; for a seat, a secret value among the
   * facts it was told and the public log was not (a hidden fact that reached the wrong seat). A value the
   * seat's own view shows (`viewValues`, looked at only when needed) is no secret to it, whatever path it
   * was declared under: a player who looked at face-down cards sees them.
   */
  leaks(secrets: readonly Secret[], publicLog: ReceivedLog | undefined, viewValues: () => Set<string>): string[] {
    return secrets
      .filter((secret) => {
        if ('text' in secret) return this.text.includes(secret.text);
        if (!publicLog || !telling(secret.value)) return false;
        const json = JSON.stringify(secret.value);
        return this.values.has(json) && !publicLog.values.has(json) && !viewValues().has(json);
      })
      .map((secret) => secret.label);
  }
}

describe.each(entries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  const kinds = new Set(entry.logKinds);

  /** The log entries `viewer` receives of `added` on a sync (the server's own filter). */
  const receivedBy = (viewer: Viewer, state: State, added: LogEntry[]): { log: LogEntry[]; G: unknown } => {
    const view = viewFor(entry.game, state, added, viewer);
    return { log: view.log, G: view.state.G };
  };

  test.each(setups(entry).map((setup) => [setup.label, setup] as const))(
    `%s, ${GAMES_PER_SETUP} seeded game(s): at every step no viewer's log holds its secrets; every event has a known kind and a rule`,
    async (_label, { numPlayers, setupData }) => {
      // The spectator first: at each step its log is the public one the seats' logs are compared with.
      const viewers: Viewer[] = [null, ...Array.from({ length: numPlayers }, (_, i) => String(i))];
      const leaks = new Set<string>();
      const badEvents = new Set<string>();
      for (let i = 0; i < GAMES_PER_SETUP; i++) {
        const received = new Map(viewers.map((viewer) => [viewer, new ReceivedLog()]));
        await playRandomGame(entry.game, {
          numPlayers,
          setupData,
          seed: `log-secrets-${i}`,
          maxMoves: entry.moveBudget,
          afterMove(match, played) {
            const { deltalog = [] } = match.state as State & { deltalog?: LogEntry[] };
            for (const logged of deltalog) {
              for (const event of eventsOf(logged)) {
                if (!kinds.has(event.kind)) badEvents.add(`${played.move}: event kind ${JSON.stringify(event.kind)} is not in logKinds`);
                if (typeof event.rule !== 'string' || event.rule.length === 0) badEvents.add(`${played.move}: event ${event.kind} has no rule`);
              }
            }
            const { G, ctx } = match.state;
            for (const viewer of viewers) {
              const log = received.get(viewer)!;
              const sent = receivedBy(viewer, match.state, deltalog);
              log.add(sent.log);
              let viewValues: Set<string> | undefined;
              const inView = () => {
                if (!viewValues) nestedValues(sent.G, (viewValues = new Set()));
                return viewValues;
              };
              const publicLog = viewer === null ? undefined : received.get(null);
              for (const label of log.leaks(entry.secrets(G, ctx, viewer), publicLog, inView)) {
                leaks.add(`${viewer === null ? 'the spectator' : `seat ${viewer}`} holds "${label}" in its log (game ${i}, after ${played.move} by ${played.playerID}, turn ${ctx.turn})`);
              }
            }
          },
        });
      }
      expect([...badEvents].slice(0, 10), `${name}: events`).toEqual([]);
      expect([...leaks].slice(0, 10), `${name}: secrets in the log`).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  const entryWith = (facts: Record<string, unknown>): LogEntry =>
    ({ action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [], playerID: '0' } }, metadata: { events: [{ kind: 'k', rule: 'R-1', ...facts }] } }) as unknown as LogEntry;
  const hand = { label: 'hand of player 1', path: ['players', '1', 'hand'], value: [5, 6] };
  const deck = { label: 'the deck', text: '[9,8,7,6]' };
  const nothingInView = () => new Set<string>();

  test('a hidden fact that reached the wrong seat, or a secret text anywhere, is found', () => {
    const publicLog = new ReceivedLog();
    publicLog.add([entryWith({ cards: [1, 2] })]);
    const seat = new ReceivedLog();
    seat.add([entryWith({ cards: [1, 2] }), entryWith({ hidden: { seats: ['0'], facts: { given: [5, 6] } } })]);
    expect(seat.leaks([hand], publicLog, nothingInView)).toEqual(['hand of player 1']);
    publicLog.add([entryWith({ order: [9, 8, 7, 6] })]);
    expect(publicLog.leaks([deck], undefined, nothingInView)).toEqual(['the deck']);
  });

  test('what the public log says, what the seat sees, ids and counts are no leak', () => {
    const publicLog = new ReceivedLog();
    publicLog.add([entryWith({ bought: [5, 6] })]);
    const seat = new ReceivedLog();
    seat.add([entryWith({ bought: [5, 6] }), entryWith({ hidden: { seats: ['0'], facts: { seen: [3, 4], card: 7, counts: { a: 1, b: 2 } } } })]);
    expect(seat.leaks([hand], publicLog, nothingInView)).toEqual([]);
    const seen = { label: 'face-down cards', path: ['secret', 'rome'], value: [3, 4] };
    expect(seat.leaks([seen], publicLog, () => new Set(['[3,4]']))).toEqual([]);
    expect(seat.leaks([seen], publicLog, nothingInView)).toEqual(['face-down cards']);
    const single = { label: 'a card', path: ['players', '1', 'hand', 0], value: 7 };
    const counts = { label: 'counts', path: ['players', '1', 'hand'], value: { a: 1, b: 2 } };
    expect(seat.leaks([single, counts], publicLog, nothingInView)).toEqual([]);
  });
});
