/** The rematch of a finished match in "my matches": start it, join it at one's same seat, or open it. */
import { useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { correspondenceTexts } from '../correspondence-texts';
import { seatNumber } from '../format';
import { useT } from '../i18n';
import { lobby } from '../lobby-api';
import type { StoredMatch } from '../my-matches';
import { rematchOf } from '../rematch';
import { navigate } from '../router';
import { Notice } from './Notice';
import { ServerError } from './ServerError';

interface Props {
  stored: StoredMatch;
  match: LobbyAPI.Match;
  held: readonly StoredMatch[];
  remember(match: StoredMatch): void;
}

export function RematchActions({ stored, match, held, remember }: Props) {
  const tc = useT(correspondenceTexts);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const rematch = rematchOf(stored, match, held);
  if (rematch.kind === 'none') return null;

  const { gameName, playerID, playerName } = stored;
  /** Takes this seat's same seat in the next match, and opens it. */
  async function join(nextMatchID: string) {
    const joined = await lobby.joinMatch(gameName, nextMatchID, { playerID, playerName });
    remember({ gameName, matchID: nextMatchID, playerID: joined.playerID, credentials: joined.playerCredentials, playerName });
    navigate({ name: 'match', game: gameName, matchID: nextMatchID });
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  }

  // Asking twice is harmless: once a rematch exists, playAgain answers with it.
  const start = () => run(async () => join((await lobby.playAgain(gameName, stored.matchID, { playerID, credentials: stored.credentials })).nextMatchID));

  return (
    <div className="rematch" data-testid="rematch">
      {rematch.kind === 'offer' && (
        <div className="actions">
          <button type="button" data-testid="rematch-start" disabled={busy} onClick={() => void start()}>
            {busy ? tc('rematchCreating') : tc('rematch')}
          </button>
          <span className="hint">{tc('rematchHint')}</span>
        </div>
      )}
      {rematch.kind === 'waiting' && (
        <Notice>
          {tc('rematchWaiting')}{' '}
          <button type="button" className="primary" data-testid="rematch-join" disabled={busy} onClick={() => void run(() => join(rematch.nextMatchID))}>
            {busy ? tc('joiningRematch') : tc('joinRematch', { seat: seatNumber(playerID) })}
          </button>
        </Notice>
      )}
      {rematch.kind === 'joined' && (
        <div className="actions">
          <button type="button" data-testid="rematch-open" onClick={() => navigate({ name: 'match', game: gameName, matchID: rematch.nextMatchID })}>
            {tc('openRematch')}
          </button>
        </div>
      )}
      {error !== null && <ServerError error={error} />}
    </div>
  );
}
