/**
 * While a match has free seats it takes no move: who is missing, the invite link in plain view, and for a
 * seated player the way to start at once with bots in the free seats. The seats update from the socket
 * (`matchData`), so the room goes away by itself once the last seat is taken.
 */
import { useState } from 'react';
import { correspondenceTexts } from '../correspondence-texts';
import { fillWithBots } from '../correspondence-api';
import { localTexts } from '../local/local-texts';
import { SERVER_BOTS, type ServerBot } from '../../server/protocol';
import { joinNames, seatNumber } from '../format';
import { useT } from '../i18n';
import type { StoredMatch } from '../my-matches';
import { inviteUrl } from '../routes';
import { seatsByRole, type PublicSeat } from '../seat-roles';
import { texts } from '../texts';
import { CopyLink } from './CopyLink';
import { ServerError } from './ServerError';

interface Props {
  gameName: string;
  matchID: string;
  players: readonly PublicSeat[];
  /** The seat this browser holds; undefined for a spectator. */
  seat: StoredMatch | undefined;
}

export function WaitingRoom({ gameName, matchID, players, seat }: Props) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const lt = useT(localTexts);
  const [busy, setBusy] = useState(false);
  const [bot, setBot] = useState<ServerBot>('club');
  const [error, setError] = useState<unknown>(null);
  const { free } = seatsByRole(players);
  if (free.length === 0) return null;

  async function fill() {
    if (!seat) return;
    setBusy(true);
    setError(null);
    try {
      await fillWithBots(seat, bot);
      // The seats come back on the socket; the room disappears with them.
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  }

  const freeSeats = joinNames(
    free.map((id) => t('seatNumber', { n: seatNumber(id) })),
    t('and'),
  );
  return (
    <section className="panel waiting-room" data-testid="waiting-room" aria-labelledby="waiting-room-title">
      <h2 id="waiting-room-title">{tc('waitingTitle')}</h2>
      <p data-testid="waiting-free">{tc('waitingFree', { seats: freeSeats })}</p>
      <p>{tc('waitingInvite')}</p>
      <CopyLink url={inviteUrl(window.location.href, gameName, matchID)} testId="invite-link" label={t('invite')} />
      {seat ? (
        <div className="actions">
          <label className="field">
            <span>{tc('fillBot')}</span>
            <select data-testid="fill-bot" value={bot} disabled={busy} onChange={(event) => setBot(event.target.value as ServerBot)}>
              {SERVER_BOTS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind === 'random' ? t('randomBot') : lt(`${kind}Bot`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="primary" data-testid="fill-with-bots" disabled={busy} onClick={() => void fill()}>
            {busy ? tc('filling') : tc('fillWithBots')}
          </button>
          <span className="hint">{tc('fillHint')}</span>
        </div>
      ) : (
        <p className="hint">{tc('fillSpectator')}</p>
      )}
      {error !== null && <ServerError error={error} />}
    </section>
  );
}
