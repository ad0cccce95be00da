/**
 * The labels of the board's header, as text keys: the round (none before the first), then the phase. During
 * setup the phase says it all ("Setup", not "Setting up · Setup").
 */
import { ROUND_LIMIT } from '../../../games/pax-barbarorum/data/constants';
import type { Phase } from '../../../games/pax-barbarorum/rules/types';
import type { Params } from '../../i18n';
import type { TextKey } from './texts';

export function headerLabels(round: number, phase: Phase): [TextKey, Params?][] {
  const phaseLabel: [TextKey] = [`phase_${phase}`];
  return round === 0 ? [phaseLabel] : [['round', { n: round, max: ROUND_LIMIT }], phaseLabel];
}
