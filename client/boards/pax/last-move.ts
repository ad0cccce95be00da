/**
 * What the last move touched on the table, read from its log events (games/pax/log-kinds.ts), so the board
 * can mark it: the players it concerned, the legions whose group changed, the face-up cards it moved, and
 * Rome when its cards changed or were looked at. Hidden facts are never read: the mark shows only what the
 * whole table saw.
 */
import type { LogEntry } from 'boardgame.io';
import type { CardId } from '../../../games/pax/data/cards';
import { eventsOf } from '../../../games/log-events';
import type { PaxEvent } from '../../../games/pax/log-kinds';

export interface LastMove {
  players: string[];
  legions: number[];
  cards: CardId[];
  rome: boolean;
}

/** The last move of `log` (boardgame.io's own entries after it, such as the end of a turn, are skipped). */
export function lastMoveTouches(log: readonly Pick<LogEntry, 'action' | 'metadata'>[] | undefined): LastMove {
  const touched: LastMove = { players: [], legions: [], cards: [], rome: false };
  let entry: Pick<LogEntry, 'action' | 'metadata'> | undefined;
  for (const candidate of log ?? []) if (candidate.action.type === 'MAKE_MOVE') entry = candidate;
  if (!entry) return touched;
  const add = <T>(list: T[], ...items: T[]) => {
    for (const item of items) if (!list.includes(item)) list.push(item);
  };
  for (const event of eventsOf(entry) as readonly PaxEvent[]) {
    if ('player' in event) add(touched.players, event.player);
    switch (event.kind) {
      case 'under-legion':
      case 'legion-refill':
        add(touched.legions, event.legion);
        add(touched.cards, event.card);
        break;
      case 'buy':
        add(touched.legions, event.legion);
        add(touched.cards, ...event.cards);
        break;
      case 'rome-takes':
        add(touched.legions, event.legion);
        add(touched.cards, ...event.cards);
        touched.rome = true;
        break;
      case 'play':
      case 'opening-play':
        add(touched.cards, event.card);
        break;
      case 'give-to-rome':
        add(touched.cards, event.card);
        touched.rome = true;
        break;
      case 'look-at-rome':
        touched.rome = true;
        break;
      case 'legions-dealt':
        event.cards.forEach((_, legion) => add(touched.legions, legion));
        add(touched.cards, ...event.cards);
        break;
      case 'rome-open':
        add(touched.cards, ...event.cards);
        touched.rome = true;
        break;
      case 'rome-revealed':
        add(touched.cards, ...event.cards);
        touched.rome = true;
        break;
      case 'primus-conspiratus':
        if (event.from !== null) add(touched.players, event.from);
        break;
      case 'first-player':
        add(touched.players, event.seat, event.from);
        break;
    }
  }
  return touched;
}
