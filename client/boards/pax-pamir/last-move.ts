/**
 * What the last move touched, read from its log events (games/pax-pamir/log-kinds.ts), so the board can mark
 * it: the cards it named, the regions and borders where pieces came or went, the market positions it
 * bought from or refilled, and the seats it concerned. Pure: the board and its tests share it.
 */
import type { LogEntry } from 'boardgame.io';
import { eventsOf, type LogEvent } from '../../../games/log-events';
import { BORDERS, REGIONS, type Border, type Region } from '../../../games/pax-pamir/data/map';

export interface Touched {
  cards: Set<number>;
  regions: Set<Region>;
  borders: Set<Border>;
  /** Market positions as "row,col". */
  market: Set<string>;
  seats: Set<string>;
}

const isRegion = (value: unknown): value is Region => (REGIONS as readonly unknown[]).includes(value);
const isBorder = (value: unknown): value is Border => (BORDERS as readonly unknown[]).includes(value);

/** A card id written as a number or as text (a battle site, a betrayed card, a spy's step). */
function cardOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** A place on the board: a region, a border or a court card. */
function place(value: unknown, into: Touched): void {
  if (isRegion(value)) into.regions.add(value);
  else if (isBorder(value)) into.borders.add(value);
  else {
    const card = cardOf(value);
    if (card !== null) into.cards.add(card);
  }
}

const seat = (value: unknown, into: Touched): void => {
  if (typeof value === 'string') into.seats.add(value);
};

/** Add what one event touched (each kind names seats, cards and places in its own facts). */
function touch(event: LogEvent, into: Touched): void {
  seat(event.player, into);
  const card = cardOf(event.card);
  if (card !== null) into.cards.add(card);
  if (typeof event.row === 'number' && typeof event.col === 'number') into.market.add(`${event.row},${event.col}`);
  switch (event.kind) {
    case 'bribe-offered':
    case 'card-played':
      seat(event.to, into);
      break;
    case 'bribe-answered':
      seat(event.payer, into);
      break;
    case 'action-taken':
      if (event.action === 'battle' || event.action === 'betray') place(event.target, into);
      break;
    case 'tax-collected':
      seat(event.target, into);
      break;
    case 'block-built':
    case 'tribes-removed':
      place(event.region, into);
      place(event.border, into);
      break;
    case 'piece-moved':
      place(event.from, into);
      place(event.to, into);
      break;
    case 'piece-removed':
      place(event.site, into);
      place(event.border, into);
      seat(event.piece === 'tribe' || event.piece === 'spy' ? event.owner : undefined, into);
      break;
    case 'piece-placed':
      if (event.piece === 'army' || event.piece === 'tribe') place(event.region, into);
      else place(event.to, into);
      break;
    case 'blackmail':
      place(event.target, into);
      break;
    case 'event-chosen':
      if (event.event === 'rebuke') place(event.option, into);
      else if (event.event === 'rumor' || event.event === 'persuasion') seat(event.option, into);
      break;
    case 'market-refilled':
      for (const drawn of (event.cards ?? []) as { row: number; col: number }[]) into.market.add(`${drawn.row},${drawn.col}`);
      break;
  }
}

/** What the last move of `log` touched (nothing when the log has no move with events). */
export function lastMoveTouched(log: readonly Pick<LogEntry, 'metadata'>[] | undefined): Touched {
  const touched: Touched = { cards: new Set(), regions: new Set(), borders: new Set(), market: new Set(), seats: new Set() };
  if (!log) return touched;
  for (let i = log.length - 1; i >= 0; i--) {
    const events = eventsOf(log[i]);
    if (events.length === 0) continue;
    for (const event of events) touch(event, touched);
    break;
  }
  return touched;
}
