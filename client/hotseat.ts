/**
 * Several people on one screen. Only one seat's view is ever rendered; when the seat that must act
 * changes to another person, a "pass to" screen hides everything until that person asks to see it.
 */

/** What the local match shows: `shown` is the seat whose view is rendered (null: spectator view),
 *  `pending` the person the device must be passed to (while set, no board is rendered at all). */
export interface Seating {
  shown: string | null;
  pending: string | null;
}

/** Where a local match starts: a lone person sees their own seat at once, several get a pass screen. */
export function initialSeating(humans: readonly string[]): Seating {
  return { shown: humans.length === 1 ? humans[0] : null, pending: null };
}

/**
 * The seating after the state changed. `acting` are the seats that must act now (sorted), `humans`
 * the seats played by people on this screen.
 */
export function nextSeating(seating: Seating, acting: readonly string[], humans: readonly string[], gameover: boolean): Seating {
  if (gameover) return seating.pending === null ? seating : { shown: seating.shown, pending: null };
  const actingHumans = acting.filter((seat) => humans.includes(seat));
  if (seating.pending !== null && actingHumans.includes(seating.pending)) return seating;
  if (seating.shown !== null && actingHumans.includes(seating.shown)) {
    return seating.pending === null ? seating : { shown: seating.shown, pending: null };
  }
  if (actingHumans.length === 0) return seating.pending === null ? seating : { shown: seating.shown, pending: null };
  if (humans.length === 1) return { shown: actingHumans[0], pending: null };
  return { shown: seating.shown, pending: actingHumans[0] };
}

/** The person at the screen asks to see their seat (after the pass screen, or to hand over early). */
export function reveal(seat: string): Seating {
  return { shown: seat, pending: null };
}

/** Ask to pass the device to another person who must also act now (several seats acting at once). */
export function passTo(seating: Seating, seat: string): Seating {
  return seating.shown === seat ? seating : { shown: seating.shown, pending: seat };
}

/** The other people who must act now, besides the one whose view is shown. */
export function otherActingHumans(seating: Seating, acting: readonly string[], humans: readonly string[]): string[] {
  return acting.filter((seat) => humans.includes(seat) && seat !== seating.shown);
}
