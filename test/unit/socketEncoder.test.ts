import { Encoder, type Packet, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { socketParser } from '../../server/realtime/socketEncoder';

describe('the socket packet encoder', () => {
  const batch = {
    seq: 7,
    vehicles: [
      { orderId: 1, lastFix: { at: '2026-11-28T10:00:00.000Z', latitude: 19.07 }, alerts: ['late'] },
    ],
  };

  it('writes every packet as socket.io’s own encoder does, position batches included', () => {
    const ours = new socketParser.Encoder();
    const stock = new Encoder();
    const packets: Packet[] = [];
    for (const nsp of ['/', '/share'])
      for (const data of [
        ['position.batch', batch],
        ['toll.crossed', batch],
        ['position.batch', { note: 'a"b\\c' }],
      ]) {
        packets.push({ type: PacketType.EVENT, nsp, data });
        packets.push({ type: PacketType.EVENT, nsp, data, id: 4 });
      }
    for (const packet of packets) expect(ours.encode(packet)).toEqual(stock.encode(packet));
  });

  it('still sends binary parts of other events as attachments', () => {
    const packet: Packet = { type: PacketType.EVENT, nsp: '/', data: ['file.part', new Uint8Array([1, 2])] };
    const encoded = new socketParser.Encoder().encode(packet);
    expect(encoded).toHaveLength(2);
    expect(encoded[0]).toMatch(/^51-/);
  });
});
