/**
 * BOT-AGENT-6, BOT-AGENT-7: the forward model of one decision (arena/forward-model.ts), in every game: each
 * request's reply, each refusal's code with nothing changed, the budgets, and samples drawn from the seat's
 * view alone with the seat's own randomness.
 */
import type { Ctx } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { seatView } from '../../games/engine/view';
import { legalMoves } from '../../games/bots/seat-bot';
import { seededRng } from '../../games/bots/random';
import type { GameEntry } from '../../games/types';
import { withIds } from '../../arena/move-id';
import { ForwardModel, FORWARD_MODEL_STATES, forwardModelSeed, type Reply } from '../../arena/forward-model';

const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null));

/** A seat's decision some random moves into a seeded game: what the arena would send its agent. */
function decisionOf(entry: GameEntry, seed: string, moves = 6) {
  const { game } = entry;
  const match = new HeadlessMatch(game, { numPlayers: game.minPlayers === 1 ? 2 : game.minPlayers, seed });
  const rng = seededRng(`moves-${seed}`);
  for (let n = 0; n < moves && !match.isOver; n++) {
    const seat = match.nextPlayer!;
    const legal = match.enumerate(seat);
    const choice = legal[Math.floor(rng() * legal.length)];
    match.move(seat, choice.move, choice.args ?? [], 'bot');
  }
  const seat = match.nextPlayer!;
  return { match, decision: { view: sent(seatView(game, match.state, seat)), ctx: sent(match.state.ctx) as Ctx, seat } };
}

/** The model with its determinizer watched: every full state it drew, and from what. */
function watched(entry: GameEntry, decision: ReturnType<typeof decisionOf>['decision'], seed = 'seat-seed', budget?: number) {
  const drawn: unknown[] = [];
  const inputs: unknown[] = [];
  const spied: GameEntry = {
    ...entry,
    bots: {
      ...entry.bots,
      determinize: (view, ctx, playerID, rng) => {
        inputs.push({ view, ctx, playerID });
        const G = entry.bots.determinize(view, ctx, playerID, rng);
        drawn.push(structuredClone(G));
        return G;
      },
    },
  };
  const model = new ForwardModel(spied, decision, seededRng(forwardModelSeed(seed, 0)), budget);
  return { model, drawn, inputs };
}

const ok = (reply: Reply) => {
  expect(reply.error, JSON.stringify(reply)).toBeUndefined();
  return reply;
};

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  const { decision } = decisionOf(entry, `fm-${entry.game.name}`);
  const seats = Array.from({ length: decision.ctx.numPlayers }, (_, seat) => String(seat));

  test('sample draws from the seat\'s view only: its view of the sample is the seat\'s real view, and its legal moves are decide\'s', () => {
    const { model, inputs } = watched(entry, decision);
    const sample = ok(model.reply({ call: 'sample' }));
    expect(sample).toEqual({ type: 'reply', call: 'sample', state: 's1', toMove: decision.seat, over: false });
    expect(inputs).toEqual([{ view: decision.view, ctx: decision.ctx, playerID: decision.seat }]);
    expect(ok(model.reply({ call: 'view', state: 's1' })).view).toEqual(decision.view);
    const legal = ok(model.reply({ call: 'legal', state: 's1' }));
    expect(legal.seat).toBe(decision.seat);
    expect(legal.legal).toEqual(withIds(legalMoves(entry.game, { ...decision, playerID: decision.seat })));
    const other = seats.find((seat) => seat !== decision.seat)!;
    expect(ok(model.reply({ call: 'legal', state: 's1', seat: other })).seat).toBe(other);
    expect(model.reply({ call: 'legal', state: 's1', seat: '9' }).error).toBe('BAD_REQUEST');
    expect(model.reply({ call: 'legal', state: 's1', seat: 0 }).error).toBe('BAD_REQUEST');
  });

  test('step by index, id or value changes the state; an illegal step is refused and changes nothing; clone is a copy', () => {
    const { model } = watched(entry, decision);
    ok(model.reply({ call: 'sample' }));
    const { legal } = ok(model.reply({ call: 'legal', state: 's1' })) as unknown as { legal: { id: string; move: string; args: unknown[] }[] };
    const before = ok(model.reply({ call: 'view', state: 's1' })).view;
    for (const bad of [{ index: legal.length }, { index: -1 }, { id: '{"args":[],"move":"no-such-move"}' }, { move: 'no-such-move', args: [] }]) {
      expect(model.reply({ call: 'step', state: 's1', ...bad })).toMatchObject({ type: 'reply', call: 'step', error: 'ILLEGAL_MOVE', message: expect.any(String) });
    }
    const outsider = seats.find((seat) => seat !== decision.seat && (ok(model.reply({ call: 'legal', state: 's1', seat })).legal as unknown[]).length === 0);
    if (outsider !== undefined) expect(model.reply({ call: 'step', state: 's1', seat: outsider, index: 0 }).error).toBe('ILLEGAL_MOVE');
    expect(model.reply({ call: 'step', state: 's1', index: 1.5 }).error).toBe('BAD_REQUEST');
    expect(model.reply({ call: 'step', state: 's1' }).error).toBe('BAD_REQUEST');
    expect(model.reply({ call: 'step', state: 's1', move: 'x', args: 'y' }).error).toBe('BAD_REQUEST');
    expect(ok(model.reply({ call: 'view', state: 's1' })).view).toEqual(before);
    expect(ok(model.reply({ call: 'legal', state: 's1' })).legal).toEqual(legal);

    // the same move three ways, on three copies: the same state after
    const ways = [{ index: 0 }, { id: legal[0].id }, { move: legal[0].move, args: legal[0].args }];
    const after = ways.map((way) => {
      const { state } = ok(model.reply({ call: 'clone', state: 's1' }));
      const stepped = ok(model.reply({ call: 'step', state, ...way }));
      expect(stepped).toEqual({ type: 'reply', call: 'step', toMove: expect.anything(), over: expect.any(Boolean) });
      return [stepped, ok(model.reply({ call: 'view', state })).view, ok(model.reply({ call: 'result', state }))];
    });
    expect(after[1]).toEqual(after[0]);
    expect(after[2]).toEqual(after[0]);
    expect(ok(model.reply({ call: 'view', state: 's1' })).view).toEqual(before);
  });

  test('a random playout to the end: the outcome then, the estimate before, and legal and step refused once over', () => {
    const { model } = watched(entry, decision);
    ok(model.reply({ call: 'sample' }));
    const estimate = ok(model.reply({ call: 'result', state: 's1' }));
    expect(estimate.over).toBe(false);
    for (const chance of Object.values(estimate.estimate as Record<string, number>)) expect(chance).toBeGreaterThanOrEqual(0);
    expect(Object.keys(estimate.estimate as object).every((seat) => seats.includes(seat))).toBe(true);
    const rng = seededRng('playout');
    let over = false;
    for (let n = 0; !over && n < entry.moveBudget; n++) {
      const { legal } = ok(model.reply({ call: 'legal', state: 's1' })) as unknown as { legal: unknown[] };
      ({ over } = ok(model.reply({ call: 'step', state: 's1', index: Math.floor(rng() * legal.length) })) as unknown as { over: boolean });
    }
    expect(over).toBe(true);
    const result = ok(model.reply({ call: 'result', state: 's1' }));
    expect(result).toMatchObject({ over: true, outcome: { winners: expect.any(Array) } });
    expect((result.outcome as { winners: string[] }).winners.every((seat) => seats.includes(seat))).toBe(true);
    expect(model.reply({ call: 'legal', state: 's1' }).error).toBe('GAME_OVER');
    expect(model.reply({ call: 'step', state: 's1', index: 0 }).error).toBe('GAME_OVER');
  }, 30_000);

  test('release, unknown handles and calls, the request budget and the cap on states held', () => {
    const { model } = watched(entry, decision);
    expect(model.reply({ call: 'legal', state: 's1' })).toMatchObject({ error: 'NO_SUCH_STATE' });
    expect(model.reply({ call: 'shuffle' })).toMatchObject({ call: 'shuffle', error: 'BAD_REQUEST' });
    expect(model.reply({ call: 'clone' })).toMatchObject({ error: 'BAD_REQUEST' });
    ok(model.reply({ call: 'sample' }));
    expect(ok(model.reply({ call: 'release', state: 's1' }))).toEqual({ type: 'reply', call: 'release' });
    for (const call of ['legal', 'step', 'clone', 'release', 'result', 'view']) expect(model.reply({ call, state: 's1', index: 0 }).error).toBe('NO_SUCH_STATE');
    expect(model.held).toBe(0);

    ok(model.reply({ call: 'sample' }));
    for (let n = 1; n < FORWARD_MODEL_STATES; n++) ok(model.reply({ call: 'clone', state: 's2' }));
    expect(model.held).toBe(FORWARD_MODEL_STATES);
    expect(model.reply({ call: 'clone', state: 's2' }).error).toBe('TOO_MANY_STATES');
    expect(model.reply({ call: 'sample' }).error).toBe('TOO_MANY_STATES');
    ok(model.reply({ call: 'release', state: 's3' }));
    expect(ok(model.reply({ call: 'clone', state: 's2' })).state).toBe(`s${FORWARD_MODEL_STATES + 2}`);

    const small = watched(entry, decision, 'seat-seed', 3).model;
    ok(small.reply({ call: 'sample' }));
    ok(small.reply({ call: 'legal', state: 's1' }));
    expect(small.reply({ call: 'nonsense' }).error).toBe('BAD_REQUEST');
    for (const call of ['sample', 'legal', 'release']) expect(small.reply({ call, state: 's1' })).toMatchObject({ call, error: 'BUDGET_SPENT' });
  }, 30_000);

  test('samples are the seat\'s own: the same seat seed and decision draw the same states, another seed others', () => {
    const draw = (seed: string) => {
      const { model, drawn } = watched(entry, decision, seed);
      for (let n = 0; n < 5; n++) ok(model.reply({ call: 'sample' }));
      return JSON.stringify(drawn);
    };
    expect(draw('seat-a')).toBe(draw('seat-a'));
    expect(draw('seat-a')).not.toBe(draw('seat-b'));
    expect(forwardModelSeed('seat-a', 1)).not.toBe(forwardModelSeed('seat-a', 0));
  });
});

test('Res Publica: the sampled hands of the other seats are not the true ones, while the seat\'s own hand always is', () => {
  const entry = gameEntries.find((e) => e.game.name === 'res-publica')!;
  const { match, decision } = decisionOf(entry, 'fm-hidden', 0);
  const { model, drawn } = watched(entry, decision);
  for (let n = 0; n < 30; n++) ok(model.reply({ call: 'sample' }));
  const truth = match.state.G as { players: Record<string, { hand: unknown }> };
  const hands = (G: unknown) => (G as typeof truth).players;
  const others = Object.keys(truth.players).filter((seat) => seat !== decision.seat);
  expect(drawn.every((G) => JSON.stringify(hands(G)[decision.seat].hand) === JSON.stringify(truth.players[decision.seat].hand))).toBe(true);
  const guessed = drawn.filter((G) => others.every((seat) => JSON.stringify(hands(G)[seat].hand) === JSON.stringify(truth.players[seat].hand)));
  expect(guessed.length).toBeLessThan(drawn.length / 3);
  expect(new Set(drawn.map((G) => JSON.stringify(hands(G)[others[0]].hand))).size).toBeGreaterThan(5);
});
