/**
 * Taking back one's last move. The server alone knows whether anything may be taken back (the game marks
 * the moves that reveal nothing, and the turn must not have moved on): the client only asks, during its
 * own turn, on the state it holds. The answer is either an update (the earlier state under a new state id)
 * or a `take-back-refused` refusal, which the refusal notice shows.
 */
import { TAKE_BACK_EVENT } from '../server/protocol';
import type { SocketSeat } from './chat-socket';
import type { MatchSocketLink } from './match-socket';
import { isSeatToAct, type TurnInfo } from './turn';

/** Whether the take-back button is offered: a seated player, during their own turn, in a started match. */
export function offersTakeBack(ctx: TurnInfo, playerID: string | null | undefined, waitingForPlayers: boolean): boolean {
  return !waitingForPlayers && isSeatToAct(ctx, playerID);
}

/** Sends `takeBack (matchID, playerID, credentials, stateID)`; false when no socket is open. */
export function requestTakeBack(link: Pick<MatchSocketLink, 'send'>, seat: SocketSeat, stateID: number): boolean {
  return link.send(TAKE_BACK_EVENT, seat.matchID, seat.playerID, seat.credentials, stateID);
}
