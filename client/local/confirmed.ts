/**
 * What an answered question does to a local match: "New game" throws the match away and leads back to
 * the setup form; "step back" drops the later moves from the record and keeps it so.
 */
import type { Route } from '../routes';
import type { LocalPlay } from './local-play';
import { removeLocalMatch, updateLocalMatch, type SavedMatch, type SavedStore } from './saved-matches';

export type Question = { kind: 'new-game' } | { kind: 'step-back'; step: number };

export type Answered = { kind: 'leave'; route: Route } | { kind: 'stay'; saved: SavedMatch };

/** Carry out a confirmed question. Throws like `updateLocalMatch` when the device refuses to save. */
export function carryOut(question: Question, play: LocalPlay, saved: SavedMatch, store?: SavedStore): Answered {
  if (question.kind === 'new-game') {
    removeLocalMatch(saved.id, store);
    return { kind: 'leave', route: { name: saved.mode === 'local' ? 'local' : 'hotseat', game: saved.record.game } };
  }
  play.stepBack(question.step);
  return { kind: 'stay', saved: updateLocalMatch({ ...saved, record: play.record }, store) };
}
