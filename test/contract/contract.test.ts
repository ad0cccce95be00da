/**
 * The contract every registered game passes, for every player count and every option combination the
 * game accepts. A game's seeded random games are spread over its setups, in turn, each setup at least
 * once. Set GAME=<name> to check one game.
 */
import { describe, expect, test } from 'vitest';
import { quietConsoleErrors } from '../support/quiet-console';
import type { LogEntry, State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { HeadlessMatch, playRandomGame, type MoveChoice } from '../../games/headless';
import { acceptedSetups } from '../../games/setup-options';
import type { GameEntry } from '../../games/types';
import { wrongArguments } from './garbage';
import { notPlainJson } from './plain-json';
import { leakedSecrets, viewFilter, type Received, type Viewer } from './secrets';

/** Seeded random games per game, spread over its setups in turn (every setup plays at least one). */
const GAMES_PER_GAME = 40;
const only = process.env.GAME;
const entries = gameEntries.filter((entry) => !only || entry.game.name === only);

const setups = (entry: GameEntry) => acceptedSetups(entry.game, entry.options);

/** The numbers of the game's random games that setup `index` of `count` plays: every count-th, from its own. */
const gamesOfSetup = (index: number, count: number) =>
  Array.from({ length: Math.max(1, Math.ceil((GAMES_PER_GAME - index) / count)) }, (_, i) => index + i * count);

const viewersOf = (numPlayers: number): Viewer[] => [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];

quietConsoleErrors();

test('there is at least one registered game to check', () => {
  expect(entries.length, only ? `no registered game is named ${only}` : 'no game registered').toBeGreaterThan(0);
});

describe.each(entries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  const { game } = entry;

  test('declares what the lobby and the bots need', () => {
    expect(game.name).toMatch(/^[a-z0-9-]+$/);
    expect(game.minPlayers).toBeGreaterThanOrEqual(1);
    expect(game.maxPlayers).toBeGreaterThanOrEqual(game.minPlayers);
    expect(typeof game.validateSetupData).toBe('function');
    expect(typeof game.playerView).toBe('function');
    expect(typeof game.ai?.enumerate).toBe('function');
    expect(entry.title.en && entry.title.fr && entry.description.en && entry.description.fr).toBeTruthy();
    expect(entry.moveBudget).toBeGreaterThan(0);
    expect(setups(entry).length).toBeGreaterThan(0);
  });

  const all = setups(entry);
  describe.each(all.map((setup, index) => [setup.label, setup, gamesOfSetup(index, all.length)] as const))('%s', (_label, { numPlayers, setupData }, games) => {
    test(`games ${games.join(', ')} of ${GAMES_PER_GAME} seeded random games end within ${entry.moveBudget} moves; every enumerated move is accepted; the state stays plain JSON; no player or spectator ever receives a declared secret`, async () => {
      const filter = viewFilter(game);
      const viewers = viewersOf(numPlayers);
      const leaks = new Set<string>();
      for (const i of games) {
        const log: LogEntry[] = [];
        let initial: State | undefined;
        // Each viewer's last view: a client taking view patches receives the changes to it.
        const lastViews = new Map<string | null, Received>();
        const checkSecrets = (match: HeadlessMatch, kind: 'sync' | 'update') => {
          const { G, ctx } = match.state;
          for (const viewer of viewers) {
            const received = kind === 'sync' ? filter.sync(viewer, match.state, log, initial!) : filter.update(viewer, match.state);
            const previous = lastViews.get(viewer);
            const sent = kind === 'update' && previous ? [received, filter.patch(previous, received)] : [received];
            lastViews.set(viewer, received);
            for (const [at, packet] of sent.entries()) {
              for (const label of leakedSecrets(packet, entry.secrets(G, ctx, viewer))) {
                leaks.add(`${viewer ?? 'spectator'} received "${label}" (${at === 0 ? kind : 'view patch'}, game ${i}, turn ${ctx.turn})`);
              }
            }
          }
        };
        let last: HeadlessMatch | undefined;
        const result = await playRandomGame(game, {
          numPlayers,
          setupData,
          seed: `contract-${i}`,
          maxMoves: entry.moveBudget,
          onStart(match) {
            initial = match.state;
            checkSecrets(match, 'sync');
          },
          afterMove(match) {
            const bad = notPlainJson(match.state.G, 'G');
            if (bad) throw new Error(`state is not plain JSON: ${bad}`);
            log.push(...(match.state.deltalog ?? []));
            checkSecrets(match, 'update');
            last = match;
          },
        });
        if (last) checkSecrets(last, 'sync'); // a client reconnecting at the end receives the whole log
        expect(result.finished, `game ${i} did not end within ${entry.moveBudget} moves`).toBe(true);
      }
      expect([...leaks].slice(0, 10)).toEqual([]);
    });

    test('the same seed gives the same game', async () => {
      const finalStates: string[] = [];
      for (let run = 0; run < 2; run++) {
        let last = '';
        await playRandomGame(game, {
          numPlayers,
          setupData,
          seed: 'replay',
          maxMoves: entry.moveBudget,
          afterMove(match) {
            last = JSON.stringify(match.state.G);
          },
        });
        finalStates.push(last);
      }
      expect(finalStates[0]).toBe(finalStates[1]);
    });

    test('wrong arguments and wrong players are refused and change nothing', async () => {
      const failures: string[] = [];
      const probe = (match: HeadlessMatch, playerID: string, choice: MoveChoice, args: unknown[], why: string) => {
        const before = match.state;
        const snapshot = JSON.stringify(before);
        let refused: boolean;
        try {
          const result = match.move(playerID, choice.move, args);
          refused = !result.ok;
          if (!refused) match.state = before;
          else if (why === 'arguments' && !result.ok && result.refusal.type !== 'action/invalid_move') {
            failures.push(`${choice.move}(${JSON.stringify(args)}) refused as ${result.refusal.type}, not INVALID_MOVE`);
          }
        } catch (error) {
          match.state = before;
          failures.push(`${choice.move}(${JSON.stringify(args)}) by ${playerID} threw: ${(error as Error).message}`);
          return;
        }
        if (!refused) failures.push(`${choice.move}(${JSON.stringify(args)}) by ${playerID} (wrong ${why}) was accepted`);
        if (JSON.stringify(match.state) !== snapshot) failures.push(`${choice.move} by ${playerID} changed the state while refused`);
      };

      let step = 0;
      await playRandomGame(game, {
        numPlayers,
        setupData,
        seed: 'wrong-arguments',
        maxMoves: entry.moveBudget,
        afterMove(match) {
          step++;
          if (match.isOver || (step > 40 && step % 7 !== 0)) return;
          const playerID = match.nextPlayer!;
          const choices = match.enumerate(playerID);
          const sampled = new Map<string, MoveChoice>();
          for (const choice of choices) if (!sampled.has(choice.move)) sampled.set(choice.move, choice);
          const active = new Set(match.activePlayers);
          for (const choice of sampled.values()) {
            for (const args of wrongArguments(choice.args ?? [])) probe(match, playerID, choice, args, 'arguments');
            for (const other of viewersOf(numPlayers)) {
              if (other !== null && !active.has(other)) probe(match, other, choice, choice.args ?? [], 'player');
            }
          }
        },
      });
      expect(failures.slice(0, 10)).toEqual([]);
    });
  });
});
