/**
 * The submit button of a form that sends the player's name: disabled while the lobby would refuse the
 * name, with a hint that says why, so an empty name is never sent.
 */
import { useId } from 'react';
import { useT } from '../i18n';
import { playerNameProblem } from '../my-matches';
import { texts } from '../texts';

interface Props {
  name: string;
  label: string;
  /** Disabled for another reason too (busy, nothing chosen). */
  disabled: boolean;
  testId: string;
}

export function NameSubmit({ name, label, disabled, testId }: Props) {
  const t = useT(texts);
  const hintId = useId();
  const problem = playerNameProblem(name);
  return (
    <div className="actions">
      <button
        type="submit"
        className="primary"
        data-testid={testId}
        disabled={disabled || problem !== undefined}
        aria-describedby={problem ? hintId : undefined}
      >
        {label}
      </button>
      {problem && (
        <span id={hintId} className="hint" data-testid="name-problem">
          {t(problem === 'empty' ? 'nameNeeded' : 'nameTooLong')}
        </span>
      )}
    </div>
  );
}
