/** A failed lobby request, in words: the client's own for the refusal's code, else the server's message. */
import { useT } from '../i18n';
import { lobbyErrorTexts } from '../lobby-error-texts';
import { serverMessage } from '../lobby-api';
import { texts } from '../texts';
import { Notice } from './Notice';

export function ServerError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT(texts);
  const tCode = useT(lobbyErrorTexts);
  const { status, code, text, unreachable, garbled } = serverMessage(error);
  let message: string;
  if (code !== undefined) message = tCode(code);
  else if (unreachable) message = t('serverUnreachable');
  else if (garbled) message = t('serverGarbled');
  else if (status !== undefined && status >= 400 && status < 500) message = t('serverSaid', { message: text || `HTTP ${status}` });
  else if (status !== undefined) message = text ? t('serverErrorSaid', { status, message: text }) : t('serverError', { status });
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
