/**
 * RP-TAKE-BACK-1: no move may be taken back, judged by the server's rule. Where the match alone would allow
 * a take-back (`matchAllows`: the same turn, the player still to act, nobody newly asked, no random draw), the
 * game's rules refuse it: a refusal binds like anything said (RP-TRADE-7), a set laid shows the hand.
 */
import type { State } from 'boardgame.io';
import { RandomBot } from 'boardgame.io/ai';
import { describe, expect, test } from 'vitest';
import { playWithBots } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { TakeBackJudge } from '../support/take-back';
import { G, match, play } from './position';

const { game } = resPublica;
const judge = new TakeBackJudge(game);

describe('RP-TAKE-BACK-1: no move may be taken back', () => {
  test('on one\'s own turn: a proposal asks the others; a refusal of every counter-proposal binds (RP-TRADE-7); a set laid shows five cards; a draw ends the turn', () => {
    const m = match({ hands: ['2 goths, 1 metal, 5 huns', '1 vikings, 2 trade', '2 vikings, 1 arts'] });
    expect(judge.play(m, '0', 'propose', [parseProposal('seek 1 vikings')])).toEqual({ allowed: false, matchAllows: false });
    play(m, ['1', 'counter', parseBundle('1 metal')], ['2', 'pass']);
    // Nothing shown, nobody asked, the turn goes on: only the game's word refuses the take-back.
    expect(judge.play(m, '0', 'refuse')).toEqual({ allowed: false, matchAllows: true });
    expect(judge.play(m, '0', 'lay', ['huns'])).toEqual({ allowed: false, matchAllows: true });
    expect(G(m).laid['0']).toHaveLength(1);
    expect(judge.play(m, '0', 'draw', ['standard'])).toEqual({ allowed: false, matchAllows: false });
  });

  test.each(['take-back-1', 'take-back-2'])('%s: no move of a seeded random game may be taken back, even where the match alone would allow it', async (seed) => {
    let open = 0;
    let moves = 0;
    let before: State;
    const bot = new RandomBot({ enumerate: game.ai!.enumerate, seed });
    await playWithBots(game, () => bot, {
      numPlayers: 3,
      seed,
      maxMoves: 400,
      onStart: (m) => {
        before = m.state;
      },
      afterMove: (m, { move, playerID }) => {
        const verdict = judge.verdict(before, m.state, move, playerID);
        expect(verdict.allowed, move).toBe(false);
        if (verdict.matchAllows) open++;
        moves++;
        before = m.state;
      },
    });
    expect(moves).toBeGreaterThan(50);
    expect(open).toBeGreaterThan(0);
  });
});
