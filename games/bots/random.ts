/**
 * boardgame.io's random API (`Number`, `Die`, `D6`…, `Shuffle`) over the same generator and the same
 * state as its random plugin: Johannes Baagøe's Alea, seeded through his Mash hash, state `{c, s0, s1, s2}`.
 * A fast playout draws through it the very numbers the reducer would (test/games/random.test.ts), without
 * the plugin re-seeding a generator for every single number.
 */
import type { RandomData } from './kit';

const TWO_TO_MINUS_32 = 2.3283064365386963e-10;

/** Baagøe's Mash: folds a text into the running hash `n`, returns a number in [0, 1). */
function mash(): (text: string) => number {
  let n = 0xefc8249d;
  return (text) => {
    for (let i = 0; i < text.length; i++) {
      n += text.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h = (h - n) * n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * TWO_TO_MINUS_32;
  };
}

const SPOTS = { D4: 4, D6: 6, D8: 8, D10: 10, D12: 12, D20: 20 } as const;
type Die = (diceCount?: number) => number | number[];

export class FastRandom {
  private c = 1;
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private used = false;
  readonly seed: string | number;

  constructor(data: RandomData) {
    this.seed = data.seed;
    if (data.prngstate) {
      ({ c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 } = data.prngstate);
      this.used = true;
      return;
    }
    const hash = mash();
    const blank = [hash(' '), hash(' '), hash(' ')];
    const text = String(data.seed);
    const seeded = blank.map((value) => {
      const next = value - hash(text);
      return next < 0 ? next + 1 : next;
    });
    [this.s0, this.s1, this.s2] = seeded;
  }

  /** The plugin's data after the draws so far (with no draw yet, the seed alone, as the plugin keeps it). */
  data(): RandomData {
    return this.used ? { seed: this.seed, prngstate: { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 } } : { seed: this.seed };
  }

  clone(): FastRandom {
    return new FastRandom(this.data());
  }

  /** A number in [0, 1): `random.Number()`. */
  next(): number {
    this.used = true;
    const t = 2091639 * this.s0 + this.c * TWO_TO_MINUS_32;
    this.s0 = this.s1;
    this.s1 = this.s2;
    return (this.s2 = t - (this.c = Math.trunc(t)));
  }

  /** The API boardgame.io hands moves as `random`, drawing from this generator. */
  api() {
    const next = () => this.next();
    const die = (spots = 6, diceCount?: number): any =>
      diceCount === undefined ? Math.floor(next() * spots) + 1 : Array.from({ length: diceCount }, () => Math.floor(next() * spots) + 1);
    const dice = Object.fromEntries(Object.entries(SPOTS).map(([name, spots]) => [name, (count?: number) => die(spots, count)])) as Record<keyof typeof SPOTS, Die>;
    return {
      ...dice,
      Die: die,
      Number: next,
      Shuffle: <T>(deck: readonly T[]): T[] => {
        const rest = [...deck];
        const shuffled = new Array<T>(deck.length);
        for (let left = deck.length, out = 0; left > 0; ) {
          const pick = Math.trunc(left * next());
          shuffled[out++] = rest[pick];
          rest[pick] = rest[--left];
        }
        return shuffled;
      },
    };
  }
}

export type RandomAPI = ReturnType<FastRandom['api']>;

/** A seeded number source for bots' own choices (not the match's random): Alea on the text `seed`. */
export function seededRng(seed: string): () => number {
  const random = new FastRandom({ seed });
  return () => random.next();
}
