/**
 * The contract's own tools catch what they are meant to catch, on two tiny games written for it:
 * each player holds a secret number and races to add up to 10.
 */
import { describe, expect, test, vi } from 'vitest';
import type { Game } from 'boardgame.io';
import { INVALID_MOVE, PlayerView } from 'boardgame.io/core';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { wrongArguments } from './garbage';
import { notPlainJson } from './plain-json';
import { leakedSecrets, viewFilter } from './secrets';

interface RaceState {
  total: number;
  players: Record<string, { secret: string }>;
}

function raceGame({ hideSecrets, validate }: { hideSecrets: boolean; validate: boolean }): Game<RaceState> {
  return {
    name: 'race',
    setup: ({ ctx, random }) => ({
      total: 0,
      players: Object.fromEntries(ctx.playOrder.map((id) => [id, { secret: `secret-${id}-${random.Die(1000)}` }])),
    }),
    playerView: hideSecrets ? PlayerView.STRIP_SECRETS : ({ G }) => G,
    moves: {
      add: ({ G, events }, amount: unknown) => {
        if (validate && (amount !== 1 && amount !== 2)) return INVALID_MOVE;
        G.total += amount as number;
        events.endTurn();
      },
    },
    endIf: ({ G, ctx }) => (G.total >= 10 ? { winner: ctx.currentPlayer } : undefined),
    ai: { enumerate: () => [{ move: 'add', args: [1] }, { move: 'add', args: [2] }] },
  };
}

describe('the contract harness', () => {
  test('a seeded random game is replayed identically and ends', async () => {
    const game = raceGame({ hideSecrets: true, validate: true });
    const run = () => playRandomGame(game, { numPlayers: 3, seed: 's', maxMoves: 100 });
    const [a, b] = [await run(), await run()];
    expect(a.finished).toBe(true);
    expect(a).toEqual(b);
  });

  test('secrets left in the view are reported, stripped ones are not', () => {
    for (const hideSecrets of [false, true]) {
      const game = raceGame({ hideSecrets, validate: true });
      const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'x' });
      const G = match.state.G as RaceState;
      const secrets = [{ label: "player 1's number", text: G.players['1'].secret }];
      const leaks = leakedSecrets(viewFilter(game).update('0', match.state), secrets);
      expect(leaks).toEqual(hideSecrets ? [] : ["player 1's number"]);
    }
  });

  test('the initial state sent on sync carries neither the initial G nor the random seed', () => {
    const game = raceGame({ hideSecrets: true, validate: true });
    const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'x' });
    const G = match.state.G as RaceState;
    const received = viewFilter(game).sync('0', match.state, [], match.state);
    expect(leakedSecrets(received, [{ label: 'seed', text: '"seed"' }, { label: 'number', text: G.players['1'].secret }])).toEqual([]);
  });

  test('garbage arguments are refused by a validating move and caught when accepted', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const accepted = (validate: boolean) => {
      const match = new HeadlessMatch(raceGame({ hideSecrets: true, validate }), { numPlayers: 2, seed: 'x' });
      return [...wrongArguments([1])].filter((args) => match.move('0', 'add', args).ok).length;
    };
    expect(accepted(true)).toBe(0);
    expect(accepted(false)).toBeGreaterThan(0);
  });

  test('non-JSON values are located', () => {
    expect(notPlainJson({ a: [1, { b: 'x' }] })).toBeUndefined();
    expect(notPlainJson({ a: [1, { b: Number.NaN }] })).toBe('$.a[1].b is NaN');
    expect(notPlainJson({ m: new Map() })).toBe('$.m is a Map');
    expect(notPlainJson([undefined])).toBe('$[0] is undefined');
  });
});
