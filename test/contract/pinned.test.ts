/**
 * Pinned games: one seeded random game for every setup and every position of every game, played through boardgame.io's reducer,
 * must keep exactly what it was when pinned (`pinned-games.json`): the moves, every state after each move,
 * every log entry, the final state, and what each viewer (every seat and a spectator) is sent at the end,
 * its state and its log. The same moves on the fast playout path must end in the pinned final G, result and
 * random state. The engine around the games may be rebuilt; what a seeded game does may not change unless a
 * rule does. A deliberate change of a rule updates the file (`PIN_UPDATE=1`), with its reason.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LogEntry, State } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { acceptedSetups } from '../../games/setup-options';
import { viewFor } from '../../games/engine/view';

const FILE = new URL('./pinned-games.json', import.meta.url);
const UPDATE = process.env.PIN_UPDATE === '1';

interface Pin {
  moves: number;
  over: boolean;
  moveList: string;
  states: string;
  log: string;
  final: string;
  views: string;
}

/** JSON with object keys sorted and undefined left out: the same data gives the same text. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((key) => record[key] !== undefined).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
}

const digest = (parts: readonly unknown[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(canonical(part)).update('\n');
  return hash.digest('hex').slice(0, 16);
};

/** What a stored match holds after a move, its log apart. */
const stateOf = ({ G, ctx, plugins, _stateID }: State) => ({ G, ctx, random: plugins.random?.data, _stateID });

function play(entry: (typeof gameEntries)[number], numPlayers: number, setupData: Record<string, unknown>, seed: string) {
  const { game } = entry;
  const match = new HeadlessMatch(game, { numPlayers, setupData: setupData as never, seed });
  const choose = seededRng(`choose/${seed}`);
  const moves: { player: string; move: string; args: unknown[] }[] = [];
  const states: unknown[] = [stateOf(match.state)];
  const log: LogEntry[] = [];
  while (!match.isOver && moves.length < entry.moveBudget) {
    const player = match.nextPlayer!;
    const choices = match.enumerate(player);
    const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
    const result = match.move(player, move, args);
    if (!result.ok) throw new Error(`${game.name}: enumerated ${move} refused (${result.refusal.type})`);
    moves.push({ player, move, args });
    const { deltalog = [] } = match.state as State & { deltalog?: LogEntry[] };
    log.push(...deltalog);
    states.push(stateOf(match.state));
  }
  return { match, moves, states, log };
}

const pinned: Record<string, Pin> = existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : {};
const found: Record<string, Pin> = {};

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  // Every setup the lobby offers, and every position from the rulebook.
  const setups = [
    ...acceptedSetups(entry.game, entry.options),
    ...entry.scenarios.map(({ id, numPlayers, setupData }) => ({ numPlayers, setupData, label: `position ${id}` })),
  ];

  test.each(setups.map((setup) => [setup.label, setup] as const))('%s', (label, { numPlayers, setupData }) => {
    const key = `${name} ${label}`;
    const seed = `pin/${key}`;
    const { match, moves, states, log } = play(entry, numPlayers, setupData, seed);
    const viewers = [...Array.from({ length: numPlayers }, (_, seat) => String(seat)), null];
    // What the server sends each viewer on sync: the game's playerView, the log's redactions and hidden facts.
    const views = viewers.map((viewer) => {
      const { state, log: seen } = viewFor(entry.game, match.state, log, viewer);
      return ['pinned', { state, log: seen }];
    });
    const pin: Pin = {
      moves: moves.length,
      over: match.isOver,
      moveList: digest(moves),
      states: digest(states),
      log: digest(log),
      final: digest([stateOf(match.state)]),
      views: digest(views),
    };
    found[key] = pin;

    // The same moves on the fast playout path end where the reducer did.
    const { fast } = entry.bots;
    const s = fast.fromState(new HeadlessMatch(entry.game, { numPlayers, setupData: setupData as never, seed }).state);
    for (const { player, move, args } of moves) expect(fast.play(s, player, move, args), `${key}: fast ${move}`).toBe(true);
    expect(canonical(fast.G(s))).toBe(canonical(match.state.G));
    expect(canonical(fast.gameover(s))).toBe(canonical(match.state.ctx.gameover));
    expect(canonical(fast.random(s))).toBe(canonical(match.state.plugins.random?.data));

    if (!UPDATE) expect(pin, `${key}: not pinned yet (PIN_UPDATE=1 pins it)`).toEqual(pinned[key]);
  }, 120_000);
});

if (UPDATE) {
  test('the pins are written', () => {
    const merged = { ...pinned, ...found };
    const sorted = Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]]));
    writeFileSync(FILE, `${JSON.stringify(sorted, null, 1)}\n`);
    expect(Object.keys(found).length).toBeGreaterThan(0);
  });
}
