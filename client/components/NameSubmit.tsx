/**
 * The submit button of a form that sends the player's name: disabled while the lobby would refuse the
 * name (the server's own rules, player-text.ts), with a hint that says why, so such a name is never sent;
 * a name with a forbidden character gets the sentence of the lobby's refusal.
 */
import { useId } from 'react';
import { useT } from '../i18n';
import { lobbyErrorTexts } from '../lobby-error-texts';
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
  const tCode = useT(lobbyErrorTexts);
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
          {problem === 'invalid' ? tCode('name-invalid') : t(problem === 'empty' ? 'nameNeeded' : 'nameTooLong')}
        </span>
      )}
    </div>
  );
}
