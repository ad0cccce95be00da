/** A scripted builder for the pacing tests: it always takes its favourite legal move, and never fights. */
import type { Action } from '../../games/pax-barbarorum/rules/legal';

const ORDER_TASTE: Record<string, number> = { influence: 9, economy: 8, recruit: 3, train: 2, move: 1 };

/** How much a builder likes a move: influence and economy orders, trade before religion, no war, ready at once. */
function taste(a: Action): number {
  switch (a.move) {
    case 'placeOrder':
      return ORDER_TASTE[a.args[1]];
    case 'resolveOrder': {
      const c = a.args[1];
      if (c.kind === 'influence') return c.use === 'trade' ? 10 : c.use === 'religion' ? 8 : c.use === 'stability' ? 6 : 1;
      return c.kind === 'economy' ? 9 : c.kind === 'pass' ? 0 : 2;
    }
    case 'demobilise':
      return a.args[0].length === 0 ? 1 : 0;
    case 'ready':
    case 'chooseFaction':
    case 'chooseResolver':
      return 1;
    default:
      return -1;
  }
}

/** The builder's move among `moves` (the first of the best liked). */
export const builderMove = <M extends { move: string; args?: unknown[] }>(moves: readonly M[]): M =>
  moves.reduce((x, y) => (taste(y as unknown as Action) > taste(x as unknown as Action) ? y : x));
