/**
 * What a local match's screen shows now: a pass screen, or which boards, each with the viewer whose view
 * it renders and the seat it plays for. Hotseat and versus bots render one seat's view at a time (the
 * person at the screen); a teacher sees any seat, or every seat at once, with no pass screen.
 */
import { nextSeating, otherActingHumans, reveal, type Seating } from '../hotseat';
import type { LocalMode } from './saved-matches';
import type { Viewer } from './seat-view';

export interface ShownBoard {
  viewer: Viewer;
  /** The seat whose moves the board plays; null: only shown. */
  actor: string | null;
}

export type LocalScene =
  | { kind: 'pass'; to: string; others: string[] }
  | { kind: 'boards'; boards: ShownBoard[] };

/** The seating after the state changed: a teacher's view follows the seat that must act, with no pass screen. */
export function advanceSeating(mode: LocalMode, seating: Seating, acting: readonly string[], humans: readonly string[], over: boolean): Seating {
  const next = nextSeating(seating, acting, humans, over);
  if (mode !== 'teacher' || next.pending === null) return next;
  return reveal(next.pending);
}

export function sceneOf(mode: LocalMode, seating: Seating, acting: readonly string[], humans: readonly string[], everySeat: boolean, numPlayers: number): LocalScene {
  if (mode === 'teacher' && everySeat) {
    return { kind: 'boards', boards: Array.from({ length: numPlayers }, (_, seat) => ({ viewer: String(seat), actor: String(seat) })) };
  }
  if (mode !== 'teacher' && seating.pending !== null) {
    return { kind: 'pass', to: seating.pending, others: otherActingHumans({ shown: seating.pending, pending: null }, acting, humans) };
  }
  if (seating.shown === null) return { kind: 'boards', boards: [{ viewer: null, actor: null }] };
  return { kind: 'boards', boards: [{ viewer: seating.shown, actor: seating.shown }] };
}
