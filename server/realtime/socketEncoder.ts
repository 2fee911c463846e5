import * as parser from 'socket.io-parser';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';

/**
 * Events whose payload is plain JSON by contract (no Buffer, no typed array): socket.io need not walk it for
 * binary parts before encoding. A flush of a 50,000-truck fleet is thousands of vehicle states, and that walk
 * cost half as much again as the JSON itself.
 */
const PLAIN_JSON_EVENTS: ReadonlySet<unknown> = new Set([TRACKING_EVENTS.positionBatch]);

/**
 * socket.io's own encoder, but a plain-JSON event without an ack is encoded straight to its text packet (type,
 * namespace, JSON: what the stock encoder writes for a packet without binary parts), skipping the binary scan.
 */
class PlainJsonEncoder extends parser.Encoder {
  override encode(packet: parser.Packet): ReturnType<parser.Encoder['encode']> {
    const data: unknown = packet.data;
    if (
      packet.type === parser.PacketType.EVENT &&
      packet.id === undefined &&
      Array.isArray(data) &&
      PLAIN_JSON_EVENTS.has(data[0])
    )
      return [
        `${packet.type}${packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : ''}${JSON.stringify(data)}`,
      ];
    return super.encode(packet);
  }
}

/** The `parser` option of the socket.io server. */
export const socketParser = { ...parser, Encoder: PlainJsonEncoder };
