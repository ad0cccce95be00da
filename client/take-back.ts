/**
 * Taking back one's last move. The server alone knows whether anything may be taken back (the game marks
 * the moves that reveal nothing, and the turn must not have moved on): the client only asks, during its
 * own turn, on the state it holds. The answer is either an update (the earlier state under a new state id)
 * or a `take-back-refused` refusal, which the refusal notice shows.
 */
import type { Ctx, Game, LogEntry } from 'boardgame.io';
import { TAKE_BACK_EVENT } from '../server/protocol';
import type { SocketSeat } from './chat-socket';
import type { MatchSocketLink } from './match-socket';
import { isSeatToAct, type TurnInfo } from '../games/engine/acting';
import { declaredUndoable, moveOf } from '../games/engine/moves';

/** Whether the take-back button is offered: a seated player, during their own turn, in a started match. */
export function offersTakeBack(ctx: TurnInfo, playerID: string | null | undefined, waitingForPlayers: boolean): boolean {
  return !waitingForPlayers && isSeatToAct(ctx, playerID);
}

/** Sends `takeBack (matchID, playerID, credentials, stateID)`; false when no socket is open. */
export function requestTakeBack(link: Pick<MatchSocketLink, 'send'>, seat: SocketSeat, stateID: number): boolean {
  return link.send(TAKE_BACK_EVENT, seat.matchID, seat.playerID, seat.credentials, stateID);
}

/**
 * Whether the seat's last move of this turn, not yet taken back, is one its game lets be taken back: the
 * button is offered only then (the server still decides; this spares asking for nothing). Walking back
 * through this turn's log, each take-back cancels the move before it.
 */
export function lastMoveMayBeTakenBack(game: Game, log: readonly LogEntry[], ctx: Pick<Ctx, 'turn' | 'phase' | 'activePlayers'>, playerID: string): boolean {
  let takenBack = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const { action, turn } = log[i];
    if (turn !== ctx.turn) return false;
    const payload = action.payload as { type?: string; playerID?: string };
    if (action.type === 'UNDO') {
      takenBack++;
      continue;
    }
    if (action.type !== 'MAKE_MOVE') continue;
    if (takenBack > 0) {
      takenBack--;
      continue;
    }
    if (payload.playerID !== playerID || typeof payload.type !== 'string') return false;
    return declaredUndoable(moveOf(game, ctx as Ctx, payload.type, playerID, { inAnyStage: true }));
  }
  return false;
}
