/**
 * socket.io's packet parser, without its search for binary data. The stock encoder walks every object sent
 * (a whole match state, for each viewer of each move) looking for Buffers to send apart; this server sends
 * only JSON, so each packet is written straight as text, in the socket.io protocol's text form (type digit,
 * namespace unless the main one, acknowledgement id, JSON data): what the stock encoder writes for a packet
 * without binary data. Clients need no change. Incoming packets use the stock decoder.
 */
import { Decoder, Encoder, type Packet } from 'socket.io-parser';

class JsonEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined && packet.id !== null) text += packet.id;
    if (packet.data !== undefined && packet.data !== null) text += JSON.stringify(packet.data);
    return [text];
  }
}

/** The `parser` option of socket.io's server. */
export const jsonParser = { Encoder: JsonEncoder, Decoder };
