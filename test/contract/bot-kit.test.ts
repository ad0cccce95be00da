/**
 * Honest bots (games/bots/kit.ts): at every step of seeded random games, for the seat to move,
 * - `ai.enumerate` on that seat's view gives the same moves as on the full state;
 * - the determinizer, from that view and a seeded source, builds a full state that shows that seat that
 *   very view, offers it the same moves, and that boardgame.io's reducer plays on.
 * Set GAME=<name> to check one game.
 */
import { describe, expect, test } from 'vitest';
import { quietConsoleErrors } from '../support/quiet-console';
import type { State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { acceptedSetups } from '../../games/setup-options';

const GAMES_PER_SETUP = 2;
const only = process.env.GAME;
const entries = gameEntries.filter((entry) => !only || entry.game.name === only);

/** As a client receives it: through JSON. */
const sent = (value: unknown) => JSON.parse(JSON.stringify(value ?? null));

quietConsoleErrors();

describe.each(entries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  const { game } = entry;
  const view = (state: State, playerID: string) => game.playerView!({ G: state.G, ctx: state.ctx, playerID });

  test('has a determinizer, a fast playout path and a result reader', () => {
    expect(typeof entry.bots?.determinize).toBe('function');
    expect(typeof entry.bots?.fast?.play).toBe('function');
    expect(typeof entry.bots?.outcome).toBe('function');
    expect(typeof entry.bots?.estimate).toBe('function');
  });

  describe.each(acceptedSetups(game, entry.options).map((setup) => [setup.label, setup] as const))('%s', (_label, { numPlayers, setupData }) => {
    test('enumerate on the acting seat\'s view equals enumerate on the full state; determinized states show that view and play on', async () => {
      const failures: string[] = [];
      for (let i = 0; i < GAMES_PER_SETUP; i++) {
        const rng = seededRng(`determinize-${i}`);
        let step = 0;
        const check = (match: HeadlessMatch) => {
          step++;
          if (match.isOver || failures.length >= 5) return;
          const playerID = match.nextPlayer!;
          const at = `game ${i}, step ${step}, seat ${playerID}`;
          const seen = view(match.state, playerID);
          const full = sent(game.ai!.enumerate(match.state.G, match.state.ctx, playerID));
          const fromView = sent(game.ai!.enumerate(sent(seen), match.state.ctx, playerID));
          if (JSON.stringify(fromView) !== JSON.stringify(full)) {
            failures.push(`${at}: enumerate on the view gives ${fromView.length} moves, on the full state ${full.length}`);
            return;
          }
          const G = entry.bots.determinize(sent(seen), match.state.ctx, playerID, rng);
          const state: State = { ...match.state, G };
          if (JSON.stringify(sent(view(state, playerID))) !== JSON.stringify(sent(seen))) {
            failures.push(`${at}: the determinized state shows the seat another view`);
            return;
          }
          const offered = sent(game.ai!.enumerate(G, state.ctx, playerID));
          if (JSON.stringify(offered) !== JSON.stringify(full)) {
            failures.push(`${at}: the determinized state offers ${offered.length} moves, the real one ${full.length}`);
            return;
          }
          const probe = HeadlessMatch.resume(game, match.record(), state);
          const choice = offered[Math.floor(rng() * offered.length)];
          const result = probe.move(playerID, choice.move, choice.args ?? []);
          if (!result.ok) failures.push(`${at}: the reducer refused ${choice.move} on the determinized state (${result.refusal.type})`);
        };
        await playRandomGame(game, { numPlayers, setupData, seed: `bot-kit-${i}`, maxMoves: entry.moveBudget, onStart: check, afterMove: check });
      }
      expect(failures).toEqual([]);
    });
  });
});
