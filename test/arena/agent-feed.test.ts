/**
 * BOT-AGENT-4 (arena/agent-feed.ts, arena/view-patch.ts): a `decide` carries what changed since the seat's
 * last decision, and an agent that appends the moves and applies the patches holds, at every decision and at
 * the end, exactly the view and the record it would have been sent whole; the messages are small.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { recordForSeat, redactedMoves } from '../../games/bots/record-for-seat';
import { legalMoves } from '../../games/bots/seat-bot';
import { seatView } from '../../games/engine/view';
import { AgentFeed } from '../../arena/agent-feed';
import { withIds } from '../../arena/move-id';
import { applyPatch, viewPatch, type PatchOp } from '../../arena/view-patch';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null));

test('a patch turns one view into the next: keys set and removed, arrays grown and shrunk, parts replaced whole', () => {
  const cases: [unknown, unknown][] = [
    [{ a: 1, b: [1, 2, 3], c: { d: 'x' } }, { a: 2, b: [1, 2], c: { d: 'x', e: null }, f: [] }],
    [{ hand: [{ id: 1 }, { id: 2 }] }, { hand: [{ id: 1 }, { id: 2 }, { id: 3 }] }],
    [{ constructor: 1 }, { toString: 2 }],
    [[1, { a: 1 }], { a: 1 }],
    [null, { a: 1 }],
    [{ a: 1 }, { a: 1 }],
  ];
  for (const [before, after] of cases) expect(applyPatch(json(before), json(viewPatch(before, after)))).toEqual(after);
  expect(viewPatch({ a: 1, b: 'same' }, { a: 1, b: 'same' })).toEqual([]);
  expect(viewPatch({ a: 1, b: 'same' }, { a: 2, b: 'same' })).toEqual([[['a'], 2]]);
});

interface Stream {
  messages: Record<string, unknown>[];
  sizes: number[];
}

/** A seeded random game, each seat's stream as an agent receives it, checked against the whole view and record. */
function playFed(name: string, numPlayers: number, seed: string): Record<string, Stream> {
  const entry = findGameEntry(name)!;
  const { game } = entry;
  const match = new HeadlessMatch(game, { numPlayers, setupData: {}, seed });
  const redacted = redactedMoves(game);
  const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
  const feeds = Object.fromEntries(seats.map((seat) => [seat, new AgentFeed(seat, redacted)]));
  const held = Object.fromEntries(seats.map((seat) => [seat, { view: undefined as unknown, record: json(feeds[seat].start(match.record())) }]));
  const streams: Record<string, Stream> = Object.fromEntries(seats.map((seat) => [seat, { messages: [], sizes: [] }]));
  const take = (seat: string, message: Record<string, unknown>) => {
    const got = json(message) as { view?: unknown; patch?: PatchOp[]; moves: unknown[] };
    streams[seat].messages.push(json(message)); // kept apart: applying a patch changes the view it holds
    held[seat].view = got.view !== undefined ? got.view : applyPatch(held[seat].view, got.patch!);
    held[seat].record.moves.push(...(got.moves as never[]));
  };
  let rng = 7;
  for (let n = 0; !match.isOver && n < entry.moveBudget; n++) {
    const seat = match.nextPlayer!;
    const view = json(seatView(game, match.state, seat));
    const ctx = json(match.state.ctx);
    const legal = legalMoves(game, { view, ctx, playerID: seat });
    const message = { type: 'decide', ...feeds[seat].decide(view, ctx, match.record()), legal: withIds(legal) };
    streams[seat].sizes.push(Buffer.byteLength(JSON.stringify(message)));
    take(seat, message);
    expect(held[seat].view).toEqual(view);
    expect(held[seat].record).toEqual(recordForSeat(match.record(), seat, redacted));
    rng = (rng * 48271) % 2147483647;
    const choice = legal[rng % legal.length];
    expect(match.move(seat, choice.move, choice.args ?? [], 'bot').ok).toBe(true);
  }
  for (const seat of seats) {
    take(seat, feeds[seat].end(json(seatView(game, match.state, seat)), match.record()));
    expect(held[seat].view).toEqual(json(seatView(game, match.state, seat)));
    expect(held[seat].record).toEqual(recordForSeat(match.record(), seat, redacted));
  }
  return streams;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test.each([
  ['res-publica', 3],
  ['pax', 3],
  ['pax-pamir', 3],
  ['pax-barbarorum', 4],
])('%s: every seat, appending the moves and applying the patches, holds its whole view and record at every decision and at the end; the median decide is under 8 KB', (name, numPlayers) => {
  const streams = playFed(name, numPlayers as number, `feed-${name}`);
  const sizes = Object.values(streams).flatMap((stream) => stream.sizes);
  expect(sizes.length).toBeGreaterThan(20);
  expect(median(sizes)).toBeLessThan(8 * 1024);
}, 60_000);

test('the Python example agent applies the patches as the arena means them', () => {
  const streams = playFed('pax-barbarorum', 3, 'feed-python');
  const messages = streams['0'].messages;
  const script = `import json, sys
sys.path.insert(0, 'examples/agents')
from random_agent import apply_patch
view = None
for message in json.load(sys.stdin):
    view = message['view'] if 'view' in message else apply_patch(view, message['patch'])
print(json.dumps(view))`;
  const out = execFileSync('python3', ['-c', script], { input: JSON.stringify(messages), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const last = json(messages).reduce<unknown>((view, message) => ('view' in message ? message.view : applyPatch(view, message.patch as PatchOp[])), undefined);
  expect(JSON.parse(out)).toEqual(last);
  expect(messages.filter((message) => 'patch' in message).length).toBeGreaterThan(10);
});
