/**
 * What a local match's screen shows now: a pass screen, or which boards, each with the viewer whose view
 * it renders and the seat it plays for. Hotseat and versus bots render one seat's view at a time (the
 * person at the screen); a teacher sees any seat, or every seat at once, with no pass screen; so does a
 * person watching a match of bots only, who plays for no seat.
 */
import { otherActingHumans, reveal, type Seating } from '../hotseat';
import type { LocalMode } from './saved-matches';
import type { Viewer } from '../../games/engine/view';

export interface ShownBoard {
  viewer: Viewer;
  /** The seat whose moves the board plays; null: only shown. */
  actor: string | null;
}

export type LocalScene =
  | { kind: 'pass'; to: string; others: string[] }
  | { kind: 'boards'; boards: ShownBoard[] };

/**
 * A teacher's view after a move: the seat that must act now, unless the seat shown acts too; no pass
 * screen. Between moves the teacher may look at any seat (the view chooser), and that choice stays.
 */
export function teacherSeating(seating: Seating, acting: readonly string[]): Seating {
  if (seating.shown !== null && acting.includes(seating.shown)) return seating.pending === null ? seating : reveal(seating.shown);
  return acting.length > 0 ? reveal(acting[0]) : { shown: seating.shown, pending: null };
}

/** A versus-bots match where every seat is a bot: someone watches it. */
export function isWatched(mode: LocalMode, humans: readonly string[]): boolean {
  return mode === 'local' && humans.length === 0;
}

export function sceneOf(mode: LocalMode, seating: Seating, acting: readonly string[], humans: readonly string[], everySeat: boolean, numPlayers: number): LocalScene {
  const watched = isWatched(mode, humans);
  const actor = (seat: string) => (watched ? null : seat);
  if ((mode === 'teacher' || watched) && everySeat) {
    return { kind: 'boards', boards: Array.from({ length: numPlayers }, (_, seat) => ({ viewer: String(seat), actor: actor(String(seat)) })) };
  }
  if (mode !== 'teacher' && seating.pending !== null) {
    return { kind: 'pass', to: seating.pending, others: otherActingHumans({ shown: seating.pending, pending: null }, acting, humans) };
  }
  if (seating.shown === null) return { kind: 'boards', boards: [{ viewer: null, actor: null }] };
  return { kind: 'boards', boards: [{ viewer: seating.shown, actor: actor(seating.shown) }] };
}
