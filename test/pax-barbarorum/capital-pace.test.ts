/**
 * BARB-D-NEUTRAL-ARMIES, BARB-D-COSTS, BARB-D-MOUNTAIN, BARB-D-ROUND-LIMIT: the numbers moved so that the capital victory
 * (BARB-END-2) can come before the influence race ends (RULES.md, "The numbers moved for the capital victory").
 * A fast check of a few seeded games, not the arena's measurement: a seat following the conqueror's plan
 * (BOT-STYLE-2: a uniform choice among the moves its style keeps, no search) against two builders who never
 * fight. Over 40 such games, the plan ended holding a foreign capital in 33 (three of them won by capitals) with
 * these numbers, and in 13 (none won) with the first ones: garrisons of four, a cube at 2 gold and a token at 4,
 * the mountain toll per piece.
 */
import { expect, test } from 'vitest';
import { HeadlessMatch, type MoveChoice } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { seededRng } from '../../games/bots/random';
import { outcome } from '../../games/pax-barbarorum/bots/outcome';
import { ROUND_LIMIT } from '../../games/pax-barbarorum/data/constants';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { playerView } from '../../games/pax-barbarorum/view';
import { capitalsCaptured } from '../../games/pax-barbarorum/rules/victory';
import { builderMove } from './builder';

const GAMES = 12;
const conqueror = paxBarbarorum.bots.styles!.conqueror;

/** Seat 0's move: a seeded choice among the moves the conqueror's style keeps, read from the seat's own view. */
function conquerorMove(m: HeadlessMatch, all: MoveChoice[], choose: () => number): MoveChoice {
  const view = JSON.parse(JSON.stringify(playerView({ G: m.state.G as PaxState, ctx: {} as never, playerID: '0' })));
  const kept = conqueror.keep(view, '0', all);
  return kept[Math.floor(choose() * kept.length)];
}

/** One game: seat 0 follows the conqueror's plan from its own view, seats 1 and 2 build. */
function play(game: number) {
  const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: 3, seed: `capital-pace-${game}` });
  const choose = seededRng(`conqueror-${game}`);
  for (let moves = 0; !m.isOver && moves < paxBarbarorum.moveBudget; moves++) {
    const player = m.nextPlayer!;
    const all = m.enumerate(player);
    const next = player === '0' ? conquerorMove(m, all, choose) : builderMove(all);
    expect(m.move(player, next.move, next.args ?? [])).toEqual({ ok: true });
  }
  const G = m.state.G as PaxState;
  return { round: G.round, ending: outcome(G, m.state.ctx.gameover, 3).ending, held: capitalsCaptured(G, G.seats['0']!) };
}

test(`a campaign takes foreign capitals before the builders reach 100 influence (${GAMES} seeded games)`, () => {
  const games = Array.from({ length: GAMES }, (_, game) => play(game));
  // in most games the plan ends holding at least one foreign capital (BARB-END-2 counts them)
  expect(games.filter(({ held }) => held >= 1).length).toBeGreaterThan(GAMES / 2);
  // BARB-D-ROUND-LIMIT: the builders still get there before the limit when nobody stops them
  for (const { round, ending } of games) {
    expect(ending).not.toBe('round limit');
    expect(round).toBeLessThan(ROUND_LIMIT);
  }
}, 30_000);
