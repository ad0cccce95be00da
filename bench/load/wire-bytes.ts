/**
 * The size of each event a seat's socket receives, as it came over the wire: the socket.io packet text
 * (type digit, namespace, then the JSON array of the event name and its arguments) that one engine.io
 * message carries, in UTF-8 bytes. Read from the engine's raw messages, so nothing is serialized again.
 */
import type { Socket } from 'socket.io-client';

/** socket.io's packet types for an event (EVENT, and BINARY_EVENT, which this server never sends). */
const EVENT_TYPES = new Set(['2', '5']);

/**
 * The event name and size of a socket.io packet in its text form, or undefined for any other packet
 * (connect, disconnect, acknowledgement). Form: type digit, `<attachments>-` for binary events,
 * `/<namespace>,` unless the main one, an acknowledgement id, then `["event",...]`.
 */
export function wireEvent(text: string): { event: string; bytes: number } | undefined {
  if (!EVENT_TYPES.has(text[0])) return undefined;
  let at = 1;
  if (text[0] === '5') at = text.indexOf('-', at) + 1;
  if (at > 0 && text[at] === '/') at = text.indexOf(',', at) + 1;
  if (at === 0) return undefined; // a header cut short
  while (text[at] >= '0' && text[at] <= '9') at++;
  if (!text.startsWith('["', at)) return undefined;
  const end = text.indexOf('"', at + 2);
  if (end < 0) return undefined;
  return { event: text.slice(at + 2, end), bytes: Buffer.byteLength(text) };
}

/** Call `listener` with the name and wire size of every event this socket receives. */
export function watchWireBytes(socket: Socket, listener: (event: string, bytes: number) => void): void {
  socket.io.engine.on('data', (data: unknown) => {
    if (typeof data !== 'string') return;
    const received = wireEvent(data);
    if (received) listener(received.event, received.bytes);
  });
}
