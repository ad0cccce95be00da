/** The match's time per turn, as it was created. */
import type { Deadline } from '../../server/protocol';
import { correspondenceTexts, DEADLINE_TEXT } from '../correspondence-texts';
import { useT } from '../i18n';

export function DeadlineInfo({ deadline }: { deadline: Deadline }) {
  const tc = useT(correspondenceTexts);
  return (
    <p className="hint match-deadline" data-testid="match-deadline" data-deadline={deadline}>
      {deadline === 'none' ? tc('matchNoDeadline') : tc('matchDeadline', { deadline: tc(DEADLINE_TEXT[deadline]) })}
    </p>
  );
}
