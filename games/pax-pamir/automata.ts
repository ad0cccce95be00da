/** Pax Pamir's automa in the metadata (light: the screens name her before the game's module loads). */
import { resolveSetupData } from '../setup-options';
import type { Automaton, SetupData } from '../types';
import { OPTIONS } from './options';

/** PAMIR-WAKHAN-SETUP-1: Wakhan, when she plays, takes the player id after the humans'. */
export const wakhanSeat = (humans: number): string => String(humans);

/** The automa of a match of `numPlayers` humans created with `setupData`: Wakhan, if chosen. */
export function automata(numPlayers: number, setupData: SetupData | undefined): Readonly<Record<string, Automaton>> {
  const { wakhan } = resolveSetupData(OPTIONS, setupData, numPlayers);
  return wakhan === true ? { [wakhanSeat(numPlayers)]: 'wakhan' } : {};
}
