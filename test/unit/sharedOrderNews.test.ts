import { describe, expect, it } from 'vitest';
import { encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { connectionState$ } from '../../src/streams/connection';
import { type SharedOrderNews, sharedOrderNews$ } from '../../src/streams/sharedOrderNews';
import { FakeSocket } from './fakeSocket';
import { vehicle } from './vehicleFixture';

describe('sharedOrderNews$', () => {
  it('passes checked positions while connected, resyncs on reconnect, and reports refusals and closes', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const seen: SharedOrderNews[] = [];
    const subscription = sharedOrderNews$(socket, connectionState$(socket), () => {}).subscribe((news) =>
      seen.push(news),
    );
    socket.emit('position.batch', encodeVehicleColumns(5, [vehicle({ seq: 5 })]));
    socket.emit('position.batch', { seq: 'six', vehicles: [] });
    socket.emit('disconnect', 'transport close');
    socket.connected = false;
    socket.emit('position.batch', encodeVehicleColumns(7, [vehicle({ seq: 7 })]));
    socket.emit('connect_error', new Error('share_link_expired'));
    socket.connect();
    socket.emit('disconnect', 'io server disconnect');
    subscription.unsubscribe();
    expect(seen.map((news) => news.type)).toEqual(['position.batch', 'refused', 'resync', 'closed']);
    expect(seen[1]).toEqual({ type: 'refused', reason: 'share_link_expired' });
    expect(socket.listenerCount).toBe(0);
  });
});
