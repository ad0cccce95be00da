/**
 * BARB-TAKE-BACK-1: the moves a player may take back, judged by the server's rule on positions and in seeded
 * random games. The game is one long turn, so what ends a take-back is the match moving on to other players;
 * where the match alone would allow it (`matchAllows`) and the take-back is refused, the game refuses it.
 */
import type { State } from 'boardgame.io';
import { RandomBot } from 'boardgame.io/ai';
import { describe, expect, test } from 'vitest';
import { playWithBots } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { TakeBackJudge } from '../support/take-back';
import { G, match, play, position, type Setup } from './position';

const { game } = paxBarbarorum;
const judge = new TakeBackJudge(game);
const three: Setup = { factions: ['rom', 'car', 'mac'] };

/** The moves BARB-TAKE-BACK-1 lets a player take back. */
const TAKE_BACKS = new Set(['placeOrder', 'declareWar', 'acceptTreaty', 'improveRelation', 'worsenRelation', 'askNeutral', 'neutralPeace']);

describe('BARB-TAKE-BACK-1: orders', () => {
  test('an order token placed face down may be taken back, but not the last one, which hands the placing on', () => {
    const m = match(position({ ...three, phase: 'orders', step: { kind: 'orders', queue: ['0', '1', '2'] } }));
    const verdicts = [];
    while (G(m).step.kind === 'orders' && m.activePlayers.includes('0')) {
      const [order] = m.enumerate('0');
      verdicts.push(judge.play(m, '0', order.move, order.args));
    }
    expect(verdicts.length).toBeGreaterThan(1);
    expect(verdicts.slice(0, -1)).toEqual(verdicts.slice(0, -1).map(() => ({ allowed: true, matchAllows: true })));
    expect(verdicts.at(-1)).toEqual({ allowed: false, matchAllows: false });
    expect(m.activePlayers).toEqual(['1']);
  });
});

describe('BARB-TAKE-BACK-1: diplomacy', () => {
  test('public changes may be taken back: a standing improved, war declared, a treaty accepted', () => {
    const m = match(position({ ...three, realm: { rom: { influence: 10 } } }));
    expect(judge.play(m, '0', 'improveRelation', ['num'])).toEqual({ allowed: true, matchAllows: true });
    expect(judge.play(m, '0', 'declareWar', ['mac'])).toEqual({ allowed: true, matchAllows: true });
    play(m, ['1', 'proposeTreaty', '0', 'alliance']);
    expect(judge.play(m, '0', 'acceptTreaty', ['1', 'alliance'])).toEqual({ allowed: true, matchAllows: true });
  });

  test('a proposal asks another player to answer, and a gift shows the receiver the cards', () => {
    const m = match(position({ ...three, hand: { rom: { spy: 1 } } }));
    expect(judge.play(m, '0', 'proposeTreaty', ['1', 'alliance'])).toEqual({ allowed: false, matchAllows: true });
    expect(judge.play(m, '0', 'give', ['1', { gold: 0, tactics: 0, spy: 1, sabotage: 0, march: 0 }])).toEqual({ allowed: false, matchAllows: true });
  });

  test('war on the Greek cities asks every other player to answer (BARB-EVENT-2); ready ends the player\'s diplomacy', () => {
    const m = match(position(three));
    expect(judge.play(m, '0', 'declareWar', ['grk'])).toEqual({ allowed: false, matchAllows: false });
    const n = match(position(three));
    expect(judge.play(n, '1', 'ready')).toEqual({ allowed: false, matchAllows: false });
  });
});

describe('BARB-TAKE-BACK-1: seeded random games', () => {
  test.each(['take-back-1', 'take-back-2'])('%s: only the listed moves may be taken back; resolving an order, which shows it, never', async (seed) => {
    const allowed = new Map<string, number>();
    let shownWhileOpen = 0;
    let before: State;
    const bot = new RandomBot({ enumerate: game.ai!.enumerate, seed });
    await playWithBots(game, () => bot, {
      numPlayers: 3,
      seed,
      maxMoves: 600,
      onStart: (m) => {
        before = m.state;
      },
      afterMove: (m, { move, playerID }) => {
        const verdict = judge.verdict(before, m.state, move, playerID);
        expect(verdict.allowed, move).toBe(TAKE_BACKS.has(move) && verdict.matchAllows);
        if (verdict.allowed) allowed.set(move, (allowed.get(move) ?? 0) + 1);
        if (move === 'resolveOrder' && verdict.matchAllows) shownWhileOpen++;
        before = m.state;
      },
    });
    expect(allowed.get('placeOrder')).toBeGreaterThan(0);
    expect(shownWhileOpen).toBeGreaterThan(0);
  });
});
