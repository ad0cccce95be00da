/**
 * npm run bench:agent-messages [-- --games 3]
 *
 * The bytes of every `decide` message an arena agent is sent (arena/agent-feed.ts), per game: median and
 * largest, and the total per seat, beside the same decisions sent whole as protocol 1 sent them (the view,
 * and the record so far as the seat may read it, every time). Seeded random games of every game, at the
 * player counts the issue measured.
 */
import { parseArgs } from 'node:util';
import { findGameEntry } from '../games';
import { HeadlessMatch } from '../games/headless';
import { recordForSeat, redactedMoves } from '../games/bots/record-for-seat';
import { legalMoves } from '../games/bots/seat-bot';
import { seatView } from '../games/engine/view';
import { AgentFeed } from '../arena/agent-feed';
import { withIds } from '../arena/move-id';

const { values } = parseArgs({ options: { games: { type: 'string', default: '3' } } });
const GAMES: readonly [string, number][] = [
  ['res-publica', 3],
  ['pax', 3],
  ['pax-pamir', 3],
  ['pax-barbarorum', 4],
];

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null));
const bytes = (message: unknown) => Buffer.byteLength(JSON.stringify(message));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (sizes: number[]) => [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)];

for (const [name, numPlayers] of GAMES) {
  const { game, moveBudget } = findGameEntry(name)!;
  const redacted = redactedMoves(game);
  console.log(`${name}, ${numPlayers} players`);
  for (let g = 0; g < Number(values.games); g++) {
    const match = new HeadlessMatch(game, { numPlayers, setupData: {}, seed: `messages-${g}` });
    const feeds = Array.from({ length: numPlayers }, (_, seat) => new AgentFeed(String(seat), redacted));
    const whole: number[] = [];
    const fed: number[] = [];
    let rng = 11 + g;
    for (let n = 0; !match.isOver && n < moveBudget; n++) {
      const seat = match.nextPlayer!;
      const view = json(seatView(game, match.state, seat));
      const ctx = json(match.state.ctx);
      const legal = legalMoves(game, { view, ctx, playerID: seat });
      whole.push(bytes({ type: 'decide', seat, view, ctx, legal, record: recordForSeat(match.record(), seat, redacted) }));
      fed.push(bytes({ type: 'decide', ...feeds[Number(seat)].decide(view, ctx, match.record()), legal: withIds(legal) }));
      rng = (rng * 48271) % 2147483647;
      const choice = legal[rng % legal.length];
      match.move(seat, choice.move, choice.args ?? [], 'bot');
    }
    const line = (sizes: number[]) => `median ${kb(median(sizes))}, max ${kb(Math.max(...sizes))}, ${kb(sizes.reduce((a, b) => a + b, 0) / numPlayers)} per seat`;
    console.log(`  game ${g} (${whole.length} decisions): whole ${line(whole)}; changes ${line(fed)}`);
  }
}
