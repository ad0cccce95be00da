/** A question in the page (not the browser's `confirm`, which cannot be translated or styled). */
import { useT } from '../i18n';
import { localTexts } from './local-texts';

interface Props {
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
}

export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel, testId = 'confirm-dialog' }: Props) {
  const t = useT(localTexts);
  return (
    <div className="confirm-backdrop">
      <div
        className="confirm-dialog panel"
        role="alertdialog"
        aria-modal="true"
        aria-label={message}
        data-testid={testId}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      >
        <p>{message}</p>
        <div className="actions">
          <button type="button" className="primary" data-testid="confirm-yes" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" data-testid="confirm-no" onClick={onCancel} autoFocus>
            {t('cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
