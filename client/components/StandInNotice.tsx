/**
 * Seats a bot plays for because their player missed a deadline: said to everyone, and the seat's own
 * player gets the button that takes it back.
 */
import { useState } from 'react';
import { correspondenceTexts } from '../correspondence-texts';
import { takeSeatBack } from '../correspondence-api';
import { joinNames } from '../format';
import { useT } from '../i18n';
import type { StoredMatch } from '../my-matches';
import { seatsByRole, type PublicSeat } from '../seat-roles';
import { texts } from '../texts';
import { Notice } from './Notice';
import { ServerError } from './ServerError';

export function StandInNotice({ players, seat }: { players: readonly PublicSeat[]; seat: StoredMatch | undefined }) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { standIns } = seatsByRole(players);
  const mine = seat !== undefined && standIns.some((standIn) => standIn.playerID === seat.playerID);
  const others = standIns.filter((standIn) => standIn.playerID !== seat?.playerID);
  if (standIns.length === 0) return null;

  async function takeBack() {
    if (!seat) return;
    setBusy(true);
    setError(null);
    try {
      await takeSeatBack(seat);
    } catch (caught) {
      setError(caught);
    } finally {
      // The seat comes back on the socket; until then the button may be pressed again harmlessly.
      setBusy(false);
    }
  }

  return (
    <div className="stand-ins" data-testid="stand-ins">
      {mine && (
        <Notice kind="warning">
          {tc('standInMine')}{' '}
          <button type="button" className="primary" data-testid="take-seat-back" disabled={busy} onClick={() => void takeBack()}>
            {busy ? tc('takingSeatBack') : tc('takeSeatBack')}
          </button>
        </Notice>
      )}
      {others.length > 0 && <Notice>{tc('standInOthers', { names: joinNames(others.map((standIn) => standIn.name), t('and')) })}</Notice>}
      {error !== null && <ServerError error={error} />}
    </div>
  );
}
