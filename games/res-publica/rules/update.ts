/**
 * The next state of a move, built in one step: what the move changes, and every other part shared with the state
 * before. Each object is a literal in the state's one key order (setup.ts `initialState`, `propose`'s trade), seat
 * records too (games/seat-record.ts): spreading them, frozen as boardgame.io keeps every state, costs several
 * times more, and these updates are a good part of a playout's moves.
 */
import { withSeat } from '../../seat-record';
import type { LaidSet, PlayerID, PrivatePlayer, State, Trade } from './types';

/** What a move changes; everything else is shared with the state before. */
export interface Changes {
  players?: State['players'];
  secret?: State['secret'];
  laid?: State['laid'];
  trade?: Trade | null;
  lastTurn?: number | null;
  drawless?: number;
}

export function update(S: State, changes: Changes): State {
  return {
    first: S.first,
    players: changes.players ?? S.players,
    secret: changes.secret ?? S.secret,
    laid: changes.laid ?? S.laid,
    trade: changes.trade !== undefined ? changes.trade : S.trade,
    lastTurn: changes.lastTurn !== undefined ? changes.lastTurn : S.lastTurn,
    drawless: changes.drawless ?? S.drawless,
  };
}

/** The trade with some of its parts changed. */
export function tradeWith(trade: Trade, changes: Partial<Trade>): Trade {
  return {
    proposal: changes.proposal ?? trade.proposal,
    answers: changes.answers ?? trade.answers,
    partner: changes.partner !== undefined ? changes.partner : trade.partner,
    closed: changes.closed ?? trade.closed,
  };
}

/** The players with `id`'s hand and cards to give replaced. */
export const withPlayer = (players: State['players'], id: PlayerID, player: PrivatePlayer): State['players'] => withSeat(players, id, player);

/** The sets laid with one more of `id`'s. */
export const withSetLaid = (laid: State['laid'], id: PlayerID, set: LaidSet): State['laid'] => withSeat(laid, id, [...laid[id], set]);
