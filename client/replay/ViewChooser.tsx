/** Whose view the replay shows: a seat or a spectator, and (when allowed) every hand revealed. */
import { useId } from 'react';
import { useT } from '../i18n';
import { replayTexts } from './replay-texts';

/** A seat id, or null for a spectator. */
export type ViewSeat = string | null;

export interface ViewChoice {
  seat: ViewSeat;
  reveal: boolean;
}

const SPECTATOR = 'spectator';

export function ViewChooser({
  seats,
  own,
  choice,
  onChoice,
}: {
  /** Each seat's id and name, in seat order. */
  seats: readonly { id: string; name: string }[];
  /** This browser's seat, if it holds one. */
  own?: string;
  choice: ViewChoice;
  onChoice(choice: ViewChoice): void;
}) {
  const t = useT(replayTexts);
  const selectId = useId();
  return (
    <div className="replay-view-chooser" data-testid="replay-view-chooser">
      <label htmlFor={selectId}>{t('viewAs')}</label>{' '}
      <select
        id={selectId}
        data-testid="replay-seat"
        value={choice.seat ?? SPECTATOR}
        onChange={(event) => onChoice({ ...choice, seat: event.target.value === SPECTATOR ? null : event.target.value })}
      >
        {seats.map((seat) => (
          <option key={seat.id} value={seat.id}>
            {seat.id === own ? t('yourSeat', { name: seat.name }) : t('seatName', { name: seat.name })}
          </option>
        ))}
        <option value={SPECTATOR}>{t('spectator')}</option>
      </select>{' '}
      <label className="replay-reveal">
        <input
          type="checkbox"
          data-testid="replay-reveal"
          checked={choice.reveal}
          onChange={(event) => onChoice({ ...choice, reveal: event.target.checked })}
        />{' '}
        {t('reveal')}
      </label>
    </div>
  );
}
