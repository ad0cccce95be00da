/**
 * When the turn now is due, for a match with a turn deadline: asked of the server's status after every
 * state the match screen receives. The server sets the deadline just after it stores the move, so the
 * status is asked twice, at once and a moment later; a failed request leaves what was known.
 */
import { useEffect, useState } from 'react';
import { fetchStatus } from './lobby-api';

/** How long after a new state the status is asked again, the server's deadline then set. */
const AGAIN_MS = 2_000;

export function useTurnDue(matchID: string, stateID: number, running: boolean): number | undefined {
  const [dueAt, setDueAt] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!running) {
      setDueAt(undefined);
      return;
    }
    let cancelled = false;
    const ask = () =>
      fetchStatus([matchID]).then(
        (answer) => !cancelled && setDueAt(answer[matchID]?.turnDueAt),
        () => {},
      );
    void ask();
    const again = window.setTimeout(() => void ask(), AGAIN_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(again);
    };
  }, [matchID, stateID, running]);
  return dueAt;
}
