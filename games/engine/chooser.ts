/**
 * Seeded choices: what a bot that picks among legal moves at random picks, the same for the same seed, on
 * the server (its bots in seats and stand-ins), in the browser (versus bots) and in the arena.
 */
import { seededRng } from '../bots/random';

/** A uniform choice among `choices` drawn from `seed`; undefined when there is nothing to choose. */
export function seededChoice<T>(choices: readonly T[], seed: string): T | undefined {
  if (choices.length === 0) return undefined;
  return choices[Math.floor(seededRng(seed)() * choices.length)];
}

/**
 * The seed of a bot's decision at one step of a match: the same whenever the same match reaches the same
 * step (after a reload, a restart, on any instance), yet never the match's seed, which orders the hidden
 * cards: it goes through a one-way hash (two FNV-1a passes, 64 bits), so nothing a bot is given leads
 * back to the deck.
 */
export function decisionSeed(matchSeed: string, step: number | string, ...parts: readonly string[]): string {
  const text = [`${matchSeed}:bot:${step}`, ...parts].join(':');
  const fnv = (basis: number) => {
    let hash = basis;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  };
  return `bot-${fnv(0x811c9dc5)}${fnv(0x050c5d1f)}`;
}
