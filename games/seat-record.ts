/**
 * Records keyed by seats ('0', '1'…: players' hands, areas, laid sets, answers) changed one seat at a time, as the
 * pure rules of every game do at most moves. V8 keeps such keys as array elements: spreading a record of them into
 * a new object (`{ ...record, [seat]: value }`) or storing them one by one costs several times more than an object
 * literal, and many times more once the spread has met a frozen record (every state boardgame.io keeps is one).
 */

/** The seats a literal below can hold, by number. */
const SEATS = ['0', '1', '2', '3', '4', '5', '6', '7'];

type Seats<T> = Readonly<Record<string, T>>;

/** Seat `i` of `record`, or `value` if it is seat `at`. */
const pick = <T>(record: Seats<T>, at: number, value: T, i: number): T => (i === at ? value : record[i]);

/** A record of 0 to 8 seats ('0'…'7') as one literal: `record`'s entries, seat `at`'s replaced with `value`. */
const SEAT_RECORDS: readonly (<T>(record: Seats<T>, at: number, value: T) => Record<string, T>)[] = [
  () => ({}),
  (r, at, v) => ({ 0: pick(r, at, v, 0) }),
  (r, at, v) => ({ 0: pick(r, at, v, 0), 1: pick(r, at, v, 1) }),
  (r, at, v) => ({ 0: pick(r, at, v, 0), 1: pick(r, at, v, 1), 2: pick(r, at, v, 2) }),
  (r, at, v) => ({ 0: pick(r, at, v, 0), 1: pick(r, at, v, 1), 2: pick(r, at, v, 2), 3: pick(r, at, v, 3) }),
  (r, at, v) => ({ 0: pick(r, at, v, 0), 1: pick(r, at, v, 1), 2: pick(r, at, v, 2), 3: pick(r, at, v, 3), 4: pick(r, at, v, 4) }),
  (r, at, v) => ({ 0: pick(r, at, v, 0), 1: pick(r, at, v, 1), 2: pick(r, at, v, 2), 3: pick(r, at, v, 3), 4: pick(r, at, v, 4), 5: pick(r, at, v, 5) }),
  (r, at, v) => ({ 0: pick(r, at, v, 0), 1: pick(r, at, v, 1), 2: pick(r, at, v, 2), 3: pick(r, at, v, 3), 4: pick(r, at, v, 4), 5: pick(r, at, v, 5), 6: pick(r, at, v, 6) }),
  (r, at, v) => ({ 0: pick(r, at, v, 0), 1: pick(r, at, v, 1), 2: pick(r, at, v, 2), 3: pick(r, at, v, 3), 4: pick(r, at, v, 4), 5: pick(r, at, v, 5), 6: pick(r, at, v, 6), 7: pick(r, at, v, 7) }),
];

/**
 * `record` with `seat`'s entry replaced. The record holds every seat '0'…'n-1' (as every seat record of a state
 * does: one entry per player) and nothing else, no value undefined: a record with a seat missing would lose the
 * seats after it. A seat not among them is added as a spread would.
 */
export function withSeat<T>(record: Seats<T>, seat: string, value: T): Record<string, T> {
  let seats = 0;
  while (record[seats] !== undefined) seats++;
  let at = -1;
  for (let i = 0; i < seats && i < SEATS.length; i++) if (SEATS[i] === seat) at = i;
  return at >= 0 && seats < SEAT_RECORDS.length ? SEAT_RECORDS[seats](record, at, value) : { ...record, [seat]: value };
}
