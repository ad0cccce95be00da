/** Playing on from a replayed position on this device: the record up to that step, kept as a local match. */
import type { MatchRecord } from '../../games/match-record';
import type { SeatKind } from '../bots';
import { saveLocalMatch } from '../local/saved-matches';
import { routeHash } from '../routes';
import { recordUpToStep } from './truncate-record';

export type ContinueMode = 'hotseat' | 'local';

/** Who plays each seat: every seat a person in hotseat; versus bots, the seat being watched is the person's. */
export function seatsForContinuing(mode: ContinueMode, numPlayers: number, seat: string | null): SeatKind[] {
  const mine = seat === null ? 0 : Number(seat);
  return Array.from({ length: numPlayers }, (_, index) => (mode === 'hotseat' || index === mine ? 'human' : 'random'));
}

/** Keep the position after `step` moves as a local match; the address that opens it. */
export function continueFrom(record: MatchRecord, step: number, mode: ContinueMode, seat: string | null): string {
  const id = saveLocalMatch(recordUpToStep(record, step), mode, seatsForContinuing(mode, record.numPlayers, seat));
  return routeHash({ name: 'saved', id });
}
