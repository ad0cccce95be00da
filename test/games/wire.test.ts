/** One way to wire a rule into a move (games/wire.ts, games/played.ts), played through boardgame.io's reducer. */
import type { Game, LogEntry, State } from 'boardgame.io';
import { expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { eventsOf, type LogEvent } from '../../games/log-events';
import { accepted, refused, type HandOff, type Journal } from '../../games/played';
import { PlainStatePlugin } from '../../games/plain-state';
import { wiring } from '../../games/wire';

interface Tally {
  n: number;
  parts: { by: number }[];
}

interface Call {
  player: string;
  turn: number;
}

const seen: { state: Tally; call: Call }[] = [];

const wired = wiring<Tally, Call>({ call: ({ ctx, playerID }) => ({ player: playerID, turn: ctx.turn }) });

/** Adds its argument, logs it when asked to, refuses what is not a positive number, hands off as told. */
function add(then?: HandOff) {
  return wired((state: Tally, call: Call, [by, quiet]: readonly unknown[], journal: Journal<LogEvent>) => {
    seen.push({ state, call });
    if (typeof by !== 'number' || by <= 0) return refused('not-a-positive-number');
    if (quiet !== true) journal?.push({ kind: 'added', rule: 'T-ADD-1', player: call.player, by });
    return accepted({ n: state.n + by, parts: [...state.parts, { by }] }, then);
  });
}

const game: Game<Tally> = {
  setup: () => ({ n: 0, parts: [] }),
  plugins: [PlainStatePlugin],
  phases: {
    first: {
      start: true,
      next: 'second',
      moves: {
        add: add(),
        addThenEndTurn: add({ kind: 'end-turn' }),
        addThenEndPhase: add({ kind: 'end-phase' }),
        addThenStage: add({ kind: 'set-stages', stages: { value: { '1': 'answer' }, maxMoves: 1 } }),
        addThenWin: add({ kind: 'end-game', result: { winner: '0' } }),
        addThenAsk: add({ kind: 'set-stages', stages: { value: { '1': 'answer' } } }),
      },
      turn: { stages: { answer: { moves: { add: add(), addThenEndStage: add({ kind: 'end-stage' }) } } } },
    },
    second: { moves: { add: add() } },
  },
};

const lastLog = (match: HeadlessMatch): LogEntry[] => (match.state as State & { deltalog?: LogEntry[] }).deltalog ?? [];

test('the rule gets the plain state before the move and what the game lets it know; its next state is frozen', () => {
  const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  seen.length = 0;
  expect(match.move('0', 'add', [2]).ok).toBe(true);
  expect(seen[0].call).toEqual({ player: '0', turn: 1 });
  expect(seen[0].state).toEqual({ n: 0, parts: [] });
  expect(match.state.G).toEqual({ n: 2, parts: [{ by: 2 }] });
  expect(Object.isFrozen(match.state.G.parts[0])).toBe(true);
});

test('the journal becomes the log entry\'s events, and an empty journal no metadata', () => {
  const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  match.move('0', 'add', [2]);
  expect(lastLog(match).flatMap(eventsOf)).toEqual([{ kind: 'added', rule: 'T-ADD-1', player: '0', by: 2 }]);
  match.move('0', 'add', [3, true]);
  expect(lastLog(match).map((entry) => entry.metadata)).toEqual([undefined]);
});

test('a refusal changes nothing and writes nothing', () => {
  const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  const before = match.state;
  const result = match.move('0', 'add', [-1]);
  expect(result.ok).toBe(false);
  expect(match.state.G).toBe(before.G);
  expect(match.state._stateID).toBe(before._stateID);
});

test('each hand-off becomes its boardgame.io event', () => {
  const turn = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  turn.move('0', 'addThenEndTurn', [1]);
  expect(turn.state.ctx.currentPlayer).toBe('1');

  const phase = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  phase.move('0', 'addThenEndPhase', [1]);
  expect(phase.state.ctx.phase).toBe('second');

  const stage = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  stage.move('0', 'addThenStage', [1]);
  expect(stage.state.ctx.activePlayers).toEqual({ '1': 'answer' });
  stage.move('1', 'add', [1]);
  expect(stage.state.ctx.activePlayers).toBeNull(); // one move, as `maxMoves` asked
  expect(stage.state.G.n).toBe(2);

  const asked = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  asked.move('0', 'addThenAsk', [1]);
  asked.move('1', 'add', [1]);
  expect(asked.state.ctx.activePlayers).toEqual({ '1': 'answer' }); // no limit: the stage goes on
  asked.move('1', 'addThenEndStage', [1]);
  expect(asked.state.ctx.activePlayers).toBeNull(); // the last player in a stage left it

  const end = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  end.move('0', 'addThenWin', [1]);
  expect(end.state.ctx.gameover).toEqual({ winner: '0' });
});

test('no hand-off leaves the flow as it is', () => {
  const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'wire' });
  match.move('0', 'add', [1]);
  expect(match.state.ctx).toMatchObject({ currentPlayer: '0', phase: 'first', turn: 1, activePlayers: null });
});
