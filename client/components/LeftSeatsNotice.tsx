/**
 * Seats a bot keeps because their player left the match after it started: said to everyone, one line
 * each, until someone takes the seat through the invite link (shown beside the board).
 */
import { correspondenceTexts } from '../correspondence-texts';
import { useT } from '../i18n';
import { seatsByRole, type PublicSeat } from '../seat-roles';
import { Notice } from './Notice';

export function LeftSeatsNotice({ players }: { players: readonly PublicSeat[] }) {
  const tc = useT(correspondenceTexts);
  const { left } = seatsByRole(players);
  if (left.length === 0) return null;
  return (
    <div className="left-seats" data-testid="left-seats">
      {left.map(({ playerID, name }) => (
        <Notice key={playerID} testId={`left-seat-${playerID}`}>
          {tc('leftSeat', { name })}
        </Notice>
      ))}
    </div>
  );
}
