/**
 * The bots of a local match: any seat may be one (every seat too, a match to watch), they decide from
 * their seat's view only, and they play at the pace the person watching sets.
 */
import { describe, expect, test } from 'vitest';
import type { Ctx, Game, State } from 'boardgame.io';
import { MCTSBot } from 'boardgame.io/ai';
import type { BotKit } from '../../games/bots/kit';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { newRecord } from '../../games/match-record';
import { startRecord } from '../../games/record-play';
import type { GameEntry } from '../../games/types';
import { BOT_SPECS, humanSeats, SEAT_KINDS, seatKindsOf, type BotKind } from '../../client/bots';
import { afterBotMove, BOT_DELAYS, BOT_SPEEDS, botDelay, changePace, INITIAL_PACE } from '../../client/local/bot-pace';
import { chooseBotMove } from '../../client/local/bot-thinker';
import { botQuestion, botSeatToPlay } from '../../client/local/bot-turn';
import { decisionSeed as botSeed } from '../../games/engine/chooser';
import { LocalMatchView, type LocalMatchViewProps } from '../../client/local/LocalMatch';
import { isWatched, sceneOf } from '../../client/local/local-scene';
import { LocalPlay } from '../../client/local/local-play';
import { localTexts } from '../../client/local/local-texts';
import { loadLocalMatch } from '../../client/local/load-saved-match';
import { memoryStore, type SavedMatch } from '../../client/local/saved-matches';
import { startLocalMatch } from '../../client/local/start-local';
import { LocalSetup } from '../../client/screens/LocalScreen';
import { seatsToAct } from '../../games/engine/acting';
import { entry, localViewProps, probeBoard, render, text } from './local-fixtures';

const BOT_KINDS = SEAT_KINDS.filter((kind): kind is BotKind => kind !== 'human');

/**
 * A guessing game: seat 0 names a number, and wins if it is the secret one, which its view hides. A bot
 * reading the full state always wins; an honest one cannot tell the secrets apart.
 */
interface Guess {
  secret: number | null;
  guessed: number | null;
}
const NUMBERS = [0, 1, 2];
const choices = () => NUMBERS.map((n) => ({ move: 'guess', args: [n] }));
const over = (G: Guess) => (G.guessed === null ? undefined : G.guessed === G.secret ? { winner: '0' } : { draw: true });
const guessingGame: Game<Guess> = {
  name: 'guessing',
  setup: () => ({ secret: 0, guessed: null }),
  playerView: ({ G, playerID }) => (playerID === '0' ? { ...G, secret: null } : G),
  moves: { guess: ({ G }, n: number) => void (G.guessed = n) },
  endIf: ({ G }) => over(G),
  ai: { enumerate: choices },
};
const guessingKit: BotKit<Guess, Guess> = {
  // What the seat knows is kept: a bot given the full state would search the real secret.
  determinize: (view, _ctx, _playerID, rng) => ({ ...view, secret: view.secret ?? NUMBERS[Math.floor(rng() * NUMBERS.length)] }),
  fast: {
    fromState: (state: State) => ({ ...(state.G as Guess) }),
    clone: (s: Guess) => ({ ...s }),
    toMove: (s: Guess) => (s.guessed === null ? '0' : null),
    enumerate: choices,
    play: (s: Guess, _playerID: string, _move: string, [n]: readonly unknown[]) => ((s.guessed = n as number), true),
    gameover: over,
    G: (s: Guess) => s,
    random: () => ({ seed: 'guessing' }),
  },
  outcome: (_G, gameover) => ({ winners: (gameover as { winner?: string }).winner ? ['0'] : [] }),
  estimate: () => ({}),
};
const guessing = { game: guessingGame, bots: guessingKit } as unknown as GameEntry;

function guessingState(secret: number): State {
  const match = new HeadlessMatch(guessingGame, { numPlayers: 2, seed: 'guess' });
  return { ...match.state, G: { secret, guessed: null } };
}

/** A versus-bots match of Res Publica kept on this device with bots in all three seats. */
function botsOnly(): SavedMatch {
  const store = memoryStore();
  const id = startLocalMatch(entry, { numPlayers: 3, mode: 'local', seats: ['random', 'random', 'random'] }, store);
  const loaded = loadLocalMatch(id, store);
  if (!loaded.ok) throw new Error(loaded.problem);
  return loaded.saved;
}

const props = (saved: SavedMatch, paused: boolean, shown: string | null = null, board = probeBoard()): LocalMatchViewProps =>
  localViewProps(saved, new LocalPlay(saved.record), {
    seating: { shown, pending: null },
    renderBoard: board.render,
    pace: paused ? changePace(INITIAL_PACE, { kind: 'pause' }) : INITIAL_PACE,
    onPace: () => {},
  });

describe('every seat may be a bot', () => {
  test('a match whose seats are all bots is kept, reopened, and its bots play every acting seat', () => {
    const store = memoryStore();
    const seats = ['random', 'club', 'mcts'] as const;
    const id = startLocalMatch(entry, { numPlayers: 3, mode: 'local', seats }, store);
    const loaded = loadLocalMatch(id, store);
    if (!loaded.ok) throw new Error(loaded.problem);
    expect(loaded.saved.seats).toEqual(seats);
    expect(humanSeats(loaded.saved.seats)).toEqual([]);
    const ctx = (currentPlayer: string, activePlayers: Record<string, string> | null = null) => ({ currentPlayer, activePlayers }) as unknown as Ctx;
    for (const seat of ['0', '1', '2']) expect(botSeatToPlay(ctx(seat), seats)).toBe(seat);
    expect(botSeatToPlay(ctx('0', { '2': 'answer' }), seats)).toBe('2');
  });

  test('a match of bots only is watched: any seat’s view or every seat’s, and no board plays for a seat', () => {
    expect(isWatched('local', [])).toBe(true);
    expect(isWatched('local', ['1'])).toBe(false);
    expect(isWatched('hotseat', [])).toBe(false);
    const shown = sceneOf('local', { shown: '1', pending: null }, ['0'], [], false, 3);
    expect(shown).toEqual({ kind: 'boards', boards: [{ viewer: '1', actor: null }] });
    const every = sceneOf('local', { shown: null, pending: null }, ['0'], [], true, 3);
    expect(every).toEqual({ kind: 'boards', boards: ['0', '1', '2'].map((viewer) => ({ viewer, actor: null })) });
    // With a person at the table, seat views stay that person's.
    expect(sceneOf('local', { shown: '0', pending: null }, ['1'], ['0'], true, 3)).toEqual({ kind: 'boards', boards: [{ viewer: '0', actor: '0' }] });

    // The seat shown is one that must act: its board still plays nothing.
    const saved = botsOnly();
    const seat = seatsToAct(new LocalPlay(saved.record).state.ctx)[0];
    const board = probeBoard();
    const moved: string[] = [];
    const html = render(<LocalMatchView {...props(saved, false, seat, board)} onMove={(player) => moved.push(player)} />);
    expect(html).toContain('data-testid="watch-view"');
    expect(text(html)).toContain(localTexts.en.spectatorView);
    expect(board.seen.map((seen) => [seen.playerID, seen.isActive])).toEqual([[seat, false]]);
    for (const move of Object.values(board.seen[0].moves)) move();
    expect(moved).toEqual([]);
    // The watcher holds no seat: no "(you)" beside the seat shown.
    expect(text(html)).not.toContain('(you)');
  });

  test('paused bots are not said to be thinking', () => {
    const saved = botsOnly();
    expect(text(render(<LocalMatchView {...props(saved, false)} />))).toContain('is thinking');
    const paused = text(render(<LocalMatchView {...props(saved, true)} />));
    expect(paused).not.toContain('is thinking');
    expect(paused).toContain('Waiting for');
  });

  test('the setup no longer asks for a person; searching bots are offered where the game has a bots’ kit', () => {
    const html = text(render(<LocalSetup entry={entry} mode="local" onStart={() => {}} />));
    expect(html).not.toContain('At least one seat must be human');
    expect(seatKindsOf(guessing)).toEqual(SEAT_KINDS);
    expect(seatKindsOf({ ...guessing, bots: undefined } as unknown as GameEntry)).toEqual(['human', 'random']);
  });

  test('each bot thinks within a modest budget; the levels search more at each step, by iterations alone (BOT-LEVEL-1)', () => {
    expect(BOT_SPECS.random.kind).toBe('random');
    expect(BOT_SPECS.mcts.iterations).toBeLessThanOrEqual(50);
    const levels = [BOT_SPECS.novice, BOT_SPECS.club, BOT_SPECS.strong];
    expect(levels.map((spec) => spec.kind)).toEqual(['ismcts', 'ismcts', 'ismcts']);
    expect(BOT_SPECS.club.iterations).toBeGreaterThan(BOT_SPECS.mcts.iterations!);
    for (const [at, spec] of levels.entries()) {
      // No time budget: a level plays the same moves on every machine.
      expect(spec.timeMs).toBeUndefined();
      if (at > 0) expect(spec.iterations).toBeGreaterThan(levels[at - 1].iterations!);
    }
  });
});

describe('the bots’ pace', () => {
  test('each speed waits its delay between moves, slower ones longer', () => {
    for (const speed of BOT_SPEEDS) expect(botDelay(changePace(INITIAL_PACE, { kind: 'speed', speed }))).toBe(BOT_DELAYS[speed]);
    expect(BOT_DELAYS.slow).toBeGreaterThan(BOT_DELAYS.normal);
    expect(BOT_DELAYS.normal).toBeGreaterThan(BOT_DELAYS.fast);
  });

  test('paused, no bot moves until a step is asked for; each step is one move, played at once', () => {
    const paused = changePace(INITIAL_PACE, { kind: 'pause' });
    expect(botDelay(paused)).toBeNull();
    const stepped = changePace(changePace(paused, { kind: 'step' }), { kind: 'step' });
    expect(botDelay(stepped)).toBe(0);
    const once = afterBotMove(stepped);
    expect(botDelay(once)).toBe(0);
    expect(botDelay(afterBotMove(once))).toBeNull();
    // A speed chosen while paused waits for the resume.
    const faster = changePace(paused, { kind: 'speed', speed: 'fast' });
    expect(botDelay(faster)).toBeNull();
    expect(botDelay(changePace(faster, { kind: 'resume' }))).toBe(BOT_DELAYS.fast);
  });

  test('a step while playing changes nothing, and a move while playing uses nothing up', () => {
    expect(changePace(INITIAL_PACE, { kind: 'step' })).toBe(INITIAL_PACE);
    expect(afterBotMove(INITIAL_PACE)).toBe(INITIAL_PACE);
  });

  test('the match screen shows the control, named, in both languages, while a bot has a seat', () => {
    const loaded = { saved: botsOnly() };
    const playing = render(<LocalMatchView {...props(loaded.saved, false)} />);
    expect(playing).toContain(`aria-label="${localTexts.en.botsPace}"`);
    expect(playing).toMatch(/data-testid="bot-step"[^>]*disabled/);
    const paused = render(<LocalMatchView {...props(loaded.saved, true)} />, 'fr');
    expect(paused).toContain(`aria-label="${localTexts.fr.botsPace}"`);
    expect(text(paused)).toContain('Reprendre');
    expect(paused).not.toMatch(/data-testid="bot-step"[^>]*disabled/);
    const people = render(<LocalMatchView {...props({ ...loaded.saved, seats: ['human', 'human', 'human'] }, false)} />);
    expect(people).not.toContain('data-testid="bot-pace"');
  });

  test('French texts of local matches that are new here: a non-breaking space before : ; ? !', () => {
    for (const key of ['watchIntro', 'botsPace', 'resume', 'stepOne', 'speed', 'paused', 'noviceBot', 'clubBot', 'strongBot', 'spectatorView'] as const) {
      expect(localTexts.fr[key], key).not.toMatch(/[^\u00a0][:;?!]/u);
      expect(localTexts.fr[key], key).not.toBe(localTexts.en[key]);
    }
  });
});

describe('a bot decides from its seat’s view only', () => {
  test('a bot reading the full state finds the secret: the hidden part would change its choice', async () => {
    for (const secret of NUMBERS) {
      const cheat = new MCTSBot({ game: guessingGame, enumerate: choices, seed: 'cheat', iterations: 60 });
      const { action } = await cheat.play(guessingState(secret), '0');
      expect((action as { payload: { args: unknown[] } }).payload.args).toEqual([secret]);
    }
  });

  test('the question a bot is asked holds the seat’s view, not the secret', () => {
    for (const secret of NUMBERS) {
      const question = botQuestion(guessing, guessingState(secret), '0', 'mcts', 'seed');
      expect(question.view).toEqual({ secret: null, guessed: null });
      expect(question.playerID).toBe('0');
    }
  });

  test('a bot’s seed is the same for the same move of the same match, and never the match’s seed', () => {
    const matchSeed = '3f9a0c1b2d4e5f60718293a4';
    expect(botSeed(matchSeed, 4)).toBe(botSeed(matchSeed, 4));
    expect(botSeed(matchSeed, 5)).not.toBe(botSeed(matchSeed, 4));
    expect(botSeed(`${matchSeed}0`, 4)).not.toBe(botSeed(matchSeed, 4));
    expect(botSeed(matchSeed, 4)).not.toContain(matchSeed);
    expect(botSeed(matchSeed, 4)).toMatch(/^bot-[0-9a-f]{16}$/);
  });

  test.each(BOT_KINDS)('the %s bot makes the same choice whatever the secret', async (kind) => {
    for (const seed of ['a', 'b', 'c']) {
      const moves = await Promise.all(NUMBERS.map((secret) => chooseBotMove(guessing, guessingState(secret), '0', kind, seed)));
      expect(moves[0].move).toBe('guess');
      expect(moves[1]).toEqual(moves[0]);
      expect(moves[2]).toEqual(moves[0]);
    }
  });
});

describe('bots in a real game', () => {
  const pax = findGameEntry('pax')!;

  test('random bots in every seat play legal moves, recorded as bots’, and the record replays', async () => {
    const play = new LocalPlay(newRecord('pax', 2, 'watch'));
    const seats = ['random', 'random'] as const;
    for (let n = 0; n < 30 && play.state.ctx.gameover === undefined; n++) {
      const seat = botSeatToPlay(play.state.ctx, seats)!;
      const choice = await chooseBotMove(pax, play.state, seat, 'random', `watch:${n}`);
      expect(play.play(seat, choice.move, choice.args, 'bot')).toEqual({ ok: true });
    }
    expect(play.step).toBeGreaterThan(0);
    expect(play.record.moves.every((move) => move.by === 'bot')).toBe(true);
    const replayed = startRecord(play.record);
    for (const move of play.record.moves) expect(replayed.move(move.player, move.move, move.args).ok).toBe(true);
    expect(replayed.state.G).toEqual(play.state.G);
  });

  test('the same question and seed give the same move (a reload does not change a bot’s mind)', async () => {
    const play = new LocalPlay(newRecord('pax', 2, 'again'));
    const seat = botSeatToPlay(play.state.ctx, ['random', 'random'])!;
    const first = await chooseBotMove(pax, play.state, seat, 'random', 'same');
    expect(await chooseBotMove(pax, play.state, seat, 'random', 'same')).toEqual(first);
  });
});
