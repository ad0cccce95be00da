/**
 * The README's "What each game sends an agent": every move of every game is in its table, and every field
 * it names is one the game's views hold (at any depth, over a seeded random game with every option on).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { seatView } from '../../games/engine/view';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('**What each game sends an agent.**'), readme.indexOf('*The command* is a program'));

const GAMES: readonly [string, string, number, Record<string, unknown>][] = [
  ['res-publica', 'Res Publica', 3, {}],
  ['pax', 'PAX', 5, { expansion: true }],
  ['pax-pamir', 'Pax Pamir', 3, {}],
  ['pax-barbarorum', 'Pax Barbarorum', 3, { government: true }],
];

/** The README's part on one game: from its title to the next game's. */
function part(title: string): string {
  const start = section.indexOf(`*${title}* (`);
  expect(start).toBeGreaterThan(0);
  const next = GAMES.map(([, other]) => section.indexOf(`*${other}* (`)).filter((at) => at > start);
  return section.slice(start, next.length ? Math.min(...next) : undefined);
}

/** Every object key in every view any seat is sent over a seeded random game. */
function viewKeys(name: string, numPlayers: number, setupData: Record<string, unknown>): Set<string> {
  const entry = findGameEntry(name)!;
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) keys.add(key) && walk(inner);
  };
  for (let g = 0; g < 3; g++) {
    const match = new HeadlessMatch(entry.game, { numPlayers, setupData: setupData as never, seed: `docs-${g}` });
    let rng = 5 + g;
    for (let n = 0; !match.isOver && n < entry.moveBudget; n++) {
      const seat = match.nextPlayer!;
      if (n % 5 === 0) walk(JSON.parse(JSON.stringify(seatView(entry.game, match.state, seat))));
      const legal = match.enumerate(seat);
      rng = (rng * 48271) % 2147483647;
      const choice = legal[rng % legal.length];
      match.move(seat, choice.move, choice.args ?? [], 'bot');
    }
  }
  return keys;
}

test.each(GAMES)('%s: every move is in the README\'s table, and every field named is in its views', (name, title, numPlayers, setupData) => {
  const text = part(title);
  const table = text.slice(text.indexOf('| move |'));
  const documented = new Set([...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...row[1].matchAll(/`(\w+)`/g)].map((m) => m[1])));
  expect([...Object.keys(findGameEntry(name)!.moveArgs)].filter((move) => !documented.has(move))).toEqual([]);
  const named = [...text.slice(0, text.indexOf('| move |')).matchAll(/`([a-z]\w*)`/g)].map((m) => m[1]);
  expect(named.length).toBeGreaterThan(8);
  const keys = viewKeys(name, numPlayers, setupData);
  expect(named.filter((field) => !keys.has(field))).toEqual([]);
}, 60_000);
