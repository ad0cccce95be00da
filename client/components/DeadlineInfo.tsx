/** The match's time per turn, as it was created, and when the turn now is due, in this browser's time zone. */
import type { Deadline } from '../../server/protocol';
import { correspondenceTexts, DEADLINE_TEXT } from '../correspondence-texts';
import { dueTime } from '../due-time';
import { useLanguage, useT } from '../i18n';

export function DeadlineInfo({ deadline, dueAt }: { deadline: Deadline; dueAt?: number }) {
  const tc = useT(correspondenceTexts);
  const { language } = useLanguage();
  return (
    <p className="hint match-deadline" data-testid="match-deadline" data-deadline={deadline}>
      {deadline === 'none' ? tc('matchNoDeadline') : tc('matchDeadline', { deadline: tc(DEADLINE_TEXT[deadline]) })}
      {deadline !== 'none' && dueAt !== undefined && (
        <>
          {' '}
          <span data-testid="turn-due" data-due={dueAt}>
            {tc('turnDue', { due: dueTime(dueAt, language) })}
          </span>
        </>
      )}
    </p>
  );
}
