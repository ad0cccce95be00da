/** "Take back my last move", during one's own turn; the server says whether there is anything to take back. */
import { correspondenceTexts } from '../correspondence-texts';
import type { SocketSeat } from '../chat-socket';
import { useT } from '../i18n';
import type { MatchSocketLink } from '../match-socket';
import { requestTakeBack } from '../take-back';

export function TakeBackButton({ link, seat, stateID, connected }: { link: MatchSocketLink; seat: SocketSeat; stateID: number; connected: boolean }) {
  const tc = useT(correspondenceTexts);
  return (
    <button type="button" data-testid="take-back" disabled={!connected} onClick={() => requestTakeBack(link, seat, stateID)}>
      {tc('takeBack')}
    </button>
  );
}
