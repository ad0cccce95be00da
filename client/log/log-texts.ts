/**
 * How a game's log events (games/log-events.ts) read: for each event kind, a sentence per language. Each
 * game's board folder has a `log-texts.ts` whose keys are exactly that game's `logKinds`.
 */
import type { LogEvent } from '../../games/log-events';
import type { Language } from '../i18n';

/** What a sentence may need besides the event itself. */
export interface LogTextContext {
  language: Language;
  /** A seat's player name as shown at the table ("Player 2" when unnamed). */
  playerName(seat: string): string;
}

export type EventText = (event: LogEvent, context: LogTextContext) => string;

/** Every event kind of one game, in every language. */
export type LogTexts = Record<string, Record<Language, EventText>>;
