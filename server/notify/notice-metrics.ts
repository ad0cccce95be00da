/**
 * What the notification channels count, for Prometheus: one counter by channel and outcome, registered on
 * the server's own registry (once, however many notifiers share it).
 */
import { Counter, type Registry } from 'prom-client';

export const NOTICE_CHANNELS = ['email', 'webhook', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * `expired`: a browser unsubscribed (its push service answered 404 or 410), and the subscription was removed.
 * `dropped`: the seat changed hands while the notice waited, so it was not sent to the holder who left.
 */
export type NoticeOutcome = 'sent' | 'failed' | 'expired' | 'dropped';

const NAME = 'pax_notices_total';

export function noticeCounter(registry: Registry): Counter<'channel' | 'outcome'> {
  const existing = registry.getSingleMetric(NAME);
  if (existing) return existing as Counter<'channel' | 'outcome'>;
  return new Counter({
    name: NAME,
    help: 'Turn notices by channel (email, webhook, push) and outcome (sent, failed, expired, dropped)',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });
}
