/**
 * The match's webhook (a Discord or Slack incoming webhook): any seated player sets or removes it. Its
 * address is a secret the server never sends back, so the screen only says whether there is one.
 */
import { useId, useState } from 'react';
import { correspondenceTexts } from '../correspondence-texts';
import { setWebhook } from '../correspondence-api';
import { useT } from '../i18n';
import type { StoredMatch } from '../my-matches';
import { ServerError } from './ServerError';

interface Props {
  seat: StoredMatch;
  hasWebhook: boolean;
  onChange(hasWebhook: boolean): void;
}

export function WebhookSetting({ seat, hasWebhook, onChange }: Props) {
  const tc = useT(correspondenceTexts);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const hintId = useId();

  async function change(to: string | null) {
    setBusy(true);
    setError(null);
    try {
      onChange(await setWebhook(seat, to));
      setUrl('');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="webhook-setting"
      onSubmit={(event) => {
        event.preventDefault();
        if (url.trim()) void change(url.trim());
      }}
    >
      <h3>{tc('webhookTitle')}</h3>
      <p className="hint" data-testid="webhook-state">
        {hasWebhook ? tc('webhookSet') : tc('webhookNone')}
      </p>
      <label className="field">
        <span>{tc('webhookUrl')}</span>
        <input
          type="url"
          data-testid="webhook-url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://discord.com/api/webhooks/…"
          value={url}
          aria-describedby={hintId}
          onChange={(event) => setUrl(event.target.value)}
        />
        <span id={hintId} className="hint">
          {tc('webhookHint')}
        </span>
      </label>
      <div className="actions">
        <button type="submit" data-testid="webhook-save" disabled={busy || url.trim() === ''}>
          {tc('webhookSave')}
        </button>
        {hasWebhook && (
          <button type="button" data-testid="webhook-remove" disabled={busy} onClick={() => void change(null)}>
            {tc('webhookRemove')}
          </button>
        )}
      </div>
      {error !== null && <ServerError error={error} />}
    </form>
  );
}
