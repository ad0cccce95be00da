/**
 * The bench's flow floor (bench/flow-floor.ts) replays a game's turn structure as no-op moves: for every
 * registered game, a seeded random game's structure must replay in full (no move refused), end on the same
 * turn number and end the game as the real one did, or the bench would compare a line with another flow.
 */
import type { Ctx } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { FlowRecorder, flowStep, replayFlow } from '../../bench/flow-floor';
import { gameEntries } from '../../games';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { defaultSetupData } from '../../games/setup-options';
import type { GameEntry, SetupData } from '../../games/types';

describe('flow floor', () => {
  test('a move is classed by what it did to the flow, the game end first, then the phase, the turn, the stage', () => {
    const ctx = { phase: 'play', turn: 3, activePlayers: null } as unknown as Ctx;
    expect(flowStep(ctx, { ...ctx, activePlayers: { 1: 'respond' } })).toEqual({ active: { 1: 'respond' } });
    expect(flowStep({ ...ctx, activePlayers: { 1: 'respond' } }, ctx)).toBe('unstage');
    expect(flowStep(ctx, { ...ctx, turn: 4, activePlayers: { 1: 'respond' } })).toBe('turn');
    expect(flowStep(ctx, { ...ctx, phase: 'end', turn: 4 })).toBe('phase');
    expect(flowStep(ctx, { ...ctx, gameover: { winner: '0' } })).toBe('over');
    expect(flowStep(ctx, { ...ctx, turn: 4, gameover: { winner: '0' } })).toBe('turn+over');
    expect(flowStep(ctx, ctx)).toBe('move');
  });

  const cases: { entry: GameEntry; numPlayers: number; setupData: SetupData }[] = gameEntries.map((entry) => {
    const numPlayers = Math.max(2, entry.game.minPlayers ?? 2);
    return { entry, numPlayers, setupData: defaultSetupData(entry.options, numPlayers) };
  });
  // the line the Pax Pamir issue is about: one player and Wakhan, whose whole turn is inside one move
  cases.push({ entry: gameEntries.find(({ game }) => game.name === 'pax-pamir')!, numPlayers: 1, setupData: { wakhan: true } });

  for (const { entry, numPlayers, setupData } of cases) {
    test(`${entry.game.name} at ${numPlayers} ${JSON.stringify(setupData)}: a random game's structure replays to the same turn and end`, async () => {
      const flow = new FlowRecorder();
      let played: HeadlessMatch | undefined;
      const result = await playRandomGame(entry.game, {
        numPlayers,
        setupData,
        seed: 'flow-floor',
        maxMoves: entry.moveBudget,
        onStart: (match) => {
          played = match;
          flow.start(match);
        },
        afterMove: (match) => flow.after(match),
      });
      const { ctx } = played!.state;
      const { match: replica } = replayFlow(numPlayers, flow.steps);
      expect(flow.steps.some((step) => step !== 'move')).toBe(true);
      expect(replica.state.ctx.turn).toBe(ctx.turn);
      expect(replica.isOver).toBe(result.finished);
      expect(replica.state.ctx.activePlayers ?? null).toEqual(ctx.activePlayers ?? null);
    });
  }
});
