/** Why the server refused the last move, over the board until the player dismisses it or the match moves on. */
import type { Refusal } from '../../server/protocol';
import { useT } from '../i18n';
import { refusalTexts } from '../refusal-texts';
import { texts } from '../texts';
import { Notice } from './Notice';

export function RefusalNotice({ refusal, onDismiss }: { refusal: Refusal; onDismiss(): void }) {
  const t = useT(texts);
  const tRefusal = useT(refusalTexts);
  return (
    <div className="refusal-notice" data-code={refusal.code}>
      <Notice kind="error" testId="refusal">
        {tRefusal(refusal.code)}{' '}
        <button type="button" className="link-button" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </Notice>
    </div>
  );
}
