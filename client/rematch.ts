/**
 * A rematch with the same players, through boardgame.io's `playAgain`: the first player who asks creates
 * the next match (with the same options and deadline) and takes their same seat in it; the finished match
 * then names it (`nextMatchID`), so each other player sees it waiting in "my matches" and joins their same
 * seat. Nothing more is promised: a seat nobody joins stays free, for the waiting room to fill.
 */
import type { LobbyAPI } from 'boardgame.io';
import { seatNumber } from './format';
import type { StoredMatch } from './my-matches';
import { resultText, type ShellTranslate } from './result';

export type Rematch =
  /** The match goes on. */
  | { kind: 'none' }
  /** Over, and nobody asked for a rematch yet: this seat may. */
  | { kind: 'offer' }
  /** Another player created the rematch; this browser holds no seat in it yet. */
  | { kind: 'waiting'; nextMatchID: string }
  /** This browser already holds a seat in the rematch. */
  | { kind: 'joined'; nextMatchID: string };

type MatchEnd = Pick<LobbyAPI.Match, 'gameover' | 'nextMatchID'>;

export function isOver(match: MatchEnd): boolean {
  return match.gameover !== undefined && match.gameover !== null;
}

export function rematchOf(stored: StoredMatch, match: MatchEnd, held: readonly StoredMatch[]): Rematch {
  if (!isOver(match)) return { kind: 'none' };
  const next = match.nextMatchID;
  if (typeof next !== 'string' || next.length === 0) return { kind: 'offer' };
  const joined = held.some((seat) => seat.gameName === stored.gameName && seat.matchID === next);
  return joined ? { kind: 'joined', nextMatchID: next } : { kind: 'waiting', nextMatchID: next };
}

/**
 * The result of a finished match of the lobby in words, its players named (and the game's automata, by
 * client/automata.ts): resultText's, undefined when the game says nothing.
 */
export function resultOf(
  match: Pick<LobbyAPI.Match, 'gameover' | 'players'>,
  t: ShellTranslate,
  automata: Readonly<Record<string, string>> = {},
): string | undefined {
  const nameOf = (seat: string) => match.players.find((p) => String(p.id) === seat)?.name ?? automata[seat] ?? t('seatNumber', { n: seatNumber(seat) });
  return resultText(match.gameover, nameOf, t) || undefined;
}
