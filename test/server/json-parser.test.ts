/** The server's socket.io encoder writes exactly what the stock encoder writes for JSON packets. */
import fc from 'fast-check';
import { Encoder, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { jsonParser } from '../../server/sockets/json-parser';

const json = fc.jsonValue();

describe('the JSON-only socket.io encoder', () => {
  it('encodes events, acknowledgements and connections as the stock encoder does', () => {
    const stock = new Encoder();
    const ours = new jsonParser.Encoder();
    fc.assert(
      fc.property(
        fc.constantFrom(PacketType.CONNECT, PacketType.DISCONNECT, PacketType.EVENT, PacketType.ACK, PacketType.CONNECT_ERROR),
        fc.constantFrom('/', '/pax', '/res-publica'),
        fc.option(fc.nat(), { nil: undefined }),
        fc.option(fc.array(json, { maxLength: 4 }), { nil: undefined }),
        (type, nsp, id, data) => {
          const packet = { type, nsp, id, data };
          expect(ours.encode(packet)).toEqual(stock.encode(packet));
        },
      ),
    );
  });

  it('decodes what it encodes', () => {
    const decoder = new jsonParser.Decoder();
    const seen: unknown[] = [];
    decoder.on('decoded', (packet: unknown) => seen.push(packet));
    const packet = { type: PacketType.EVENT, nsp: '/pax', data: ['update', 'abc', { G: { hand: [1, 2] }, ctx: { turn: 3 } }] };
    for (const text of new jsonParser.Encoder().encode(packet)) decoder.add(text);
    expect(seen).toEqual([packet]);
  });
});
