/** A failed lobby request, in words: the server's own message when it gave one. */
import { useT } from '../i18n';
import { serverMessage } from '../lobby-api';
import { texts } from '../texts';
import { Notice } from './Notice';

export function ServerError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT(texts);
  const { status, text, unreachable } = serverMessage(error);
  let message: string;
  if (unreachable) message = t('serverUnreachable');
  else if (status !== undefined && status >= 400 && status < 500) message = t('serverSaid', { message: text });
  else if (status !== undefined) message = t('serverError', { status, message: text });
  else message = t('crashed', { message: text });
  return (
    <Notice kind="error" testId="server-error">
      {message}
      {onRetry && (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </Notice>
  );
}
