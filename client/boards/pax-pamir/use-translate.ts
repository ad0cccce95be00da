/** The translate functions every part of the board receives (labels.ts), in the viewer's language. */
import { useCallback, useMemo } from 'react';
import type { CardId } from '../../../games/pax-pamir/data/cards';
import { useLanguage, useT } from '../../i18n';
import { courtCardName } from './court-card-names';
import type { Translate } from './labels';
import { eventTitles, paxTexts } from './texts';

export function useTranslate(): Translate {
  const t = useT(paxTexts);
  const title = useT(eventTitles);
  const { language } = useLanguage();
  const court = useCallback((card: CardId) => courtCardName(card, language), [language]);
  return useMemo(() => ({ t, title, court }), [t, title, court]);
}
