/** The describer of one panel's entries, made again only when what it depends on changes. */
import { useCallback, useMemo } from 'react';
import type { LogEntry } from 'boardgame.io';
import { seatNumber } from '../format';
import { format, useLanguage } from '../i18n';
import { texts as shellTexts } from '../texts';
import { entryDescriber, type DescribedEntry, type LogViewer } from './describe-entry';
import type { LogTexts } from './log-texts';
import { useLogTexts } from './use-log-texts';

export interface DescriberProps {
  /** The game's name (its log texts, its rules' links). */
  game: string;
  viewer: LogViewer;
  /** Each seat's name at the table; a seat without one reads "Player N". */
  playerNames: Readonly<Record<string, string>>;
  /** The game's log texts when the caller already has them; loaded from the registry otherwise. */
  texts?: LogTexts;
}

export function useEntryDescriber({ game, viewer, playerNames, texts: given }: DescriberProps): (entry: LogEntry) => DescribedEntry | null {
  const { language } = useLanguage();
  const loaded = useLogTexts(game);
  const texts = given ?? loaded;
  // Names arrive as a new object on every render of the board: compare them by content.
  const namesKey = JSON.stringify(playerNames);
  const names = useMemo(() => JSON.parse(namesKey) as Record<string, string>, [namesKey]);
  const playerName = useCallback(
    (seat: string) => (Object.hasOwn(names, seat) && names[seat]) || format(shellTexts[language].playerN, { n: seatNumber(seat) }, language),
    [names, language],
  );
  return useMemo(() => entryDescriber({ texts, language, viewer, playerName, game }), [texts, language, viewer, playerName, game]);
}
