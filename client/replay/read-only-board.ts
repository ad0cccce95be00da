/**
 * The props a board receives in a replay: the step's state, and moves, events and chat that do nothing.
 * A replay has no client and no socket, so nothing a board calls can reach a match.
 */
import type { Ctx, FilteredMetadata, LogEntry } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';

const nothing = () => {};

/** Every name is a move that does nothing (a board may call any of its game's moves). */
const noMoves: Record<string, (...args: unknown[]) => void> = new Proxy({}, { get: () => nothing });

export interface ReplayedState {
  G: unknown;
  ctx: Ctx;
  /** The seat whose view this is (its hand shows), null for a spectator. */
  playerID: string | null;
  log: LogEntry[];
  matchID: string;
  players: FilteredMetadata;
  /** The step shown: a board keyed by it starts fresh at each step. */
  step: number;
}

export function readOnlyBoardProps({ G, ctx, playerID, log, matchID, players, step }: ReplayedState): BoardProps<any> {
  return {
    G,
    ctx,
    plugins: {},
    _undo: [],
    _redo: [],
    _stateID: step,
    isActive: false,
    isConnected: true,
    isMultiplayer: false,
    log,
    moves: noMoves,
    events: {},
    reset: nothing,
    undo: nothing,
    redo: nothing,
    playerID,
    matchID,
    matchData: players,
    sendChatMessage: nothing,
    chatMessages: [],
  } as unknown as BoardProps<any>;
}
