/**
 * What a game gives its bots beyond boardgame.io's `Game`: honest decisions (from one seat's view only,
 * BOT-VIEW-1, BOT-DET-1) and fast playouts (BOT-FAST-1) (the pure rules without boardgame.io's reducer). Every registered game provides one
 * (`GameEntry.bots`); the contract tests in test/contract/bot-kit.test.ts and
 * test/contract/fast-playout.test.ts hold each game to it.
 */
import type { Ctx, State } from 'boardgame.io';
import type { MoveChoice } from '../headless';
import type { MatchRecord, RecordedMove } from '../match-record';
import type { SearchSettings } from './search-settings';

/** A seeded source of numbers in [0, 1): the bots' own randomness, never the match's. */
export type Rng = () => number;

/** boardgame.io's random plugin data: the match's seed and, once a move used it, the generator's state. */
export interface RandomData {
  seed: string | number;
  prngstate?: { c: number; s0: number; s1: number; s2: number };
}

/**
 * A game played through its pure rules: the same moves give the same states, results and random draws
 * as boardgame.io's reducer (test/contract/fast-playout.test.ts proves it over seeded random games), at a
 * fraction of the cost. `S` is the game's own playout state; `play` changes it in place, `clone` copies it.
 */
export interface FastRules<S = unknown> {
  /** The playout state at a match state (its G, its ctx, its random plugin's data). */
  fromState(state: State): S;
  /**
   * The same, for a state the caller hands over and never reads again (a search's fresh determinization): the
   * playout may keep its G instead of copying it. Absent, `fromState` is used.
   */
  fromOwnedState?(state: State): S;
  /** A copy `play` can change without touching the original. */
  clone(s: S): S;
  /** The seat a one-at-a-time driver moves next (as `playerToMove` of games/headless.ts), null once over. */
  toMove(s: S): string | null;
  /**
   * The same list, in the same order, as `ai.enumerate` gives at the same state. It may note in `s` what it
   * offered, so that `play` of one of those very moves next skips the checks (BOT-FAST-1).
   */
  enumerate(s: S, playerID: string): MoveChoice[];
  /** Plays a move in place; false (and `s` unchanged) when the reducer would refuse it. */
  play(s: S, playerID: string, move: string, args: readonly unknown[]): boolean;
  /** `ctx.gameover` as the reducer would have it; undefined while the game goes on. */
  gameover(s: S): unknown;
  /** `G` as the reducer would have it. */
  G(s: S): unknown;
  /** The random plugin's data as the reducer would have it. */
  random(s: S): RandomData;
}

/** How a finished game went, for bots' rewards and the arena's tables. */
export interface Outcome {
  /** The winning seats (several on a shared win; none when no player wins, e.g. PAX's Rome). */
  winners: string[];
  /** Each seat's final score in the game's own terms, when the game has one. */
  scores?: Record<string, number>;
  /**
   * How the game ended, in the game's own words (PAX: Rome or the players; Pax Barbarorum: which victory),
   * for games whose balance depends on it: the arena counts each ending.
   */
  ending?: string;
}

/**
 * BOT-STYLE-1: a way of playing a game, named on a seat (`ismcts:10ms@warlord`): which of its legal moves a seat of
 * that style considers, read from its own view. The bot then chooses among those as it would among all (the
 * search still plays every move in its playouts). A style that keeps nothing leaves every move. `M`: the game's own
 * type of the moves its `ai.enumerate` offers, which are the moves a style is given.
 */
export interface BotStyle<V = any, M extends MoveChoice = MoveChoice> {
  keep(view: V, playerID: string, moves: readonly M[]): M[];
}

/** `M`: the game's own type of the moves its `ai.enumerate` offers (`playoutMove` and the styles are given those). */
export interface BotKit<G = any, V = any, M extends MoveChoice = MoveChoice> {
  /**
   * A full state consistent with everything `playerID` knows (`view` is `game.playerView` for that seat):
   * each hidden card drawn from the cards that seat has not seen, each hidden order from the legal ones,
   * using `rng` only. `game.playerView` of the result for that seat equals `view`.
   */
  determinize(view: V, ctx: Ctx, playerID: string, rng: Rng): G;
  fast: FastRules<any>;
  /** The result of a finished game (`gameover` is `ctx.gameover`). */
  outcome(G: G, gameover: unknown, numPlayers: number): Outcome;
  /**
   * Each seat's chances in [0, 1] in a game cut off before its end (a playout's depth limit), from the
   * full state: a cheap reading of the position (scores, victory points), not a search.
   */
  estimate(G: G, ctx: Ctx): Record<string, number>;
  /**
   * BOT-ISMCTS-5: how many times the game has scored so far (Pax Pamir's dominance checks, Pax Barbarorum's rounds),
   * for games whose points come at set moments: a search with `scoring=1` ends each playout at the next one.
   */
  scorings?(G: G): number;
  /**
   * BOT-ISMCTS-4: the search's settings this game plays best with (a bot's spec may still name others), where they
   * differ from the search's defaults.
   */
  search?: Readonly<SearchSettings>;
  /**
   * BOT-ISMCTS-2: the game's default policy for the search's playouts, one of `offered` (uniform when absent). A game
   * whose uniformly random moves wreck the position (Pax Barbarorum's gifts, wars and disbanded armies) weighs
   * them so that a playout reads like a game; it sees the moves only, never the state.
   */
  playoutMove?(offered: readonly M[], rng: Rng): M;
  /** The game's named styles of play (BOT-STYLE-1), if it has any. */
  styles?: Readonly<Record<string, BotStyle<V, M>>>;
  /** What the game reads in finished games beyond who won, for the arena's report (BOT-REPORT-1), if anything. */
  report?: () => GameReport<G>;
}

/** A table of the arena's report, printed as Markdown. */
export interface ReportTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * BOT-REPORT-1: a game's own reading of a set of finished games (`npm run arena:report`), the figures its balance
 * is judged by (a faction's wins among the games it played, how its capitals changed hands). One report follows
 * every game in turn, move by move, from the full states: it is read after the games, never by a seat.
 */
export interface GameReport<G = any> {
  /** A game starts: its record (its `players` are the arena's seat specs) and its first state. */
  begin(record: MatchRecord, G: G): void;
  /** One move of it was played. */
  step(before: G, after: G, move: RecordedMove): void;
  /** It is over, or stopped at the move budget (`finished` false): its last state and result. */
  end(G: G, outcome: Outcome, finished: boolean): void;
  /** The tables, once every game has ended. */
  tables(): ReportTable[];
}
