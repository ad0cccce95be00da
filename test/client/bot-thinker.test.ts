/**
 * Where local bots think: what crosses to the worker is the seat's question only, a worker that cannot
 * load leaves the bots thinking in the page, and a choice no longer wanted stops the worker's search.
 * The browser's Worker is replaced by a stand-in that records what it is sent.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import type { BotRequest } from '../../client/local/bot-worker';

type Behaviour = 'answer' | 'fail' | 'silent';

class StandInWorker {
  static made: StandInWorker[] = [];
  static behaviour: Behaviour = 'answer';
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  sent: BotRequest[] = [];
  terminated = false;

  constructor(readonly url: URL) {
    StandInWorker.made.push(this);
  }

  postMessage(request: BotRequest) {
    this.sent.push(request);
    const behaviour = StandInWorker.behaviour;
    setTimeout(() => {
      if (behaviour === 'fail') this.onerror?.({ message: 'cannot load' });
      if (behaviour === 'answer') this.onmessage?.({ data: { id: request.id, move: { move: 'fromWorker', args: [] } } });
    }, 0);
  }

  terminate() {
    this.terminated = true;
  }
}

const pax = findGameEntry('pax')!;
const match = new HeadlessMatch(pax.game, { numPlayers: 2, seed: 'thinker' });
const seat = match.nextPlayer!;

/** The module afresh, so it sees the stand-in Worker. */
const thinker = () => import('../../client/local/bot-thinker');

beforeEach(() => {
  vi.resetModules();
  StandInWorker.made = [];
  vi.stubGlobal('Worker', StandInWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  // the module made with the stand-in stays out of the worker's shared modules (the unit tests share them)
  vi.resetModules();
});

describe('local bots think in a worker', () => {
  test('the worker is sent the seat’s view (through JSON), never the full state, and its answer is the move', async () => {
    StandInWorker.behaviour = 'answer';
    const { chooseBotMove } = await thinker();
    expect(await chooseBotMove(pax, match.state, seat, 'random', 's')).toEqual({ move: 'fromWorker', args: [] });
    const [worker] = StandInWorker.made;
    const { question } = worker.sent[0];
    const view = JSON.parse(JSON.stringify(pax.game.playerView!({ G: match.state.G, ctx: match.state.ctx, playerID: seat })));
    expect(question.view).toEqual(view);
    expect(question.view).not.toEqual(JSON.parse(JSON.stringify(match.state.G)));
    expect(question).toMatchObject({ game: 'pax', kind: 'random', seed: 's', playerID: seat });
    // One worker serves every choice of the page.
    await chooseBotMove(pax, match.state, seat, 'random', 't');
    expect(StandInWorker.made).toHaveLength(1);
  });

  test('a worker that cannot load: the choice is made in the page, and so are the next ones', async () => {
    StandInWorker.behaviour = 'fail';
    const { chooseBotMove } = await thinker();
    const legal = match.enumerate(seat).map(({ move, args }) => JSON.stringify({ move, args: args ?? [] }));
    expect(legal).toContain(JSON.stringify(await chooseBotMove(pax, match.state, seat, 'random', 's')));
    expect(legal).toContain(JSON.stringify(await chooseBotMove(pax, match.state, seat, 'random', 't')));
    expect(StandInWorker.made).toHaveLength(1);
  });

  test('a choice no longer wanted ends the worker’s search; the next choice gets a new worker', async () => {
    StandInWorker.behaviour = 'silent';
    const { BotCancelled, chooseBotMove } = await thinker();
    const stop = new AbortController();
    const choice = chooseBotMove(pax, match.state, seat, 'random', 's', stop.signal);
    stop.abort();
    await expect(choice).rejects.toBeInstanceOf(BotCancelled);
    expect(StandInWorker.made[0].terminated).toBe(true);
    StandInWorker.behaviour = 'answer';
    await chooseBotMove(pax, match.state, seat, 'random', 't');
    expect(StandInWorker.made).toHaveLength(2);
  });
});
