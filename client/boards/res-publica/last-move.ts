/**
 * What the last move touched on the table, read from its log events (games/res-publica/log-kinds.ts), so
 * the board can mark it: the players it concerned, the set it laid, the piles it drew from, the part of
 * the trade it said.
 */
import type { LogEntry } from 'boardgame.io';
import { eventsOf } from '../../../games/log-events';
import type { ResPublicaEvent } from '../../../games/res-publica/log-kinds';

export interface LastMove {
  /** Seats the move concerned: who acted, and the partner of a deal or an exchange. */
  players: string[];
  /** The set it laid: its player and its place among their sets. */
  set: { player: string; index: number } | null;
  /** Whether cards were drawn from the piles. */
  piles: boolean;
  /** Whether it made the proposal. */
  proposal: boolean;
  /** Players whose answer (a counter-proposal or a pass) it said. */
  answers: string[];
}

const NOTHING: LastMove = { players: [], set: null, piles: false, proposal: false, answers: [] };

/** The last move of `log` (boardgame.io's own entries after it, such as the end of a turn, are skipped). */
export function lastMoveTouches(log: readonly Pick<LogEntry, 'action' | 'metadata'>[] | undefined): LastMove {
  const moves = (log ?? []).filter((e) => e.action.type === 'MAKE_MOVE');
  const entry = moves[moves.length - 1];
  if (!entry) return NOTHING;
  const touched: LastMove = { players: [], set: null, piles: false, proposal: false, answers: [] };
  const concern = (id: string | undefined) => {
    if (id !== undefined && !touched.players.includes(id)) touched.players.push(id);
  };
  for (const event of eventsOf(entry) as readonly ResPublicaEvent[]) {
    concern(event.player);
    switch (event.kind) {
      case 'proposal':
        touched.proposal = true;
        break;
      case 'counter-proposal':
      case 'pass':
        touched.answers.push(event.player);
        break;
      case 'accept':
      case 'exchange':
        concern(event.partner);
        break;
      case 'lay':
        touched.set = { player: event.player, index: event.set };
        break;
      case 'draw':
        touched.piles = event.people + event.civilisation > 0;
        break;
    }
  }
  return touched;
}
