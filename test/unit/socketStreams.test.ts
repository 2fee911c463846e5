import { firstValueFrom, Subject, toArray } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { type ConnectionState, connectionState$ } from '../../src/streams/connection';
import { trackingEvent$ } from '../../src/streams/events';
import { pauseWhileDisconnected } from '../../src/streams/pauseWhileDisconnected';
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
