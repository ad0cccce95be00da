/** Wakhan at setup (PAMIR-WAKHAN-SETUP-1..2): her seat, her public state and her shuffled AI deck. */
import { wakhanSeat } from '../../automata';
import { WAKHAN_CARD_COUNT } from '../../data/wakhan-cards';
import type { PaxState, PlayerID, Shuffle, WakhanState } from '../state';

/** PAMIR-WAKHAN-SETUP-1: her public state at setup (the AI deck is secret). */
export const initialWakhan = (player: PlayerID): WakhanState => ({ player, card: null, discard: [], turns: 0 });

/** PAMIR-WAKHAN-SETUP-1: Wakhan's player id, the one after the humans'. */
export const wakhanPlayer = (humans: number): PlayerID => wakhanSeat(humans);

/**
 * PAMIR-WAKHAN-SETUP-2: the seats clockwise, from seat '0': the humans in id order, with Wakhan (the last id)
 * just before the last to choose a loyalty, so that she sits to that player's right and plays before them.
 */
export function wakhanSeating(humans: number, lastChooser: PlayerID): PlayerID[] {
  const order = Array.from({ length: humans }, (_, i) => String(i));
  order.splice(order.indexOf(lastChooser), 0, wakhanPlayer(humans));
  const zero = order.indexOf('0');
  return [...order.slice(zero), ...order.slice(0, zero)];
}

/** PAMIR-WAKHAN-SETUP-1..2: Wakhan takes the seat after the humans, to the right of the last chooser, with her AI deck shuffled. */
export function seatWakhan(G: PaxState, humans: number, lastChooser: PlayerID, shuffle: Shuffle): void {
  G.seating = wakhanSeating(humans, lastChooser);
  G.wakhan = initialWakhan(wakhanPlayer(humans));
  G.secret.wakhanDeck = shuffle(Array.from({ length: WAKHAN_CARD_COUNT }, (_, i) => i + 1));
}
