/**
 * What every game module registers: the boardgame.io `Game` plus what the lobby, the client and the
 * contract tests need to know about it. No React and no I/O here.
 */
import type { Ctx, Game } from 'boardgame.io';
import type { MoveArgLimits } from './move-args';
import type { BotKit } from './bots/kit';

/** A text in every language the client speaks. */
export interface Localized {
  en: string;
  fr: string;
}

import type { SetupData, SetupValue } from './setup-data';

export type { SetupData, SetupValue };

/** One option a match is created with (an expansion on/off, a solo level...). */
export type SetupOption =
  | {
      id: string;
      kind: 'boolean';
      label: Localized;
      default: boolean;
      /** Player counts the option applies to; all counts when absent. */
      playerCounts?: readonly number[];
    }
  | {
      id: string;
      kind: 'choice';
      label: Localized;
      values: readonly { value: number | string; label: Localized }[];
      default: number | string;
      playerCounts?: readonly number[];
    };


/**
 * Something one viewer must never receive. The contract test checks, at every step of its games, every
 * payload the server would send that viewer (state, log, initial state):
 * - `path` + `value`: following `path` into the viewer's `G` must not give `value` (absent is fine);
 * - `text`: this exact text must not occur anywhere in what the viewer receives. Use it only for
 *   serializations that cannot appear by chance (a deck's order, a unique id).
 */
export type Secret =
  | { label: string; path: readonly (string | number)[]; value: unknown }
  | { label: string; text: string };

/**
 * What the lobby, the menus and the create-match form know of a game before its module loads: no rules
 * beyond the setup's own check, no bots (games/catalog.ts lists one per game).
 */
export interface GameMeta {
  /** The id used in URLs and the lobby API, the `Game`'s `name`. */
  name: string;
  title: Localized;
  description: Localized;
  minPlayers: number;
  maxPlayers: number;
  options: readonly SetupOption[];
  /** Positions from the rulebook a match can start from (hotseat, versus bots), each built by `setup`. */
  scenarios: readonly Scenario[];
  /** The game's check of a setup, its `Game`'s `validateSetupData` (the form offers only what it accepts). */
  validateSetupData(setupData: SetupData | undefined, numPlayers: number): string | undefined;
  /**
   * Players the game seats itself beside the match's seats (an automa), by player id, for a match of
   * `numPlayers` seats created with `setupData`: the screens name them where they name a seat. None when absent.
   */
  automata?(numPlayers: number, setupData: SetupData | undefined): Readonly<Record<string, Automaton>>;
}

/** A registered game: its metadata and its module, the boardgame.io `Game` with what plays and checks it. */
export interface GameEntry<G = any> extends GameMeta {
  /** The boardgame.io game; its `name`, player counts and `validateSetupData` are the metadata's. */
  game: Game<G> & {
    name: string;
    minPlayers: number;
    maxPlayers: number;
  };
  /** Secrets per viewer (`null` = spectator), read from the full state. */
  secrets(G: G, ctx: Ctx, viewer: string | null): Secret[];
  /** Upper bound on moves in a full game, used by the contract test and the bench. */
  moveBudget: number;
  /** How many and how large each move's arguments may be; the server refuses a move that does not fit. */
  moveArgs: MoveArgLimits;
  /** Every kind of event the game's moves write into the log (games/log-events.ts). */
  logKinds: readonly string[];
  /** Honest decisions and fast playouts for the bots (games/bots/kit.ts). */
  bots: BotKit<G>;
}

/** An automa a game seats itself, named by the client (client/automata.ts). */
export type Automaton = 'wakhan';

/**
 * A named position from the rulebook. A match starts from it with `setupData` (which names the scenario:
 * the game's `setup` builds the position), so its record replays like any other.
 */
export interface Scenario {
  id: string;
  title: Localized;
  /** What it shows, in a sentence. */
  description: Localized;
  /** The rule id it illustrates. */
  rule: string;
  numPlayers: number;
  setupData: SetupData;
}
