/**
 * Starting a match on this device: a new record (random seed) kept as a saved match, opened at
 * `#/saved/<id>`. The setup form and the rulebook scenarios come here; imported record files are kept by LocalMatchesPanel.
 */
import { newRecord } from '../../games/match-record';
import type { GameMeta, Scenario, SetupData } from '../../games/types';
import type { SeatKind } from '../bots';
import { routeHash } from '../routes';
import { saveLocalMatch, type LocalMode, type SavedStore } from './saved-matches';

/** A seed nobody chose: the deck order of a new match is as unknown to its players as online. */
export function randomSeed(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface LocalStart {
  numPlayers: number;
  setupData?: SetupData;
  mode: LocalMode;
  /** Seat kinds (versus bots); every seat human when absent. */
  seats?: readonly SeatKind[];
}

/** Keep a new match and return its id. Throws when the device refuses to store it. */
export function startLocalMatch(entry: GameMeta, { numPlayers, setupData, mode, seats }: LocalStart, store?: SavedStore): string {
  return saveLocalMatch(newRecord(entry.name, numPlayers, randomSeed(), setupData), mode, seats, store);
}

/** A rulebook scenario as a new match: its player count and setup data (which build the position). */
export function startScenario(entry: GameMeta, scenario: Scenario, mode: 'hotseat' | 'teacher', store?: SavedStore): string {
  return startLocalMatch(entry, { numPlayers: scenario.numPlayers, setupData: scenario.setupData, mode }, store);
}

/** Where a saved match opens. */
export function savedMatchHash(id: string): string {
  return routeHash({ name: 'saved', id });
}
