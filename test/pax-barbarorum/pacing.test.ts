/**
 * BARB-D-COSTS, BARB-D-ROUND-LIMIT: the chosen numbers make a game that ends. Players who only build (economy, trade,
 * religion) and never fight reach 100 influence well before the round limit. The Macedonians' extra influence per cube
 * placed (BARB-FACTION-1) has its price (BARB-D-MACEDONIAN-FAITH): one who builds as the others do ends behind them,
 * not ahead.
 */
import { describe, expect, test } from 'vitest';
import { ROUND_LIMIT } from '../../games/pax-barbarorum/data/constants';
import { HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { builderMove } from './builder';

describe('pacing of a peaceful game', () => {
  test.each([2, 3, 5])('%i builders: 100 influence before the round limit, the Macedonians’ faith not free', (numPlayers) => {
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers, seed: 'builders' });
    let moves = 0;
    while (!m.isOver && moves < paxBarbarorum.moveBudget) {
      const player = m.nextPlayer!;
      const best = builderMove(m.enumerate(player));
      expect(m.move(player, best.move, best.args ?? [])).toEqual({ ok: true });
      moves++;
    }
    const S = m.state.G as PaxState;
    expect(S.round).toBeLessThan(ROUND_LIMIT);
    expect(Math.max(...Object.values(S.realms).map((r) => r!.influence))).toBeGreaterThanOrEqual(100);
    // BARB-D-MACEDONIAN-FAITH: free, the extra influence had the Macedonian builder win every time (103 against 102);
    // paid every round, it had the others at 70 when the Macedonians won with 112. Priced, it leaves them behind a
    // builder who spends the same gold on cubes without it, and no one runs away: everyone within two rounds' influence.
    expect(S.seats[S.winner!]).not.toBe('mac');
    const mac = S.realms.mac!.influence;
    for (const [f, realm] of Object.entries(S.realms)) {
      if (f !== 'mac') expect(realm!.influence).toBeGreaterThan(mac);
      expect(realm!.influence).toBeGreaterThanOrEqual(80);
    }
  });
});
