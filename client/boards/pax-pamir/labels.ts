/**
 * What every part of the board shares: the translate functions it receives, and how borders and the places
 * a piece is taken from are named.
 */
import type { CardId } from '../../../games/pax-pamir/data/cards';
import { borderRegions, GIFT_COSTS, type Border, type Region } from '../../../games/pax-pamir/data/map';
import { parseSource } from '../../../games/pax-pamir/rules/pieces';
import type { Params } from '../../i18n';
import type { eventTitles, paxTexts } from './texts';

type TextKey = keyof (typeof paxTexts)['en'];
type TitleKey = keyof (typeof eventTitles)['en'];

/** The translate functions every part of the board receives. */
export interface Translate {
  t: (key: TextKey, params?: Params) => string;
  title: (key: TitleKey) => string;
  /** A court card's name in the viewer's language (court-card-names.ts). */
  court: (card: CardId) => string;
}

/** A border named by its two regions. */
export const borderName = (border: Border, t: Translate['t']): string => borderRegions(border).map((r) => t(r)).join('–');

/** Where a piece is taken from in play (PAMIR-PIECE-1), named for a button or the log; the supply (null) needs no name. */
export function sourceLabel(source: string | null, { t, court }: Pick<Translate, 't' | 'court'>): string {
  if (source === null) return '';
  const { kind, at } = parseSource(source);
  if (kind === 'army') return t('sourceArmy', { region: t(at as Region) });
  if (kind === 'road') return t('sourceRoad', { border: borderName(at as Border, t) });
  if (kind === 'tribe') return t('sourceTribe', { region: t(at as Region) });
  if (kind === 'spy') return t('sourceSpy', { card: court(Number(at)) });
  return t('sourceGift', { n: GIFT_COSTS[Number(at)] });
}
