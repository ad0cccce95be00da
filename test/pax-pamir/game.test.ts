/**
 * The moves through boardgame.io's reducer: who may act (PAMIR-PLAY-1 hands the move to the ruler),
 * INVALID_MOVE without change, the end of the turn (PAMIR-TURN-2), and the hidden information (PAMIR-HIDDEN-1).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { paxPamir, secrets } from '../../games/pax-pamir';
import { game } from '../../games/pax-pamir/game';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { playerView } from '../../games/pax-pamir/view';
import { G_of, matchFrom, position } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => quiet.mockRestore());

const FULL = [
  [1, 2, 3, 4, 5, 6],
  [11, 12, 13, 14, 15, 16],
];

describe('moves', () => {
  // p. 11, Play: free in a region one rules or nobody rules.
  test('PAMIR-PLAY-1: an offer hands the move to the ruler, and back', () => {
    const match = matchFrom(position({ market: FULL, tribes: { kabul: { 1: 2 } }, players: { 0: { hand: [17] } }, deck: [20, 21, 22] }));
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.move('0', 'play', [17, 'left', 1]).ok).toBe(true);
    expect(match.activePlayers).toEqual(['1']);
    expect(match.move('0', 'answerBribe', [true]).ok).toBe(false);
    expect(match.move('1', 'answerBribe', [true]).ok).toBe(true);
    expect(match.ctx.activePlayers).toBeNull();
    expect(G_of(match).players['0'].court.map((s) => s.card)).toEqual([17]);
    expect(G_of(match).players['1'].rupees).toBe(5);
  });

  // p. 9, Sequence of Play: a player may take one action or none.
  test('PAMIR-TURN-2: ending the actions cleans up and passes the turn', () => {
    const match = matchFrom(position({ market: FULL, deck: [20, 21, 22] }));
    expect(match.move('0', 'buy', [0, 0]).ok).toBe(true);
    expect(match.move('0', 'endActions', []).ok).toBe(true);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(G_of(match).market[0].map((s) => s?.card)).toEqual([2, 3, 4, 5, 6, 20]);
    expect(G_of(match).turn).toEqual({ actions: 0, used: [], paidOn: [], placed: [], refused: [], done: [] });
  });

  test.each([
    ['buy', [0, 9]],
    ['buy', ['0', 0]],
    ['buy', [null, 0]],
    ['play', [99, 'left', 0]],
    ['play', [17, 'up', 0]],
    ['play', [17, 'left', -1]],
    ['play', [17, 'left', Number.NaN]],
    ['answerBribe', [true]],
    ['place', [null, null]],
    ['place', [{}, null]],
    ['discard', [17]],
    ['chooseLoyalty', ['british']],
    ['nonsense', []],
  ])('%s(%j) is refused and changes nothing', (move, args) => {
    const match = matchFrom(position({ market: FULL, players: { 0: { hand: [17] } } }));
    const before = JSON.stringify(match.state);
    expect(match.move('0', move, args).ok).toBe(false);
    expect(JSON.stringify(match.state)).toBe(before);
  });

  // p. 8 (Component Limits): the missing pieces come from play, where the one who places them chooses.
  test('PAMIR-ABILITY-INSURRECTION: a bought check hands the move to the Insurrection\'s owner to pick a source, and back', () => {
    const G = position({
      market: [[101, 2, 3, 4, 5, 6], FULL[1]],
      armies: { herat: { afghan: 6 }, punjab: { afghan: 6 }, persia: { british: 9, russian: 9 } },
      players: { 1: { court: [3] } },
      deck: [102, 20, 21],
    });
    const match = matchFrom(G);
    expect(match.move('0', 'buy', [0, 0]).ok).toBe(true);
    expect(match.activePlayers).toEqual(['1']);
    expect(match.move('0', 'place', [null, 'army:herat']).ok).toBe(false);
    expect(match.move('1', 'place', [null, 'army:herat']).ok).toBe(true);
    expect(match.move('1', 'place', [null, 'army:herat']).ok).toBe(true);
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.ctx.currentPlayer).toBe('0');
    const after = G_of(match).regions;
    expect([after.kabul.armies.afghan, after.herat.armies.afghan, after.punjab.armies.afghan]).toEqual([2, 4, 6]);
  });

  test('another player cannot move on your turn', () => {
    const match = matchFrom(position({ market: FULL }));
    expect(match.move('1', 'buy', [0, 0]).ok).toBe(false);
    expect(match.move('1', 'endActions', []).ok).toBe(false);
  });
});

// p. 11, Play: a card is revealed to everyone when played, so hands are hidden.
describe('PAMIR-HIDDEN-1: hands and the deck', () => {
  const G = position({ players: { 0: { hand: [1, 2] }, 1: { hand: [3] } }, deck: [10, 11, 12, 13, 14] });

  test.each(['0', '1', '2', null])('viewer %s sees only their own hand, hand sizes, the deck size', (viewer) => {
    const view = playerView(G, viewer);
    for (const id of ['0', '1', '2']) {
      expect(view.players[id].hand).toEqual(id === viewer ? G.players[id].hand : null);
      expect(view.players[id].handSize).toBe(G.players[id].hand.length);
    }
    expect(view.deckSize).toBe(5);
    expect('secret' in view).toBe(false);
    expect(JSON.stringify(view)).not.toContain('[14,13,12,11,10]');
  });

  test('the declared secrets: the other hands card by card and the deck', () => {
    expect(secrets(G, '0').map((s) => s.label)).toEqual(["player 1's hand", 'the deck', "the deck's order"]);
    expect(secrets(G, null).filter((s) => s.label.includes('hand'))).toHaveLength(3);
  });
});

describe('card actions through the reducer', () => {
  // p. 13, Tax: up to the card's rank, from market cards and from players with a court card of a region one
  // rules; p. 12, Hostage Actions: a single enemy player with more spies on the card than each other player.
  test('PAMIR-TAX-1, PAMIR-HOSTAGE-1: an action, its steps, and refused garbage', () => {
    const match = matchFrom(position({ market: [[[1, 2], 2], [11]], players: { 0: { court: [[8, { 1: 2 }]], rupees: 3 } }, deck: [20, 21, 22] }));
    for (const args of [[8, 'tax', null, -1], [8, 'gift', null, 0], [9, 'tax', null, 0], [8, 'tax', 'x', 0], [null, null], []]) {
      expect(match.move('0', 'action', args).ok, JSON.stringify(args)).toBe(false);
    }
    expect(match.move('1', 'action', [8, 'tax', null, 2]).ok).toBe(false);
    expect(match.move('0', 'action', [8, 'tax', null, 1]).ok).toBe(true);
    expect(match.activePlayers).toEqual(['1']); // the spies' owner answers the offer
    expect(match.move('1', 'answerBribe', [true]).ok).toBe(true);
    expect(match.move('0', 'choose', ['m|0|1']).ok).toBe(false); // no rupee there
    expect(match.move('0', 'choose', ['m|0|0']).ok).toBe(true);
    expect(match.move('0', 'choose', ['done']).ok).toBe(true);
    expect(G_of(match).players['0'].rupees).toBe(3);
    expect(G_of(match).turn.actions).toBe(1);
  });
});

describe('random bots finish games', () => {
  test('random games take every card action, make event choices and use abilities', async () => {
    const seen = new Set<string>();
    for (let n = 2; n <= 5; n++) {
      await playRandomGame(game, {
        numPlayers: n,
        seed: `uses-${n}`,
        maxMoves: paxPamir.moveBudget,
        afterMove: (_m, played) => {
          if (played.move === 'action') seen.add(String(played.args![1]));
          else seen.add(played.move);
        },
      });
    }
    for (const kind of ['tax', 'gift', 'build', 'move', 'betray', 'battle', 'choose']) expect(seen, kind).toContain(kind);
  });

  test.each([2, 3, 4, 5])('%i players, 3 seeded games each', async (n) => {
    for (let i = 0; i < 3; i++) {
      const result = await playRandomGame(game, { numPlayers: n, seed: `bots-${n}-${i}`, maxMoves: paxPamir.moveBudget });
      expect(result.finished).toBe(true);
      expect((result.gameover as { winners: string[] }).winners.length).toBeGreaterThan(0);
    }
  });

  test('every enumerated move of a whole game is accepted (checked move by move)', async () => {
    const match = new HeadlessMatch(game, { numPlayers: 3, seed: 'enumerate' });
    let moves = 0;
    while (!match.isOver && moves < 400) {
      const player = match.nextPlayer!;
      const choices = match.enumerate(player);
      expect(choices.length).toBeGreaterThan(0);
      for (const choice of choices.slice(0, 6)) {
        const before = match.state;
        expect(match.move(player, choice.move, choice.args).ok, `${choice.move}(${JSON.stringify(choice.args)})`).toBe(true);
        match.state = before;
      }
      const pick = choices[(moves * 7) % choices.length];
      match.move(player, pick.move, pick.args);
      moves++;
    }
    expect(G_of(match).players).toBeDefined();
  });
});

test('state stays plain JSON', () => {
  const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'json' });
  const G = match.state.G as PaxState;
  expect(JSON.parse(JSON.stringify(G))).toEqual(G);
});

// p. 11, Play: a card is revealed to everyone when played, so hands are hidden.
describe('PAMIR-HIDDEN-1: moves run ahead on a client see only the player view', () => {
  test('moves that read the deck are server-only; the others run on any player view without failing', async () => {
    const { CreateGameReducer } = await import('boardgame.io/internal');
    const moves = (game.phases!.play.moves ?? {}) as Record<string, { client?: boolean }>;
    expect(Object.keys(moves).filter((m) => moves[m].client === false).sort()).toEqual(['answerBribe', 'buy', 'choose', 'discard', 'endActions']);
    const loyalty = (game.phases!.loyalty.moves ?? {}) as Record<string, { client?: boolean }>;
    expect(loyalty.chooseLoyalty.client).toBe(false); // PAMIR-WAKHAN-HIDDEN-1: the last choice plays Wakhan's first turn
    const client = CreateGameReducer({ game, isClient: true });
    for (const [numPlayers, setupData] of [
      [3, {}],
      [1, { wakhan: true }],
      [2, { wakhan: true }],
    ] as const) {
      const match = new HeadlessMatch(game, { numPlayers, setupData, seed: 'client-view' });
      let step = 0;
      while (!match.isOver && step < 300) {
        const player = match.nextPlayer!;
        const choices = match.enumerate(player);
        const view = { ...match.state, G: playerView(match.state.G as PaxState, player) };
        for (const choice of choices) {
          expect(() => client(view as never, { type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args, playerID: player } } as never)).not.toThrow();
        }
        const pick = choices[(step * 31) % choices.length];
        match.move(player, pick.move, pick.args);
        step++;
      }
    }
  });
});

test('copy-on-write: a move never changes the state it started from', () => {
  for (const [n, setupData] of [
    [2, {}],
    [4, {}],
    [1, { wakhan: true }],
    [2, { wakhan: true }],
  ] as const) {
    const match = new HeadlessMatch(game, { numPlayers: n, setupData, seed: `cow-${n}` });
    let step = 0;
    while (!match.isOver && step < 1500) {
      const before = match.state.G;
      const snapshot = JSON.stringify(before);
      const player = match.nextPlayer!;
      const choices = match.enumerate(player);
      const pick = choices[(step * 13) % choices.length];
      expect(match.move(player, pick.move, pick.args).ok).toBe(true);
      expect(JSON.stringify(before), `${pick.move} at step ${step}`).toBe(snapshot);
      step++;
    }
    expect(match.isOver).toBe(true);
  }
});
