/** Wakhan's public log (PAX-WAKHAN-LOG-1): each of her decisions with the rule it followed, for the board. */
import { own } from '../cow';
import type { PaxState, WakhanEvent, WakhanState } from '../state';

/** How many of her decisions the public log keeps. */
export const WAKHAN_LOG_SIZE = 40;

/** Write one decision to her public log (PAX-WAKHAN-LOG-1). */
export function note(G: PaxState, rule: string, event: WakhanEvent, facts: Record<string, string | number> = {}): void {
  const w = own(G, 'wakhan') as WakhanState;
  const log = own(w, 'log');
  if (log.length >= WAKHAN_LOG_SIZE) log.splice(0, log.length - WAKHAN_LOG_SIZE + 1);
  log.push({ turn: w.turns, rule, event, facts });
}
