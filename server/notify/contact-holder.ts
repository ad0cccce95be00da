/**
 * Who set a seat's contacts: a hash of the credentials that held the seat then, never the credentials
 * themselves. A contact row answers only to the holder it names, so one holder's personal link can never
 * go to another holder's address, even if the row outlived its holder.
 *
 * Stored in `seat_contacts.holder` (schema v5, which also filled it for the rows before it): changing this
 * function orphans every stored row.
 */
import { createHash } from 'node:crypto';

export function holderOf(credentials: string): string {
  return createHash('sha256').update(`seat-contact:${credentials}`).digest('base64url');
}
