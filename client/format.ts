/** Small formatting helpers shared by the screens (pure). */

/** "A", "A and B", "A, B and C" with the language's word for "and" (given with its spaces). */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}

/** A seat's number as people count them: seat "0" is seat 1. */
export function seatNumber(playerID: string | number): number {
  return Number(playerID) + 1;
}

/** "3 minutes ago", "il y a 2 heures": the largest unit that fits. */
export function relativeTime(then: number, now: number, language: string): string {
  const seconds = Math.round((then - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
}

/** The players' range of a game: "3–5 players", "2 players", "1 player". */
export function playerRange(
  game: { minPlayers: number; maxPlayers: number },
  t: (key: 'playersRange' | 'playersExact' | 'playersOne', params?: Record<string, number>) => string,
): string {
  if (game.minPlayers === game.maxPlayers) return game.minPlayers === 1 ? t('playersOne') : t('playersExact', { n: game.minPlayers });
  return t('playersRange', { min: game.minPlayers, max: game.maxPlayers });
}

/** When a chat line was written: the time for today's lines, the date and time for older ones. */
export function chatTime(at: number, now: number, language: string): string {
  const then = new Date(at);
  const today = new Date(now).toDateString() === then.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(language, options).format(then);
}
