/**
 * One log entry as the sentences a viewer reads: its events through the game's log texts, with the hidden
 * facts removed unless the viewer may know them; a take-back and a move without events get a neutral sentence.
 * Pure (no React): the panel, the "since you last looked" summary and tests share it.
 */
import type { LogEntry } from 'boardgame.io';
import { eventForViewer, eventsOf, type LogEvent } from '../../games/log-events';
import { currentRuleId } from '../../games/rule-aliases';
import { format, type Language } from '../i18n';
import { logPanelTexts } from './log-panel-texts';
import type { LogTexts } from './log-texts';

/** Who reads the log: a seat, a spectator (null), or a teacher who sees every seat's facts ('all'). */
export type LogViewer = string | null | 'all';

/** Who played an entry's move for its seat, as the server marks it. */
export type PlayedBy = 'bot' | 'stand-in';

export interface EventLine {
  text: string;
  kind: string;
  /** The rule the event cites (absent for take-backs and moves without events). */
  rule?: string;
}

export interface DescribedEntry {
  kind: 'move' | 'take-back' | 'event';
  /** The seat whose move it was, when a seat's. */
  player?: string;
  by?: PlayedBy;
  lines: EventLine[];
}

export interface DescribeOptions {
  /** The game's log texts; undefined while they load (every event then reads as the neutral sentence). */
  texts: LogTexts | undefined;
  language: Language;
  viewer: LogViewer;
  playerName(seat: string): string;
  /** The game the entries are of: an event stored with a rule's old id cites it by today's (games/rule-aliases.ts). */
  game?: string;
}

/** What boardgame.io and the server put in an entry, read defensively: entries come from the network. */
interface EntryShape {
  action?: { type?: unknown; payload?: { type?: unknown; playerID?: unknown } };
  by?: unknown;
  metadata?: unknown;
}

const playedBy = (value: unknown): PlayedBy | undefined => (value === 'bot' || value === 'stand-in' ? value : undefined);

/** 'buy-card' reads "buy card" in the neutral sentence. */
const kindWords = (kind: string) => kind.replace(/[-_]+/g, ' ').trim() || '?';

/** An event as one sentence; a kind with no text (or a text that fails) reads as the neutral sentence. */
export function eventSentence(event: LogEvent, options: DescribeOptions): string {
  const { texts, language, playerName } = options;
  const text = texts?.[event.kind]?.[language] ?? texts?.[event.kind]?.en;
  if (text) {
    try {
      const sentence = text(event, { language, playerName });
      if (typeof sentence === 'string' && sentence.trim() !== '') return sentence;
    } catch {
      // Fall through: a sentence that cannot be written must not take the log down.
    }
  }
  const words = logPanelTexts[language];
  const params = { kind: kindWords(String(event.kind)), rule: String(event.rule ?? '?') };
  return typeof event.player === 'string'
    ? format(words.eventFallback, { ...params, player: playerName(event.player) }, language)
    : format(words.eventFallbackAnonymous, params, language);
}

/** An entry as sentences, or null when it has nothing to show (a turn ending on its own, with no events). */
export function describeEntry(entry: Pick<LogEntry, 'metadata'>, options: DescribeOptions): DescribedEntry | null {
  const { action, by: rawBy } = entry as EntryShape;
  const words = logPanelTexts[options.language];
  const seat = typeof action?.payload?.playerID === 'string' ? action.payload.playerID : undefined;
  const by = playedBy(rawBy);
  const base = { ...(seat !== undefined && { player: seat }), ...(by && { by }) };
  if (action?.type === 'UNDO') {
    const text = seat !== undefined ? format(words.tookBack, { player: options.playerName(seat) }, options.language) : words.tookBackAnonymous;
    return { kind: 'take-back', ...base, lines: [{ text, kind: 'take-back' }] };
  }
  const events = eventsOf(entry);
  const kind = action?.type === 'MAKE_MOVE' ? 'move' : 'event';
  if (events.length > 0) {
    const lines = events.map((raw) => {
      const shown = options.viewer === 'all' ? raw : eventForViewer(raw, options.viewer);
      const event = options.game && typeof shown.rule === 'string' ? { ...shown, rule: currentRuleId(options.game, shown.rule) } : shown;
      return { text: eventSentence(event, options), kind: String(event.kind), ...(typeof event.rule === 'string' && { rule: event.rule }) };
    });
    return { kind, ...base, lines };
  }
  if (kind !== 'move') return null;
  const move = typeof action?.payload?.type === 'string' ? action.payload.type : '?';
  const text = seat !== undefined ? format(words.moveWithoutEvents, { player: options.playerName(seat), move }, options.language) : format(words.moveWithoutPlayer, { move }, options.language);
  return { kind, ...base, lines: [{ text, kind: 'move' }] };
}

/**
 * `describeEntry` remembered per entry object: the log only grows and keeps its entries, so each is
 * described once for a given set of options (make a new describer when the options change).
 */
export function entryDescriber(options: DescribeOptions): (entry: LogEntry) => DescribedEntry | null {
  const cache = new WeakMap<object, DescribedEntry | null>();
  return (entry) => {
    if (cache.has(entry)) return cache.get(entry)!;
    const described = describeEntry(entry, options);
    cache.set(entry, described);
    return described;
  };
}
