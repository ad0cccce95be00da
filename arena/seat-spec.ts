/**
 * What may sit at an arena seat: a built-in bot (`random`, `mcts:300`, `ismcts:400`, `ismcts:50ms`) or an
 * agent program in any language (`cmd:python3 examples/agents/random_agent.py`, protocol in agent.ts, its words
 * in agent-command.ts).
 */
import { parseBuiltInSpec } from '../games/bots/bot-spec';
import { commandWords } from './agent-command';
import type { BuiltInSpec } from '../games/bots/seat-bot';

export type SeatSpec = { kind: 'built-in'; text: string; spec: BuiltInSpec } | { kind: 'command'; text: string; command: string };

export type SeatsParse = { ok: true; seats: SeatSpec[] } | { ok: false; error: string };

export function parseSeat(text: string): SeatSpec | { error: string } {
  const trimmed = text.trim();
  if (trimmed.startsWith('cmd:')) {
    const command = trimmed.slice(4).trim();
    const words = commandWords(command);
    return words.ok ? { kind: 'command', text: trimmed, command } : { error: words.error };
  }
  const parsed = parseBuiltInSpec(trimmed);
  return parsed.ok ? { kind: 'built-in', text: trimmed, spec: parsed.spec } : { error: parsed.error };
}

/**
 * `--seats a,b,c` for `numPlayers` seats; with fewer specs than seats, the last one fills the rest.
 * (A command therefore cannot contain a comma.)
 */
export function parseSeats(list: string, numPlayers: number): SeatsParse {
  const texts = list.split(',').filter((text) => text.trim() !== '');
  if (texts.length === 0) return { ok: false, error: '--seats names no bot' };
  if (texts.length > numPlayers) return { ok: false, error: `--seats names ${texts.length} bots for ${numPlayers} seats` };
  const seats: SeatSpec[] = [];
  for (const text of texts) {
    const seat = parseSeat(text);
    if ('error' in seat) return { ok: false, error: seat.error };
    seats.push(seat);
  }
  while (seats.length < numPlayers) seats.push(seats[seats.length - 1]);
  return { ok: true, seats };
}

/** `--pool a,b,c,…`: a league's bots (league.ts), distinct (each is rated by its name), at least as many as seats. */
export function parsePool(list: string, numPlayers: number): SeatsParse {
  const texts = list.split(',').filter((text) => text.trim() !== '');
  if (texts.length < Math.max(2, numPlayers)) return { ok: false, error: `--pool names ${texts.length} bots: a league needs at least ${Math.max(2, numPlayers)} for ${numPlayers} seats` };
  const seats: SeatSpec[] = [];
  for (const text of texts) {
    const seat = parseSeat(text);
    if ('error' in seat) return { ok: false, error: seat.error };
    if (seats.some((other) => other.text === seat.text)) return { ok: false, error: `--pool names ${seat.text} twice: each bot of a league once` };
    seats.push(seat);
  }
  return { ok: true, seats };
}

/**
 * The line-up of game `index`: with rotation, game i seats bot j at seat (j + i) mod n, so each bot plays
 * every seat equally often over n games and no seat's advantage favours one bot.
 */
export function lineUp<T>(seats: readonly T[], index: number, rotate: boolean): T[] {
  if (!rotate) return [...seats];
  const n = seats.length;
  return seats.map((_, seat) => seats[(((seat - index) % n) + n) % n]);
}
