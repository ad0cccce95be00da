/** The "since you last looked" marker of one match on this browser, kept while the screen stays open. */
import { useCallback, useEffect, useState } from 'react';
import { browserStore, readSeen, seenKey, sinceMarker, writeSeen } from './since-last-looked';

export interface SinceLastLooked {
  /** Index of the first entry added since the last visit (the log's length when none was). */
  since: number;
  /** The summary was closed. */
  dismissed: boolean;
  dismiss(): void;
}

export function useSinceLastLooked(game: string, matchID: string, logLength: number): SinceLastLooked {
  const key = seenKey(game, matchID);
  // Read once: what was seen before this visit stays the marker while the screen is open.
  const [seen] = useState(() => readSeen(browserStore(), key));
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => writeSeen(browserStore(), key, logLength), [key, logLength]);
  const dismiss = useCallback(() => setDismissed(true), []);
  return { since: sinceMarker(seen, logLength), dismissed, dismiss };
}
