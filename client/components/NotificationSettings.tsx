/**
 * How a seat is told it must act: e-mail (address and on/off), Web Push for this browser, an alert from
 * this tab, and the match's webhook. Notices are written in the interface's language, sent along with
 * every change (and when the language switches).
 */
import { useEffect, useId, useState } from 'react';
import type { NotificationSettings as Settings } from '../../server/protocol';
import { correspondenceTexts } from '../correspondence-texts';
import { notificationSettings, pushPublicKey } from '../correspondence-api';
import { useLanguage, useT } from '../i18n';
import type { StoredMatch } from '../my-matches';
import { isPermissionRefusal, pushAskedFor, pushSupported, setPushAskedFor, subscribeThisBrowser, thisBrowserEndpoint } from '../push';
import { useAlertPermission } from '../turn-alert';
import { store } from '../use-stored';
import { Notice } from './Notice';
import { ServerError } from './ServerError';
import { WebhookSetting } from './WebhookSetting';

export function NotificationSettings({ seat }: { seat: StoredMatch }) {
  const tc = useT(correspondenceTexts);
  const { language } = useLanguage();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [error, setError] = useState<unknown>(null);

  // One seat, whatever object holds it: a re-read of "my matches" must not ask again.
  const seatKey = `${seat.gameName}/${seat.matchID}/${seat.playerID}/${seat.credentials}`;
  useEffect(() => {
    let cancelled = false;
    notificationSettings(seat, { language }).then(
      (answer) => !cancelled && (setSettings(answer), setError(null)),
      (caught: unknown) => !cancelled && setError(caught),
    );
    return () => {
      cancelled = true;
    };
  }, [seatKey, language]);

  return (
    <section className="panel notification-settings" data-testid="notification-settings" aria-labelledby="notices-title">
      <h2 id="notices-title">{tc('noticesTitle')}</h2>
      {error !== null && <ServerError error={error} />}
      {settings && (
        <>
          <EmailSetting seat={seat} settings={settings} onSaved={setSettings} />
          <PushSetting seat={seat} settings={settings} onSaved={setSettings} />
          <TabAlertSetting />
          <WebhookSetting seat={seat} hasWebhook={settings.webhook} onChange={(webhook) => setSettings({ ...settings, webhook })} />
        </>
      )}
    </section>
  );
}

interface SettingProps {
  seat: StoredMatch;
  settings: Settings;
  onSaved(settings: Settings): void;
}

function EmailSetting({ seat, settings, onSaved }: SettingProps) {
  const tc = useT(correspondenceTexts);
  const { language } = useLanguage();
  const [email, setEmail] = useState(settings.email ?? '');
  const [emailOn, setEmailOn] = useState(settings.emailOn);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<unknown>(null);
  const hintId = useId();

  async function save() {
    setState('saving');
    setError(null);
    const address = email.trim();
    try {
      onSaved(await notificationSettings(seat, { email: address || null, emailOn: emailOn && address !== '', language }));
      setState('saved');
    } catch (caught) {
      setError(caught);
      setState('idle');
    }
  }

  const edited = (change: () => void) => {
    change();
    setState('idle');
  };
  return (
    <form
      className="notice-email"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="field">
        <span>{tc('emailAddress')}</span>
        <input
          type="email"
          data-testid="notice-email"
          autoComplete="email"
          value={email}
          aria-describedby={hintId}
          onChange={(event) => edited(() => setEmail(event.target.value))}
        />
        <span id={hintId} className="hint">
          {tc('emailHint')}
        </span>
      </label>
      <label className="field checkbox">
        <input type="checkbox" data-testid="notice-email-on" checked={emailOn} onChange={(event) => edited(() => setEmailOn(event.target.checked))} />
        <span>{tc('emailOn')}</span>
      </label>
      <div className="actions">
        <button type="submit" data-testid="notice-email-save" disabled={state === 'saving'}>
          {state === 'saving' ? tc('saving') : tc('save')}
        </button>
        {state === 'saved' && (
          <span className="hint" role="status" data-testid="notice-email-saved">
            {tc('saved')}
          </span>
        )}
      </div>
      {error !== null && <ServerError error={error} />}
    </form>
  );
}

function PushSetting({ seat, settings, onSaved }: SettingProps) {
  const tc = useT(correspondenceTexts);
  const { language } = useLanguage();
  const [asked, setAsked] = useState(() => pushAskedFor(store, seat));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The browser refused to subscribe: said in the friendly sentence, before the permission's change is heard of.
  const [refused, setRefused] = useState(false);
  const [permission] = useAlertPermission();
  if (!pushSupported()) return <p className="hint">{tc('pushUnsupported')}</p>;

  async function turn(on: boolean) {
    setBusy(true);
    setError(null);
    setRefused(false);
    try {
      if (on) {
        const subscription = await subscribeThisBrowser(await pushPublicKey());
        onSaved(await notificationSettings(seat, { addPush: subscription, pushOn: true, language }));
      } else {
        const endpoint = await thisBrowserEndpoint();
        // The seat's other browsers keep their notices; the last one switches Web Push off.
        const lastBrowser = settings.pushDevices <= 1 || endpoint === undefined;
        onSaved(await notificationSettings(seat, { removePush: endpoint, ...(lastBrowser && { pushOn: false }), language }));
      }
      setPushAskedFor(store, seat, on);
      setAsked(on);
    } catch (caught) {
      if (on && isPermissionRefusal(caught)) setRefused(true);
      else setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="notice-push">
      <label className="field checkbox">
        <input type="checkbox" data-testid="notice-push" checked={settings.pushOn && asked} disabled={busy} onChange={(event) => void turn(event.target.checked)} />
        <span>{tc('pushOn')}</span>
      </label>
      <p className="hint">
        {busy ? tc('pushBusy') : tc('pushDevices', { n: settings.pushDevices })}
        {(permission === 'denied' || refused) && <span data-testid="push-refused"> {tc('permissionDenied')}</span>}
      </p>
      {error !== null && <ServerError error={error} />}
    </div>
  );
}

/** Notifications from this open tab: asking for the permission is the player's own click. */
function TabAlertSetting() {
  const tc = useT(correspondenceTexts);
  const [permission, ask] = useAlertPermission();
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p className="hint">{tc('tabAlertOn')}</p>;
  if (permission === 'denied') return <Notice kind="warning">{tc('permissionDenied')}</Notice>;
  return (
    <div className="actions">
      <button type="button" data-testid="tab-alert" onClick={() => void ask()}>
        {tc('tabAlert')}
      </button>
    </div>
  );
}
