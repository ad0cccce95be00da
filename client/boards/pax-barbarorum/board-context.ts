/**
 * What every panel of the Pax Barbarorum board reads: the viewer's view, their legal actions (rules/legal.ts), the
 * moves to send, and the board's words for seats, factions and provinces in the viewer's language.
 */
import type { BoardProps } from 'boardgame.io/react';
import type { FactionId } from '../../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import type { Action, ActionOf } from '../../../games/pax-barbarorum/rules/legal';
import type { PaxState, PlayerID } from '../../../games/pax-barbarorum/rules/types';
import type { Params, useLocalized } from '../../i18n';
import type { TextKey } from './texts';

export type T = (key: TextKey, params?: Params) => string;

export interface BoardContext {
  G: PaxState;
  me: PlayerID | null;
  t: T;
  L: ReturnType<typeof useLocalized>;
  moves: BoardProps['moves'];
  actions: Action[];
  seatName(id: PlayerID): string;
  faction(f: FactionId): string;
  province(p: ProvinceId): string;
  /** "in Latium" / « dans le Latium », « à Carthage » (log-names.ts). */
  where(p: ProvinceId): string;
  /** "the Romans" / « les Romains », inside a sentence. */
  people(f: FactionId): string;
}

/** The argument lists of every offered action of one move, typed as that move's. */
export function argsOf<M extends Action['move']>(actions: readonly Action[], move: M): ActionOf<M>['args'][];
export function argsOf(actions: readonly Action[], move: Action['move']): Action['args'][] {
  return actions.filter((a) => a.move === move).map((a) => a.args);
}
