/**
 * A game's fast path may take a state the caller hands over without copying it (games/bots/kit.ts
 * `fromOwnedState`, which a search uses for its fresh determinizations). At points of seeded random games, the
 * same random playout from a determinized state, handed over or copied by `fromState`, plays the same moves to
 * the same states.
 */
import { describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { sampledState } from '../../games/bots/sampled-state';
import { defaultSetupData } from '../../games/setup-options';

const PLAYOUT = 60;
const owning = gameEntries.filter((entry) => entry.bots.fast.fromOwnedState !== undefined);

test('at least one game takes its determinizations without copying them', () => {
  expect(owning.map((entry) => entry.game.name)).toContain('pax-barbarorum');
});

describe.each(owning.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  test('a playout from a handed-over state plays as one from a copy', async () => {
    const { game, bots } = entry;
    const { fast } = bots;
    const numPlayers = Math.max(3, game.minPlayers ?? 1);
    const failures: string[] = [];
    let step = 0;
    const check = (match: HeadlessMatch) => {
      if (match.isOver || step++ % 7 !== 0 || failures.length > 0) return;
      const playerID = match.nextPlayer!;
      const seen = JSON.parse(JSON.stringify(game.playerView!({ G: match.state.G, ctx: match.state.ctx, playerID })));
      const G = bots.determinize(seen, match.state.ctx, playerID, seededRng(`owned-${step}`));
      // The same sample seed for both (sampledState draws it from the source it is given).
      const copied = fast.fromState(sampledState(JSON.parse(JSON.stringify(G)), match.state.ctx, seededRng(`sample-${step}`)));
      const owned = fast.fromOwnedState!(sampledState(G, match.state.ctx, seededRng(`sample-${step}`)));
      const choose = seededRng(`choose-${step}`);
      for (let n = 0; n < PLAYOUT; n++) {
        const seat = fast.toMove(copied);
        expect(fast.toMove(owned)).toBe(seat);
        if (seat === null) break;
        const a = fast.enumerate(copied, seat);
        const b = fast.enumerate(owned, seat);
        if (JSON.stringify(a) !== JSON.stringify(b)) failures.push(`step ${step}, move ${n}: other moves offered`);
        const pick = a[Math.floor(choose() * a.length)];
        fast.play(copied, seat, pick.move, pick.args ?? []);
        fast.play(owned, seat, pick.move, pick.args ?? []);
        if (JSON.stringify(fast.G(copied)) !== JSON.stringify(fast.G(owned))) failures.push(`step ${step}, move ${n}: the states differ`);
        if (failures.length > 0) break;
      }
    };
    await playRandomGame(game, { numPlayers, setupData: defaultSetupData(entry.options, numPlayers), seed: 'owned-state', maxMoves: entry.moveBudget, afterMove: check });
    expect(step).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
