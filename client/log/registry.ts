/** Each game's log texts, loaded with its board. */
import type { LogTexts } from './log-texts';

export const logTextsOf: Record<string, () => Promise<LogTexts>> = {
  'res-publica': () => import('../boards/res-publica/log-texts').then((m) => m.logTexts),
  'pax-pamir': () => import('../boards/pax-pamir/log-texts').then((m) => m.logTexts),
  pax: () => import('../boards/pax/log-texts').then((m) => m.logTexts),
  'pax-barbarorum': () => import('../boards/pax-barbarorum/log-texts').then((m) => m.logTexts),
};
