/**
 * The fast playout path (games/bots/kit.ts `FastRules`) is boardgame.io's reducer without its cost: over
 * at least 1,000 seeded random games per game, spread over every setup the game accepts, the moves chosen
 * on the fast path, replayed through the reducer, are all accepted and end in the same G, the same result
 * and the same random state. In the first games of each setup every step is compared too.
 * Set GAME=<name> to check one game.
 */
import { describe, expect, test } from 'vitest';
import { quietConsoleErrors } from '../support/quiet-console';
import { gameEntries } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { acceptedSetups } from '../../games/setup-options';

// FAST_PLAYOUT_GAMES lowers the count while working on a game; CI runs the full thousand.
const GAMES_PER_GAME = Number(process.env.FAST_PLAYOUT_GAMES ?? 1000);
const STEP_BY_STEP_GAMES = 2;
const only = process.env.GAME;
const entries = gameEntries.filter((entry) => !only || entry.game.name === only);
const json = (value: unknown) => JSON.stringify(value ?? null);

quietConsoleErrors();

describe.each(entries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  const { game } = entry;
  const { fast } = entry.bots;
  const setups = acceptedSetups(game, entry.options);

  test(`${GAMES_PER_GAME} seeded random games on the fast path replay through the reducer to the same end`, () => {
    const failures: string[] = [];
    const perSetup = Math.ceil(GAMES_PER_GAME / setups.length);
    let played = 0;
    for (const { numPlayers, setupData, label } of setups) {
      for (let i = 0; i < perSetup && failures.length < 5; i++, played++) {
        const at = (step: number) => `${label}, game ${i}, step ${step}`;
        const seed = `fast-${i}`;
        const reference = new HeadlessMatch(game, { numPlayers, setupData, seed });
        const stepByStep = i < STEP_BY_STEP_GAMES;
        const s = fast.fromState(reference.state);
        const choose = seededRng(`choose-${label}-${i}`);
        let step = 0;
        for (; step < entry.moveBudget; step++) {
          const playerID = fast.toMove(s);
          if (stepByStep && playerID !== reference.nextPlayer) {
            failures.push(`${at(step)}: fast path moves ${playerID}, the reducer ${reference.nextPlayer}`);
            break;
          }
          if (playerID === null) break;
          const choices = fast.enumerate(s, playerID);
          if (stepByStep && json(choices) !== json(reference.enumerate(playerID))) {
            failures.push(`${at(step)}: the fast path offers other moves than ai.enumerate`);
            break;
          }
          if (choices.length === 0) {
            failures.push(`${at(step)}: seat ${playerID} must move but has no move`);
            break;
          }
          const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
          if (!fast.play(s, playerID, move, args)) {
            failures.push(`${at(step)}: the fast path refused its own ${move}(${json(args)})`);
            break;
          }
          const result = reference.move(playerID, move, args);
          if (!result.ok) {
            failures.push(`${at(step)}: the reducer refused ${move}(${json(args)}): ${result.refusal.type}`);
            break;
          }
          if (stepByStep && json(fast.G(s)) !== json(reference.state.G)) {
            failures.push(`${at(step)}: G differs after ${move}(${json(args)})`);
            break;
          }
        }
        if (json(fast.G(s)) !== json(reference.state.G)) failures.push(`${at(step)}: final G differs`);
        if (json(fast.gameover(s)) !== json(reference.state.ctx.gameover)) failures.push(`${at(step)}: result differs`);
        if (json(fast.random(s)) !== json(reference.state.plugins.random?.data)) failures.push(`${at(step)}: random state differs`);
      }
    }
    expect(failures).toEqual([]);
    expect(played).toBeGreaterThanOrEqual(GAMES_PER_GAME);
  }, 600_000); // a thousand games through the reducer: minutes on a loaded machine

  test('play refuses what the reducer refuses and then leaves the state as it was', () => {
    const { numPlayers, setupData } = setups[0];
    const reference = new HeadlessMatch(game, { numPlayers, setupData, seed: 'fast-refusal' });
    const s = fast.fromState(reference.state);
    const before = json(fast.G(s));
    const playerID = fast.toMove(s)!;
    const [first] = fast.enumerate(s, playerID);
    expect(fast.play(s, playerID, 'no-such-move', [])).toBe(false);
    expect(fast.play(s, playerID, 'toString', [])).toBe(false);
    const outsider = Array.from({ length: numPlayers }, (_, seat) => String(seat)).find((seat) => !reference.activePlayers.includes(seat));
    if (outsider !== undefined) expect(fast.play(s, outsider, first.move, first.args ?? [])).toBe(false);
    expect(json(fast.G(s))).toBe(before);
    const junk = ['junk', { x: 1 }, -1, 99];
    expect(fast.play(s, playerID, first.move, junk)).toBe(reference.move(playerID, first.move, junk).ok);
    expect(json(fast.G(s))).toBe(json(reference.state.G));
  });

  test('clone gives a state that plays on without touching the original', () => {
    const { numPlayers, setupData } = setups[0];
    const s = fast.fromState(new HeadlessMatch(game, { numPlayers, setupData, seed: 'fast-clone' }).state);
    const before = json(fast.G(s));
    const copy = fast.clone(s);
    const playerID = fast.toMove(copy)!;
    const [first] = fast.enumerate(copy, playerID);
    expect(fast.play(copy, playerID, first.move, first.args ?? [])).toBe(true);
    expect(json(fast.G(s))).toBe(before);
    expect(json(fast.G(copy))).not.toBe(before);
  });
});
