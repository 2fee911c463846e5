import { firstValueFrom, Subject, take, toArray } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleColumns } from '../../src/domain/schemas/tracking';
import { encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { type ConnectionState, connectionState$ } from '../../src/streams/connection';
import { trackingEvent$ } from '../../src/streams/events';
import { pauseWhileDisconnected } from '../../src/streams/pauseWhileDisconnected';
import { positionBatch$ } from '../../src/streams/positionBatches';
import { FakeSocket } from './fakeSocket';
import { vehicle } from './vehicleFixture';

describe('connectionState$', () => {
  it('starts connecting, follows connect and drop, and removes its listeners', () => {
    const socket = new FakeSocket();
    const seen: ConnectionState[] = [];
    const subscription = connectionState$(socket).subscribe((state) => seen.push(state));
    socket.connect();
    socket.drop();
    socket.emit('connect_error', new Error('refused'));
    socket.connect();
    subscription.unsubscribe();
    expect(seen).toEqual(['connecting', 'connected', 'disconnected', 'connected']);
    expect(socket.listenerCount).toBe(0);
  });

  it('starts connected when the socket already is', async () => {
    const socket = new FakeSocket();
    socket.connected = true;
    expect(await firstValueFrom(connectionState$(socket))).toBe('connected');
  });
});

describe('trackingEvent$', () => {
  it('passes payloads that fit the shared schema and reports the ones that do not', () => {
    const socket = new FakeSocket();
    const onInvalid = vi.fn();
    const seen: number[] = [];
    const subscription = trackingEvent$(socket, 'toll.crossed', onInvalid).subscribe((toll) =>
      seen.push(toll.seq),
    );
    socket.emit('toll.crossed', {
      seq: 3,
      orderId: 1,
      vehicleNumber: 'RJ14GB1234',
      plazaName: 'Shahjahanpur',
      plazaCode: null,
      latitude: 27.9,
      longitude: 76.3,
      laneDirection: null,
      at: '2025-01-31T11:00:00Z',
    });
    socket.emit('toll.crossed', { seq: 'four' });
    socket.emit('alert.raised', { seq: 5 });
    subscription.unsubscribe();
    expect(seen).toEqual([3]);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]).toBe('toll.crossed');
  });
});

describe('pauseWhileDisconnected', () => {
  it('lets values through only while connected', async () => {
    const connection$ = new Subject<ConnectionState>();
    const source$ = new Subject<number>();
    const result = firstValueFrom(source$.pipe(pauseWhileDisconnected(connection$), toArray()));
    source$.next(1);
    connection$.next('connected');
    source$.next(2);
    connection$.next('disconnected');
    source$.next(3);
    connection$.next('connected');
    source$.next(4);
    source$.complete();
    connection$.complete();
    expect(await result).toEqual([2, 4]);
  });
});

describe('positionBatch$', () => {
  it('checks a batch a slice at a time, in order, dropping only the vehicles that fail the schema', async () => {
    const socket = new FakeSocket();
    const onInvalid = vi.fn();
    const seen = firstValueFrom(positionBatch$(socket, onInvalid).pipe(take(4), toArray()));
    const big = encodeVehicleColumns(
      7,
      Array.from({ length: 250 }, (_, i) => vehicle({ orderId: i + 1, seq: 7 })),
    );
    // One vehicle's status points past the texts: that vehicle alone is dropped.
    big.vehicles.status[120] = big.text.length;
    socket.emit('position.batch', big);
    socket.emit('position.batch', { seq: 'eight', vehicles: [] } as unknown as VehicleColumns);
    socket.emit('position.batch', encodeVehicleColumns(9, [vehicle({ orderId: 900, seq: 9 })]));
    let emittedAtOnce = 0;
    const counting = positionBatch$(socket).subscribe(() => {
      emittedAtOnce += 1;
    });
    socket.emit('position.batch', encodeVehicleColumns(10, [vehicle({ seq: 10 })]));
    // Nothing is checked in the socket's own task.
    expect(emittedAtOnce).toBe(0);
    counting.unsubscribe();

    const batches = await seen;
    expect(batches.map((b) => [b.seq, b.vehicles.length])).toEqual([
      [7, 100],
      [7, 99],
      [7, 50],
      [9, 1],
    ]);
    expect(batches.flatMap((b) => b.vehicles.map((v) => v.orderId)).slice(0, 3)).toEqual([1, 2, 3]);
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });
});
