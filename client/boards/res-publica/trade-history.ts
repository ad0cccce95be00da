/**
 * The last trades of the match, read from the log's events (games/res-publica/log-kinds.ts) as the viewer
 * may see them: what was proposed, how it ended and, once the cards changed hands, what each side gave.
 * The exact cards of a deal are named only when the viewer was one of its two traders (RP-HIDDEN-1..3);
 * everyone else learns what was agreed aloud.
 */
import type { LogEntry } from 'boardgame.io';
import { eventForViewer, eventsOf } from '../../../games/log-events';
import type { ResPublicaEvent } from '../../../games/res-publica/log-kinds';
import { givenBy } from '../../../games/res-publica/rules/trade';
import type { Bundle, Cards, PlayerID, Proposal, Trade } from '../../../games/res-publica/rules/types';

export type TradeStatus = 'open' | 'unanswered' | 'refused' | 'accepted' | 'exchanged';

export interface PastTrade {
  turn: number;
  proposer: PlayerID;
  proposal: Proposal;
  /** Counter-proposals (a bundle) and passes (null), in the order they were said. */
  answers: Record<PlayerID, Bundle | null>;
  status: TradeStatus;
  partner: PlayerID | null;
  /** What each trader handed over, as the viewer knows it: exact cards, or the side agreed aloud. */
  gave: Record<PlayerID, { cards: Cards } | { bundle: Bundle }>;
}

type Entry = Pick<LogEntry, 'action' | 'metadata' | 'turn'>;

/** Every trade of `log`, oldest first, as `viewer` (null: a spectator) may know it. */
export function tradesOf(log: readonly Entry[] | undefined, viewer: PlayerID | null): PastTrade[] {
  const trades: PastTrade[] = [];
  for (const entry of log ?? []) {
    if (entry.action.type !== 'MAKE_MOVE') continue;
    for (const raw of eventsOf(entry)) {
      const event = eventForViewer(raw, viewer) as ResPublicaEvent;
      const current = trades[trades.length - 1];
      switch (event.kind) {
        case 'proposal':
          trades.push({
            turn: entry.turn,
            proposer: event.player,
            proposal: event.form === 'seek' ? { seek: event.bundle } : { offer: event.bundle },
            answers: {},
            status: 'open',
            partner: null,
            gave: {},
          });
          break;
        case 'counter-proposal':
          if (current) current.answers[event.player] = event.bundle;
          break;
        case 'pass':
          if (current) current.answers[event.player] = null;
          break;
        case 'no-counter-proposal':
          if (current) current.status = 'unanswered';
          break;
        case 'refuse':
          if (current) current.status = 'refused';
          break;
        case 'accept':
          if (current) {
            current.status = 'accepted';
            current.partner = event.partner;
          }
          break;
        case 'exchange':
          if (current && current.partner !== null) {
            current.status = 'exchanged';
            current.gave = sides(current, event.hidden?.facts as { given?: Cards; received?: Cards } | undefined);
          }
          break;
      }
    }
  }
  return trades;
}

/** What each trader gave: the cards when the viewer saw them, else the side of the deal said aloud. */
function sides(past: PastTrade, facts: { given?: Cards; received?: Cards } | undefined): PastTrade['gave'] {
  const trade: Trade = { proposal: past.proposal, answers: past.answers, partner: past.partner, closed: true };
  const [proposer, partner] = [past.proposer, past.partner!];
  return {
    [proposer]: facts?.given ? { cards: facts.given } : { bundle: givenBy(trade, proposer, proposer) },
    [partner]: facts?.received ? { cards: facts.received } : { bundle: givenBy(trade, proposer, partner) },
  };
}

/** A trade that is over: the turn's open trade is shown in full elsewhere until then. */
export const isOver = (trade: PastTrade) => trade.status !== 'open' && trade.status !== 'accepted';

/** The `limit` most recent trades that are over, newest first. */
export function recentTrades(log: readonly Entry[] | undefined, viewer: PlayerID | null, limit = 4): PastTrade[] {
  return tradesOf(log, viewer).filter(isOver).slice(-limit).reverse();
}
