import { describe, expect, test } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { newRecord } from '../../games/match-record';
import { startRecord } from '../../games/record-play';
import { botSeatToPlay } from '../../client/local/bot-turn';
import { chooseBotMove } from '../../client/local/bot-thinker';
import { LocalPlay } from '../../client/local/local-play';
import { LocalSetup } from '../../client/screens/LocalScreen';
import { entry, render, text } from './local-fixtures';

const ctx = (currentPlayer: string, activePlayers: Record<string, string> | null = null, gameover?: unknown) =>
  ({ currentPlayer, activePlayers, gameover }) as unknown as Ctx;

describe('bots in a local match', () => {
  test('the first acting seat held by a bot plays; none while only people act or once it is over', () => {
    const seats = ['human', 'random', 'mcts'] as const;
    expect(botSeatToPlay(ctx('1'), seats)).toBe('1');
    expect(botSeatToPlay(ctx('0'), seats)).toBeNull();
    expect(botSeatToPlay(ctx('0', { '0': 'answer', '2': 'answer', '1': 'answer' }), seats)).toBe('1');
    expect(botSeatToPlay(ctx('0', { '0': 'answer' }), seats)).toBeNull();
    expect(botSeatToPlay(ctx('1', null, { winner: '0' }), seats)).toBeNull();
  });

  test.each(['random', 'mcts'] as const)('the %s bot plays legal moves, recorded as a bot’s, and the record replays', async (kind) => {
    const play = new LocalPlay(newRecord(entry.game.name, 3, 'bots-seed'));
    const moves = kind === 'mcts' ? 2 : 25;
    for (let n = 0; n < moves && play.state.ctx.gameover === undefined; n++) {
      const seat = botSeatToPlay(play.state.ctx, [kind, kind, kind])!;
      const choice = await chooseBotMove(entry, play.state, seat, kind, `bots-seed:${n}`);
      expect(play.play(seat, choice.move, choice.args, 'bot')).toEqual({ ok: true });
    }
    expect(play.record.moves.every((m) => m.by === 'bot')).toBe(true);
    const replayed = startRecord(play.record);
    for (const m of play.record.moves) expect(replayed.move(m.player, m.move, m.args).ok).toBe(true);
    expect(replayed.state.G).toEqual(play.state.G);
  });

  test('the same seed and step give the same bot move (a reload does not change its mind)', async () => {
    const play = new LocalPlay(newRecord(entry.game.name, 3, 'bots-seed'));
    const seat = botSeatToPlay(play.state.ctx, ['random', 'random', 'random'])!;
    const first = await chooseBotMove(entry, play.state, seat, 'random', 'same');
    const again = await chooseBotMove(entry, play.state, seat, 'random', 'same');
    expect(again).toEqual(first);
  });
});

describe('starting a match on this device', () => {
  test('hotseat offers teacher mode; versus bots offers seat kinds instead', () => {
    const hotseat = render(<LocalSetup entry={entry} mode="hotseat" onStart={() => {}} />);
    expect(hotseat).toContain('data-testid="teacher-mode"');
    expect(hotseat).not.toContain('data-testid="seat-kind-0"');
    expect(text(render(<LocalSetup entry={entry} mode="hotseat" onStart={() => {}} />, 'fr'))).toContain('Mode enseignant');
    const bots = render(<LocalSetup entry={entry} mode="local" onStart={() => {}} />);
    expect(bots).not.toContain('data-testid="teacher-mode"');
    expect(bots).toContain('data-testid="seat-kind-0"');
  });
});
