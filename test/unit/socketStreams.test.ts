import { firstValueFrom, Subject, take, toArray } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleState } from '../../src/domain/schemas/tracking';
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
    const subscription = trackingEvent$(socket, 'position.batch', onInvalid).subscribe((batch) =>
      seen.push(batch.seq),
    );
    socket.emit('position.batch', { seq: 3, vehicles: [vehicle({ seq: 3 })] });
    socket.emit('position.batch', { seq: 'four', vehicles: [] });
    socket.emit('toll.crossed', { seq: 5 });
    subscription.unsubscribe();
    expect(seen).toEqual([3]);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]).toBe('position.batch');
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
    const big = Array.from({ length: 250 }, (_, i) => vehicle({ orderId: i + 1, seq: 7 }));
    big[120] = { ...big[120]!, seq: 'late' } as unknown as VehicleState;
    socket.emit('position.batch', { seq: 7, vehicles: big });
    socket.emit('position.batch', { seq: 'eight', vehicles: [] });
    socket.emit('position.batch', { seq: 9, vehicles: [vehicle({ orderId: 900, seq: 9 })] });
    let emittedAtOnce = 0;
    const counting = positionBatch$(socket).subscribe(() => {
      emittedAtOnce += 1;
    });
    socket.emit('position.batch', { seq: 10, vehicles: [vehicle({ seq: 10 })] });
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
