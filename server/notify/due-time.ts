/**
 * When a turn is due, as a notice says it: in the time zone its reader gave (their browser's), or in UTC,
 * said so, when the notice has no one reader (a webhook) or the reader gave none. The zone is always named.
 */
import type { NoticeLanguage } from './contact-store';

/** Whether `value` is a time zone this server knows (an IANA name such as `Europe/Paris`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "Wednesday, 4 December 2026 at 14:05 CET"; « mercredi 4 décembre 2026 à 14:05 UTC ». */
export function dueTimeText(dueAt: number, language: NoticeLanguage, timeZone: string | null | undefined): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(dueAt);
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(dueAt);
  return language === 'fr' ? `${date} à ${time}` : `${date} at ${time}`;
}
