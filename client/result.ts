/**
 * The final result as the screens say it, read from `ctx.gameover` through describeGameover (client/turn.ts):
 * the same sentence in the turn indicator and in the end-of-game section, and the final scores when the
 * game's gameover carries them (`scores: { [seat]: number | { total: number } }`).
 */
import { joinNames } from './format';
import type { texts } from './texts';
import { describeGameover } from './turn';

type ShellKey = keyof (typeof texts)['en'];
export type ShellTranslate = (key: ShellKey, params?: Record<string, string | number>) => string;

/** "Winner: Alice", "Winners: Alice and Bob", "Draw", or '' when the game says only that it is over. */
export function resultText(gameover: unknown, nameOf: (seat: string) => string, t: ShellTranslate): string {
  const outcome = describeGameover(gameover);
  if (outcome.kind === 'draw') {
    const tied = tiedSeats(gameover);
    return tied.length > 1 ? t('drawBetween', { names: joinNames(tied.map(nameOf), t('and')) }) : t('draw');
  }
  if (outcome.kind === 'winners') return t(outcome.seats.length > 1 ? 'winners' : 'winner', { names: joinNames(outcome.seats.map(nameOf), t('and')) });
  return '';
}

/** The seats a draw lists as sharing it (`{ draw: true, winners: [...] }`), none when it lists none. */
function tiedSeats(gameover: unknown): string[] {
  if (typeof gameover !== 'object' || gameover === null) return [];
  const winners = (gameover as Record<string, unknown>).winners;
  return Array.isArray(winners) ? winners.filter((seat) => typeof seat === 'string' || typeof seat === 'number').map(String) : [];
}

export interface FinalScore {
  seat: string;
  total: number;
}

/**
 * The final scores, the winners first (a game may crown someone without the most points: PAX's Primus
 * Conspiratus when Rome wins), then highest first, seat order among equals; undefined when the gameover has none.
 */
export function finalScores(gameover: unknown): FinalScore[] | undefined {
  if (typeof gameover !== 'object' || gameover === null) return undefined;
  const scores = (gameover as Record<string, unknown>).scores;
  if (typeof scores !== 'object' || scores === null) return undefined;
  const lines: FinalScore[] = [];
  for (const [seat, score] of Object.entries(scores)) {
    const total = typeof score === 'number' ? score : typeof score === 'object' && score !== null ? (score as Record<string, unknown>).total : undefined;
    if (typeof total === 'number' && Number.isFinite(total)) lines.push({ seat, total });
  }
  if (lines.length === 0) return undefined;
  const outcome = describeGameover(gameover);
  const won = (line: FinalScore) => (outcome.kind === 'winners' && outcome.seats.includes(line.seat) ? 1 : 0);
  return lines.sort((a, b) => won(b) - won(a) || b.total - a.total || Number(a.seat) - Number(b.seat) || a.seat.localeCompare(b.seat));
}
