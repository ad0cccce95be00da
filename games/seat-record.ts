/**
 * Records keyed by seats ('0', '1'…: players' hands, areas, laid sets, answers) changed one seat at a time, as the
 * pure rules of every game do at most moves. V8 keeps such keys as array elements: spreading a record of them into
 * a new object (`{ ...record, [seat]: value }`) or storing them one by one costs several times more than an object
 * literal, and many times more once the spread has met a frozen record (every state boardgame.io keeps is one).
 */

/** The seats a literal below can hold. */
const MAX_SEATS = 8;

/** A record of 0 to 8 seats ('0'…'7') as one literal, from the seats' values in seat order. */
const SEAT_RECORDS: readonly (<T>(v: readonly T[]) => Record<string, T>)[] = [
  () => ({}),
  (v) => ({ 0: v[0] }),
  (v) => ({ 0: v[0], 1: v[1] }),
  (v) => ({ 0: v[0], 1: v[1], 2: v[2] }),
  (v) => ({ 0: v[0], 1: v[1], 2: v[2], 3: v[3] }),
  (v) => ({ 0: v[0], 1: v[1], 2: v[2], 3: v[3], 4: v[4] }),
  (v) => ({ 0: v[0], 1: v[1], 2: v[2], 3: v[3], 4: v[4], 5: v[5] }),
  (v) => ({ 0: v[0], 1: v[1], 2: v[2], 3: v[3], 4: v[4], 5: v[5], 6: v[6] }),
  (v) => ({ 0: v[0], 1: v[1], 2: v[2], 3: v[3], 4: v[4], 5: v[5], 6: v[6], 7: v[7] }),
];

/**
 * `record` (keyed by the seats '0'…'n-1', every one of them, no value undefined) with `seat`'s entry replaced. Any
 * other record (a seat missing, a seat not among them) is copied as a spread would.
 */
export function withSeat<T>(record: Readonly<Record<string, T>>, seat: string, value: T): Record<string, T> {
  const values: T[] = [];
  let found = false;
  for (let at = 0; record[at] !== undefined; at++) {
    const mine = String(at) === seat;
    found ||= mine;
    values.push(mine ? value : record[at]);
  }
  const literal = SEAT_RECORDS[values.length];
  for (let at = values.length + 1; at < MAX_SEATS; at++) if (record[at] !== undefined) found = false; // a gap
  return found && literal !== undefined ? literal(values) : { ...record, [seat]: value };
}
