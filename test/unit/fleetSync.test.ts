import { queueScheduler, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { FleetSnapshot } from '../../src/domain/schemas/tracking';
import { encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { connectionState$ } from '../../src/streams/connection';
import { createFleetStore } from '../../src/streams/fleetStore';
import { syncFleet } from '../../src/streams/fleetSync';
import { positionBatch$ } from '../../src/streams/positionBatches';
import { FakeSocket } from './fakeSocket';
import { vehicle } from './vehicleFixture';

/**
 * A snapshot request the test answers when it chooses, to put deltas before and after it; the answer goes in
 * its wire form, as the server sends it.
 */
const deferred = () => {
  let resolve!: (snapshot: FleetSnapshot) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<FleetSnapshot>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const setup = () => {
  const socket = new FakeSocket();
  const frames = new VirtualTimeScheduler();
  const store = createFleetStore();
  const requests: ReturnType<typeof deferred>[] = [];
  const fetchSnapshot = vi.fn(() => {
    const request = deferred();
    requests.push(request);
    return request.promise.then((snapshot) => encodeVehicleColumns(snapshot.seq, snapshot.vehicles));
  });
  const subscription = syncFleet(store, {
    direction: 'outbound',
    connection$: connectionState$(socket),
    positionBatch$: positionBatch$(socket, undefined, queueScheduler),
    fetchSnapshot,
    frameScheduler: frames,
    retryDelayMs: 0,
  });
  const batch = (...vehicles: ReturnType<typeof vehicle>[]) =>
    socket.emit('position.batch', encodeVehicleColumns(Math.max(...vehicles.map((v) => v.seq)), vehicles));
  const seqs = () => Object.fromEntries([...store.getView().byId.values()].map((v) => [v.orderId, v.seq]));
  return { socket, frames, store, requests, fetchSnapshot, subscription, batch, seqs };
};

describe('syncFleet', () => {
  it('loads the snapshot on connect, then applies deltas once per frame', async () => {
    const { socket, frames, store, requests, batch, seqs } = setup();
    expect(store.getView()).toMatchObject({ status: 'loading', connection: 'connecting' });
    socket.connect();
    requests[0]!.resolve({
      seq: 10,
      vehicles: [vehicle({ orderId: 1, seq: 9 }), vehicle({ orderId: 2, seq: 10 })],
    });
    await vi.waitFor(() => expect(store.getView().status).toBe('ready'));
    expect(seqs()).toEqual({ 1: 9, 2: 10 });

    const onChange = vi.fn();
    store.subscribe(onChange);
    batch(vehicle({ orderId: 1, seq: 11 }));
    batch(vehicle({ orderId: 1, seq: 12 }), vehicle({ orderId: 3, seq: 13 }));
    expect(onChange).not.toHaveBeenCalled();
    frames.flush();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(seqs()).toEqual({ 1: 12, 2: 10, 3: 13 });
  });

  it('ignores duplicate and old deltas, and vehicles of the other direction', async () => {
    const { socket, frames, requests, batch, seqs } = setup();
    socket.connect();
    requests[0]!.resolve({ seq: 10, vehicles: [vehicle({ orderId: 1, seq: 10 })] });
    await vi.waitFor(() => expect(seqs()).toEqual({ 1: 10 }));
    batch(vehicle({ orderId: 1, seq: 10 }), vehicle({ orderId: 2, seq: 8 }));
    batch(vehicle({ orderId: 4, seq: 14, direction: 'inbound' }));
    batch(vehicle({ orderId: 1, seq: 12 }));
    frames.flush();
    batch(vehicle({ orderId: 1, seq: 11 }), vehicle({ orderId: 1, seq: 12, progress: 0.9 }));
    frames.flush();
    expect(seqs()).toEqual({ 1: 12 });
  });

  it('resyncs after a reconnect: a fresh snapshot, nothing heard while down, nothing applied twice', async () => {
    const { socket, frames, store, requests, fetchSnapshot, batch, seqs } = setup();
    socket.connect();
    requests[0]!.resolve({
      seq: 5,
      vehicles: [vehicle({ orderId: 1, seq: 5 }), vehicle({ orderId: 2, seq: 4 })],
    });
    await vi.waitFor(() => expect(store.getView().status).toBe('ready'));

    socket.drop();
    expect(store.getView().connection).toBe('disconnected');
    batch(vehicle({ orderId: 1, seq: 6 }));
    frames.flush();
    expect(seqs()).toEqual({ 1: 5, 2: 4 });

    socket.connect();
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    // A delta newer than the snapshot arrives before the snapshot's answer: it must survive the snapshot.
    batch(vehicle({ orderId: 1, seq: 9 }));
    frames.flush();
    requests[1]!.resolve({
      seq: 8,
      vehicles: [vehicle({ orderId: 1, seq: 7 }), vehicle({ orderId: 3, seq: 8 })],
    });
    await vi.waitFor(() => expect(seqs()).toEqual({ 1: 9, 3: 8 }));

    batch(vehicle({ orderId: 3, seq: 8 }), vehicle({ orderId: 2, seq: 6 }));
    frames.flush();
    expect(seqs()).toEqual({ 1: 9, 3: 8 });
    expect(store.getView().connection).toBe('connected');
  });

  it('says why the snapshot failed and retries until it loads', async () => {
    const { socket, store, requests } = setup();
    socket.connect();
    requests[0]!.reject(new Error('The server answered 500.'));
    await vi.waitFor(() =>
      expect(store.getView()).toMatchObject({ status: 'error', error: 'The server answered 500.' }),
    );
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.resolve({ seq: 1, vehicles: [vehicle({ seq: 1 })] });
    await vi.waitFor(() => expect(store.getView()).toMatchObject({ status: 'ready', error: null }));
  });

  it('takes a snapshot that does not decode to valid vehicles for a failed one, and retries', async () => {
    const { socket, store, requests } = setup();
    socket.connect();
    requests[0]!.resolve({ seq: 1, vehicles: [vehicle({ seq: 1, progress: 2 })] });
    await vi.waitFor(() =>
      expect(store.getView()).toMatchObject({
        status: 'error',
        error: 'Unexpected answer from /api/tracking/fleet.',
      }),
    );
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.resolve({ seq: 1, vehicles: [vehicle({ seq: 1 })] });
    await vi.waitFor(() => expect(store.getView()).toMatchObject({ status: 'ready', error: null }));
  });

  it('takes a snapshot whose columns are not of the wire form for a failed one, however many trucks it has', async () => {
    const socket = new FakeSocket();
    const store = createFleetStore();
    const trucks = Array.from({ length: 1_500 }, (_, i) => vehicle({ orderId: i + 1, seq: 1 }));
    const wire = encodeVehicleColumns(1, trucks);
    // A truck far into the list, in a slice of its own, with its direction as a text rather than the text's
    // index: decoded, it would still be a valid vehicle.
    (wire.vehicles.direction as unknown[])[1_400] = 'outbound';
    syncFleet(store, {
      direction: 'outbound',
      connection$: connectionState$(socket),
      positionBatch$: positionBatch$(socket, undefined, queueScheduler),
      fetchSnapshot: async () => wire,
      retryDelayMs: 60_000,
    });
    socket.connect();
    await vi.waitFor(() =>
      expect(store.getView()).toMatchObject({
        status: 'error',
        error: 'Unexpected answer from /api/tracking/fleet.',
      }),
    );
    expect(store.getView().byId.size).toBe(0);
  });

  it('lets go of the socket when unsubscribed', () => {
    const { socket, subscription } = setup();
    socket.connect();
    subscription.unsubscribe();
    expect(socket.listenerCount).toBe(0);
  });
});
