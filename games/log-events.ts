/**
 * The match log's events: what a move did, who did it and which rule applied, written by the rules and
 * kept in each log entry's `metadata.events`. The client turns each kind into a sentence in the player's
 * language (client/log/). Facts only some seats may know (the card a player drew into their hand) go in
 * `hidden`, which `eventsForViewer` removes for every other viewer, exactly as `playerView` hides the state.
 */
import type { LogEntry } from 'boardgame.io';

/** Facts only `seats` may learn; every other viewer (and every spectator) gets the event without them. */
export interface HiddenFacts {
  seats: readonly string[];
  facts: Record<string, unknown>;
}

export interface LogEvent {
  /** What happened: one of the game's event kinds (its `LOG_KINDS`), e.g. 'buy-card'. */
  kind: string;
  /** The rule that applied, a rule id of the game's RULES.md (e.g. 'PAX-BUY-1'). */
  rule: string;
  /** The seat that did it, when a player (or a bot in their seat) did. */
  player?: string;
  /** What only some seats may learn. */
  hidden?: HiddenFacts;
  /** Public facts: numbers, card ids, region ids, seat ids... plain JSON. */
  [fact: string]: unknown;
}

/** A log entry's metadata as the games write it. */
export interface LogMetadata {
  events: LogEvent[];
}

/** The events of one log entry, none when it has none. */
export function eventsOf(entry: Pick<LogEntry, 'metadata'>): readonly LogEvent[] {
  const events = (entry.metadata as Partial<LogMetadata> | undefined)?.events;
  return Array.isArray(events) ? events : [];
}

/** One event as `viewer` may see it (`null`: a spectator). */
export function eventForViewer(event: LogEvent, viewer: string | null): LogEvent {
  if (!event.hidden) return event;
  if (viewer !== null && event.hidden.seats.includes(viewer)) return event;
  const { hidden: _hidden, ...visible } = event;
  return visible as LogEvent;
}

/** A log as `viewer` may see it: every entry's hidden facts removed unless the viewer is among their seats. */
export function logForViewer<E extends Pick<LogEntry, 'metadata'>>(log: readonly E[], viewer: string | null): E[] {
  return log.map((entry) => {
    const events = eventsOf(entry);
    if (!events.some((event) => event.hidden)) return entry;
    return { ...entry, metadata: { ...(entry.metadata as object), events: events.map((e) => eventForViewer(e, viewer)) } };
  });
}
