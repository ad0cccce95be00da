/**
 * PAMIR-TAKE-BACK-1 (games/pax-pamir/game.ts): the moves a player may take back, judged by the server's rule on
 * positions. `matchAllows` says what the match alone allows (same turn, the player still to act, nobody newly
 * asked, no random draw); where it is true and the take-back is refused, the game's declaration refuses it.
 */
import { describe, expect, test } from 'vitest';
import type { HeadlessMatch, MoveChoice } from '../../games/headless';
import { game } from '../../games/pax-pamir/game';
import { TakeBackJudge } from '../support/take-back';
import { G_of, matchFrom, position } from './position';

const judge = new TakeBackJudge(game);

/** The first choice `ai.enumerate` offers the player for `move`. */
function offered(match: HeadlessMatch, player: string, move: string): unknown[] {
  const choice = match.enumerate(player).find((c: MoveChoice) => c.move === move);
  expect(choice, `${move} is offered`).toBeDefined();
  return choice!.args ?? [];
}

// Card 9 (Afghan Handicrafts, Kabul): a road impact with a choice of borders; tax and move actions.
// Card 16 (Bala Hissar, Kabul): tax. Card 54 (Herati Bandits): Blackmail in Herat. Card 55: a Herat card.
describe('PAMIR-TAKE-BACK-1: what shows nothing may be taken back', () => {
  test('buying a court card from the public market', () => {
    const match = matchFrom(position({ market: [[20, 21], [22]] }));
    expect(judge.play(match, '0', 'buy', [0, 1])).toEqual({ allowed: true, matchAllows: true });
    expect(G_of(match).players['0'].hand).toEqual([21]);
  });

  test('a road placed for an impact, although playing the card may not be taken back', () => {
    const match = matchFrom(position({ players: { 0: { hand: [9] } } }));
    expect(judge.play(match, '0', 'play', [9, 'right', 0])).toEqual({ allowed: false, matchAllows: true });
    expect(judge.play(match, '0', 'place', offered(match, '0', 'place'))).toEqual({ allowed: true, matchAllows: true });
  });

  test('a card action and its steps', () => {
    const match = matchFrom(position({ players: { 0: { court: [16] } }, market: [[[20, 2]]] }));
    expect(judge.play(match, '0', 'action', [16, 'tax', null, 0])).toEqual({ allowed: true, matchAllows: true });
    expect(judge.play(match, '0', 'choose', offered(match, '0', 'choose'))).toEqual({ allowed: true, matchAllows: true });
  });

  test('a spy placed by Blackmail at the start of the turn', () => {
    const match = matchFrom(position({ players: { 0: { court: [54] }, 1: { court: [55] } } }));
    expect(judge.play(match, '0', 'blackmail', offered(match, '0', 'blackmail'))).toEqual({ allowed: true, matchAllows: true });
  });

  test('naming the player of a Rumor (PAMIR-EVENT-108P)', () => {
    const match = matchFrom(position({ pending: [{ kind: 'pick', player: '0', event: 'rumor' }] }));
    expect(judge.play(match, '0', 'choose', ['1'])).toEqual({ allowed: true, matchAllows: true });
  });
});

describe('PAMIR-TAKE-BACK-1: what shows something may not be taken back', () => {
  test('swapping hands by Other Persuasive Methods (PAMIR-EVENT-114P): the other hand is seen', () => {
    const match = matchFrom(position({ players: { 0: { hand: [9] }, 1: { hand: [16] } }, pending: [{ kind: 'pick', player: '0', event: 'persuasion' }] }));
    expect(judge.play(match, '0', 'choose', ['1'])).toEqual({ allowed: false, matchAllows: true });
    expect(G_of(match).players['0'].hand).toEqual([16]);
  });

  test('the end of the actions and the cleanup\'s discards: a card from the hidden hand, then the refill from the deck', () => {
    const match = matchFrom(position({ players: { 0: { hand: [9, 16, 55] } }, deck: [20, 21, 22, 23] }));
    expect(judge.play(match, '0', 'endActions')).toEqual({ allowed: false, matchAllows: true });
    expect(judge.play(match, '0', 'discard', [55])).toEqual({ allowed: false, matchAllows: false });
    expect(match.ctx.currentPlayer).not.toBe('0');
  });

  test('an Insurrection army taken from play (PAMIR-ABILITY-INSURRECTION), which may resume a refill', () => {
    const match = matchFrom(
      position({ armies: { herat: { afghan: 6 }, punjab: { afghan: 6 } }, pending: [{ kind: 'insurrection', player: '0', left: 2 }] }),
    );
    expect(judge.play(match, '0', 'place', offered(match, '0', 'place'))).toEqual({ allowed: false, matchAllows: true });
  });
});
