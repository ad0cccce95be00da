/**
 * The bots that can take a seat: each decides from its seat's view of the match only (BOT-VIEW-1) (what the server
 * would send that seat), never from the full state.
 * - `random`: a uniform choice among `ai.enumerate` on the view (boardgame.io's RandomBot does the same).
 * - `mcts`: boardgame.io's own MCTSBot, made honest (BOT-MCTS-1): it searches one state drawn by the game's determinizer
 *   instead of the real one (stock, it would read every hidden card).
 * - `ismcts`: information-set MCTS over many determinizations and the fast playout path (ismcts.ts).
 */
import type { Ctx, Game } from 'boardgame.io';
import { MCTSBot } from 'boardgame.io/ai';
import type { MoveChoice } from '../headless';
import type { GameEntry } from '../types';
import { search, SearchMemory, type ISMCTSOptions, type SearchBudget } from './ismcts';
import type { Rng } from './kit';
import { seededRng } from './random';
import { sampledState } from './sampled-state';
import type { BotLevel } from '../bot-levels';

/** What a seat's bot is given to decide: its view, the public ctx, its seat. */
export interface Decision {
  view: unknown;
  ctx: Ctx;
  playerID: string;
}

export interface SeatBot {
  choose(decision: Decision): Promise<MoveChoice>;
  /** The searches an `ismcts` bot made so far, and their iterations in all. */
  searched?(): { searches: number; iterations: number };
}

export type BuiltInKind = 'random' | 'mcts' | 'ismcts';

/** A built-in bot, its search budget (ignored by `random`) and the game's style of play it keeps to, if any. */
export interface BuiltInSpec extends ISMCTSOptions {
  kind: BuiltInKind;
  /** A name in the game's `bots.styles` (BOT-STYLE-1). */
  style?: string;
  /** The named level this budget is (BOT-LEVEL-1, levels.ts). */
  level?: BotLevel;
}

/** boardgame.io's MCTSBot defaults for its playouts, kept for the stock bot. */
const STOCK_PLAYOUT_DEPTH = 50;

/** The seat's legal moves, from its view (every game's `ai.enumerate` takes a view). */
export function legalMoves(game: Game, { view, ctx, playerID }: Decision): MoveChoice[] {
  return game.ai!.enumerate(view, ctx, playerID) as MoveChoice[];
}


async function stockMCTS(entry: GameEntry, decision: Decision, budget: SearchBudget, rng: Rng): Promise<MoveChoice> {
  const { game } = entry;
  const G = entry.bots.determinize(decision.view, decision.ctx, decision.playerID, rng);
  const bot = new MCTSBot({
    game,
    enumerate: game.ai!.enumerate,
    seed: `mcts-${Math.floor(rng() * 2 ** 32)}`,
    iterations: budget.iterations ?? 1000,
    playoutDepth: STOCK_PLAYOUT_DEPTH,
  });
  const { action } = await bot.play(sampledState(G, decision.ctx, rng), decision.playerID);
  const payload = (action as { payload?: { type: string; args?: unknown[] } } | undefined)?.payload;
  if (!payload) throw new Error(`mcts found no move for seat ${decision.playerID}`);
  return { move: payload.type, args: payload.args ?? [] };
}

/** Why `entry` cannot play `spec`'s style, if it cannot. */
export function styleProblem(entry: GameEntry, spec: BuiltInSpec): string | undefined {
  if (spec.style === undefined || entry.bots.styles?.[spec.style]) return undefined;
  const known = Object.keys(entry.bots.styles ?? {});
  return `${entry.game.name} has no style "${spec.style}" (${known.length > 0 ? `its styles: ${known.join(', ')}` : 'it has no styles'})`;
}

/** BOT-STYLE-1: the moves a seat of `style` considers; all of them when the style keeps none. */
function styledMoves(entry: GameEntry, style: string | undefined, decision: Decision, moves: MoveChoice[]): MoveChoice[] {
  if (style === undefined) return moves;
  const kept = entry.bots.styles![style].keep(decision.view, decision.playerID, moves);
  return kept.length > 0 ? kept : moves;
}

/** A built-in bot for one seat, seeded: the same seed and the same decisions give the same moves. */
export function createSeatBot(entry: GameEntry, spec: BuiltInSpec, seed: string): SeatBot {
  const problem = styleProblem(entry, spec);
  if (problem) throw new Error(problem);
  const rng = seededRng(seed);
  const searched = { searches: 0, iterations: 0 };
  const memory = new SearchMemory();
  return {
    async choose(decision) {
      const moves = styledMoves(entry, spec.style, decision, legalMoves(entry.game, decision));
      if (moves.length === 0) throw new Error(`seat ${decision.playerID} has no legal move`);
      if (moves.length === 1 || spec.kind === 'random') {
        const choice = moves[Math.floor(rng() * moves.length)];
        // a forced move: the search's kept subtree (BOT-ISMCTS-8) goes on under it
        if (spec.kind === 'ismcts') search(entry.bots, decision.view, decision.ctx, decision.playerID, moves, rng, spec, memory);
        return choice;
      }
      if (spec.kind === 'mcts') return stockMCTS(entry, decision, spec, rng);
      const { choice, iterations } = search(entry.bots, decision.view, decision.ctx, decision.playerID, moves, rng, spec, memory);
      searched.searches++;
      searched.iterations += iterations;
      return choice;
    },
    searched: () => ({ ...searched }),
  };
}
