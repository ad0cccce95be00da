/**
 * The props a board gets in a local match, as boardgame.io's React client would give them to one seat:
 * that seat's view of the state and log, its moves (played through the local match), and the seats' names.
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { isSeatToAct } from '../../games/engine/acting';
import { viewFor, type Viewer } from '../../games/engine/view';

const moveNames = new WeakMap<Game, readonly string[]>();

/** Every move the game knows, phases' moves included (what boardgame.io's client offers a board). */
function moveNamesOf(game: Game): readonly string[] {
  let names = moveNames.get(game);
  if (!names) moveNames.set(game, (names = (ProcessGameConfig(game) as unknown as { moveNames: string[] }).moveNames));
  return names;
}

export interface LocalBoardInput {
  game: Game;
  state: State;
  log: readonly LogEntry[];
  viewer: Viewer;
  /**
   * The seat the board's moves act for; null: the board is only shown (a spectator, a teacher's "all", a
   * seat of a match of bots being watched, drawn as that seat sees it but never active).
   */
  actor: string | null;
  names: readonly string[];
  onMove(player: string, move: string, args: unknown[]): void;
}

const nothing = () => {};

export function localBoardProps({ game, state, log, viewer, actor, names, onMove }: LocalBoardInput): BoardProps<any> {
  const view = viewFor(game, state, log, viewer);
  const moves: Record<string, (...args: unknown[]) => void> = {};
  for (const name of moveNamesOf(game)) moves[name] = (...args) => (actor === null ? undefined : onMove(actor, name, args));
  return {
    ...view.state,
    log: view.log,
    moves,
    events: {},
    playerID: actor ?? (viewer === 'all' ? null : viewer),
    matchID: 'local',
    credentials: undefined,
    isActive: isSeatToAct(view.state.ctx, actor),
    isConnected: true,
    isMultiplayer: false,
    matchData: names.map((name, seat) => ({ id: seat, name })),
    reset: nothing,
    undo: nothing,
    redo: nothing,
    sendChatMessage: nothing,
    chatMessages: [],
  } as unknown as BoardProps<any>;
}
