/**
 * When a turn is due, as the screens say it: in this browser's time zone (the one the reader lives in),
 * its name given, so that a reader in another zone reads it right too.
 */
import type { Language } from './i18n';

/** "Friday 4 December at 14:05 CET"; « vendredi 4 décembre à 14:05 UTC+1 ». `timeZone` only for tests. */
export function dueTime(dueAt: number, language: Language, timeZone?: string): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone }).format(dueAt);
}
