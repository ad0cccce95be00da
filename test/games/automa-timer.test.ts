/**
 * bench/wakhan-share.ts splits a Pax Pamir line's cost by timing Wakhan's automa in place (bench/automa-timer.ts):
 * the timing must not change a game, must see her turns where she plays, and nothing where she does not.
 */
import { describe, expect, test } from 'vitest';
import { AutomaTimer } from '../../bench/automa-timer';
import { gameEntries } from '../../games';
import { HeadlessMatch, playRandomGame, type MoveChoice } from '../../games/headless';
import { wakhanAutoma } from '../../games/pax-pamir/rules/wakhan';

const { game, moveBudget } = gameEntries.find((entry) => entry.game.name === 'pax-pamir')!;
const timer = new AutomaTimer(wakhanAutoma);

async function recorded(numPlayers: number, setupData: { wakhan: boolean }, seed: string) {
  const moves: (MoveChoice & { playerID: string })[] = [];
  await playRandomGame(game, { numPlayers, setupData, seed, maxMoves: moveBudget, afterMove: (_match, move) => moves.push(move) });
  const replay = () => {
    const match = new HeadlessMatch(game, { numPlayers, setupData, seed });
    for (const { playerID, move, args } of moves) expect(match.move(playerID, move, args).ok).toBe(true);
    return match.state;
  };
  return { moves, replay };
}

describe('the automa timer of the Wakhan bench', () => {
  test('with Wakhan, a timed replay ends in the same state as an untimed one and finds time spent in her turns', async () => {
    const { replay } = await recorded(1, { wakhan: true }, 'automa-timer');
    const untimed = replay();
    let timed: ReturnType<typeof replay> | undefined;
    const ms = timer.time(() => (timed = replay()));
    expect(timed).toEqual(untimed);
    expect(ms).toBeGreaterThan(0);
    // off again: an untimed replay adds nothing
    replay();
    expect(timer.ms).toBe(ms);
  });

  test('without Wakhan, nothing is timed', async () => {
    const { moves, replay } = await recorded(2, { wakhan: false }, 'automa-timer');
    expect(moves.length).toBeGreaterThan(0);
    expect(timer.time(replay)).toBe(0);
  });
});
