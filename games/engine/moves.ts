/**
 * A move's definition where boardgame.io looks it up: the one place the server's take-back and the
 * client's take-back button read whether a move may be taken back.
 */
import type { Ctx, Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';

type Flow = { getMove(ctx: Ctx, name: string, playerID: string): unknown };
const flows = new WeakMap<Game, Flow>();

/** The game's flow, as boardgame.io's server processes it (a game already processed is used as it is). */
function flowOf(game: Game): Flow {
  let flow = flows.get(game);
  if (!flow) flows.set(game, (flow = ('flow' in game ? game : ProcessGameConfig(game)).flow as unknown as Flow));
  return flow;
}

/** A move's config (an object with `move`, `undoable`…) or its function, as `getMove` finds it; undefined when none. */
export type MoveConfig = { undoable?: unknown; ignoreStaleStateID?: boolean } | ((...args: never[]) => unknown);

/**
 * Move `name` for `playerID` at `ctx`, as boardgame.io's `getMove` finds it (the seat's stage, then the
 * phase, then the game). With `inAnyStage`, a move of another stage of the turn is found too: a move made in
 * a stage that has since ended, when only the later ctx is known.
 */
export function moveOf(game: Game, ctx: Ctx, name: string, playerID: string, { inAnyStage = false } = {}): MoveConfig | undefined {
  const found = flowOf(game).getMove(ctx, name, playerID) as MoveConfig | null | undefined;
  if (found || !inAnyStage) return found ?? undefined;
  const phase = ctx.phase ? game.phases?.[ctx.phase] : undefined;
  for (const stage of Object.values((phase?.turn ?? game.turn)?.stages ?? {})) {
    if (stage.moves && Object.hasOwn(stage.moves, name)) return stage.moves[name] as MoveConfig;
  }
  return undefined;
}

/**
 * Whether the game declares the move one that may be taken back (boardgame.io's `undoable`: true, or a
 * function of the state before the move that says true). Without `G`, a function counts as a yes: the
 * caller cannot ask it, the server decides.
 */
export function declaredUndoable(config: MoveConfig | undefined, before?: { G: unknown; ctx: Ctx }): boolean {
  const undoable = typeof config === 'object' && config !== null ? config.undoable : undefined;
  if (typeof undoable === 'function') return before ? (undoable as (context: { G: unknown; ctx: Ctx }) => unknown)(before) === true : true;
  return undoable === true;
}
