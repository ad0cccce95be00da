/** A read-only link with a copy button (invite links, personal links). */
import { useState } from 'react';
import { useT } from '../i18n';
import { texts } from '../texts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyLink({ url, testId, label, copyLabel }: { url: string; testId?: string; label: string; copyLabel?: string }) {
  const t = useT(texts);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy-link">
      <input
        type="text"
        readOnly
        value={url}
        aria-label={label}
        data-testid={testId}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        data-testid={testId ? `${testId}-copy` : undefined}
        onClick={async () => setState((await copyText(url)) ? 'copied' : 'failed')}
      >
        {state === 'copied' ? t('copied') : (copyLabel ?? t('copyInvite'))}
      </button>
      {state === 'failed' && <span className="hint error-text">{t('copyFailed')}</span>}
    </span>
  );
}
