/**
 * How a seat is told it must act, and the match's webhook:
 *   POST /games/:name/:id/notifications {playerID, credentials, email?, emailOn?, pushOn?, language?, timeZone?,
 *                                        addPush?, removePush?}  → NotificationSettings
 *     (only the fields sent change; with none it only reads)
 *   POST /games/:name/:id/webhook {playerID, credentials, url}  → {webhook}  (url null removes it)
 *   GET  /api/push-key → {publicKey}  (the VAPID key browsers subscribe with)
 * Only a seat's own credentials read or change its settings, and they are that holder's alone: a player
 * who takes a seat someone left starts with nothing set. Any seated player sets the webhook.
 */
import type { Context } from 'koa';
import { LobbyError } from '../http/lobby-error';
import { readJsonObject } from '../http/read-json';
import { holdsSeat } from '../matches/seats';
import { emailProblem, pushSubscriptionProblem, webhookProblem } from '../notify/contact-checks';
import { isTimeZone } from '../notify/due-time';
import { NOTICE_LANGUAGES, type ContactChange, type HeldSeat, type NoticeLanguage, type WebPushSubscription } from '../notify/contact-store';
import type { NotificationSettings } from '../protocol';
import type { LobbyContext, NotificationContext } from './lobby-context';

const notSeated = () => new LobbyError(403, 'credentials-invalid', 'these credentials do not hold that seat');

async function seated(ctx: Context, lobby: LobbyContext, matchID: string) {
  const body = await readJsonObject(ctx);
  const [match] = await lobby.storage.summariesOf([matchID]);
  if (!match || !holdsSeat(match.metadata, body.playerID, body.credentials)) throw notSeated();
  const seat: HeldSeat = { playerID: String(body.playerID), credentials: body.credentials as string };
  return { body, seat };
}

const flag = (value: unknown, field: string): boolean | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new LobbyError(400, 'bad-request', `${field} must be true or false`);
  return value;
};

/** POST /games/:name/:id/notifications */
export async function notifications(ctx: Context, lobby: LobbyContext, notices: NotificationContext, matchID: string) {
  const { body, seat } = await seated(ctx, lobby, matchID);
  const change: ContactChange = {};
  if (body.email !== undefined) {
    const problem = body.email === null ? undefined : emailProblem(body.email);
    if (problem) throw new LobbyError(400, problem, 'this e-mail address cannot be used');
    change.email = (body.email as string | null) && (body.email as string).trim();
  }
  const emailOn = flag(body.emailOn, 'emailOn');
  const pushOn = flag(body.pushOn, 'pushOn');
  if (emailOn !== undefined) change.emailOn = emailOn;
  if (pushOn !== undefined) change.pushOn = pushOn;
  if (body.language !== undefined) {
    if (!(NOTICE_LANGUAGES as readonly unknown[]).includes(body.language)) throw new LobbyError(400, 'bad-request', 'language must be en or fr');
    change.language = body.language as NoticeLanguage;
  }
  if (body.timeZone !== undefined) {
    if (!isTimeZone(body.timeZone)) throw new LobbyError(400, 'bad-request', 'timeZone must be a time zone name such as Europe/Paris');
    change.timeZone = body.timeZone;
  }
  if (body.addPush !== undefined) {
    const problem = pushSubscriptionProblem(body.addPush, { allowPrivate: notices.allowPrivateNetworks });
    if (problem) throw new LobbyError(400, problem, 'this push subscription cannot be used');
    const { endpoint, keys } = body.addPush as WebPushSubscription;
    change.addPush = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  }
  if (typeof body.removePush === 'string') await notices.contacts.removePush(matchID, seat, body.removePush);
  const contact =
    Object.keys(change).length > 0 ? await notices.contacts.setContact(matchID, seat, change) : (await notices.contacts.contactsOf(matchID, [seat]))[0];
  if (Object.keys(change).length > 0 || typeof body.removePush === 'string') notices.channelsChanged(matchID);
  const settings: NotificationSettings = {
    email: contact.email,
    emailOn: contact.emailOn,
    pushOn: contact.pushOn,
    pushDevices: contact.push.length,
    webhook: (await notices.contacts.webhookOf(matchID)) !== undefined,
  };
  ctx.body = settings;
}

/** POST /games/:name/:id/webhook */
export async function webhook(ctx: Context, lobby: LobbyContext, notices: NotificationContext, matchID: string) {
  const { body } = await seated(ctx, lobby, matchID);
  if (body.url !== null) {
    const problem = await webhookProblem(body.url, { allowPrivate: notices.allowPrivateNetworks, resolve: notices.resolveHost });
    if (problem) throw new LobbyError(400, problem, 'this webhook address cannot be used');
  }
  await notices.contacts.setWebhook(matchID, body.url as string | null);
  notices.channelsChanged(matchID);
  ctx.body = { webhook: body.url !== null };
}

/** GET /api/push-key */
export async function pushKey(ctx: Context, notices: NotificationContext) {
  ctx.body = { publicKey: await notices.pushPublicKey() };
}
