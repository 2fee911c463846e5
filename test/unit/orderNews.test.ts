import { queueScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { OrderLive, TollCrossed } from '../../src/domain/schemas/tracking';
import { encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { connectionState$ } from '../../src/streams/connection';
import { trackingEvent$ } from '../../src/streams/events';
import { type OrderLiveView, type OrderNews, orderNews$ } from '../../src/streams/orderNews';
import { positionBatch$ } from '../../src/streams/positionBatches';
import { FakeSocket } from './fakeSocket';
import { vehicle } from './vehicleFixture';

const ORDER = 12;

const toll = (orderId: number): TollCrossed => ({
  seq: 30,
  orderId,
  vehicleNumber: 'RJ14GB1234',
  plazaName: 'Shahjahanpur',
  plazaCode: null,
  latitude: 27.9,
  longitude: 76.3,
  laneDirection: null,
  at: '2025-01-31T11:00:00Z',
});

/** The order's stream over a fake socket; the test answers each snapshot request when it chooses. */
const setup = () => {
  const socket = new FakeSocket();
  const calls: string[] = [];
  const snapshots: { resolve: (live: OrderLive) => void; reject: (error: Error) => void }[] = [];
  const watch = vi.fn(async () => {
    calls.push('watch');
  });
  const fetchSnapshot = vi.fn(
    () =>
      new Promise<OrderLive>((resolve, reject) => {
        calls.push('snapshot');
        snapshots.push({ resolve, reject });
      }),
  );
  const news: OrderNews[] = [];
  const subscription = orderNews$({
    orderId: ORDER,
    connection$: connectionState$(socket),
    positionBatch$: positionBatch$(socket, undefined, queueScheduler),
    tollCrossed$: trackingEvent$(socket, 'toll.crossed'),
    ewaybillUpdated$: trackingEvent$(socket, 'ewaybill.updated'),
    alertRaised$: trackingEvent$(socket, 'alert.raised'),
    watch,
    fetchSnapshot,
    retryDelayMs: 0,
  }).subscribe((item) => news.push(item));
  const view = (): OrderLiveView | undefined =>
    news.findLast((item): item is Extract<OrderNews, { type: 'state' }> => item.type === 'state')?.view;
  const others = () => news.filter((item) => item.type !== 'state').map((item) => item.type);
  const batch = (...vehicles: ReturnType<typeof vehicle>[]) =>
    socket.emit('position.batch', encodeVehicleColumns(Math.max(...vehicles.map((v) => v.seq)), vehicles));
  return { socket, calls, snapshots, watch, fetchSnapshot, news, subscription, view, others, batch };
};

describe('orderNews$', () => {
  it('joins the order room before reading its snapshot, on every (re)connect', async () => {
    const { socket, calls, snapshots, view } = setup();
    expect(view()).toMatchObject({ status: 'loading', connection: 'connecting', vehicle: null });
    socket.connect();
    await vi.waitFor(() => expect(calls).toEqual(['watch', 'snapshot']));
    snapshots[0]!.resolve({ seq: 20, vehicle: vehicle({ orderId: ORDER, seq: 18 }) });
    await vi.waitFor(() => expect(view()?.status).toBe('ready'));
    expect(view()?.vehicle?.seq).toBe(18);

    socket.drop();
    expect(view()?.connection).toBe('disconnected');
    socket.connect();
    await vi.waitFor(() => expect(calls).toEqual(['watch', 'snapshot', 'watch', 'snapshot']));
  });

  it("follows only its own order's deltas, newer than the snapshot, and says when the truck moved", async () => {
    const { socket, snapshots, view, others, batch } = setup();
    socket.connect();
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    snapshots[0]!.resolve({ seq: 20, vehicle: vehicle({ orderId: ORDER, seq: 18 }) });
    await vi.waitFor(() => expect(view()?.status).toBe('ready'));

    batch(vehicle({ orderId: ORDER, seq: 19, progress: 0.1 })); // already inside the snapshot
    batch(vehicle({ orderId: 99, seq: 21 })); // another truck on the same socket
    expect(view()?.vehicle?.seq).toBe(18);
    batch(vehicle({ orderId: ORDER, seq: 22, progress: 0.5 }));
    expect(view()?.vehicle).toMatchObject({ seq: 22, progress: 0.5 });
    batch(vehicle({ orderId: ORDER, seq: 22, progress: 0.5 })); // the same delta again
    expect(others()).toEqual(['resync', 'moved']);

    socket.drop();
    batch(vehicle({ orderId: ORDER, seq: 23 })); // while down: the resync's snapshot will bring it
    expect(view()?.vehicle?.seq).toBe(22);
  });

  it("passes its order's tolls, e-way bill changes and alerts, and asks for a resync on reconnect", async () => {
    const { socket, snapshots, others } = setup();
    socket.connect();
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    socket.emit('toll.crossed', toll(ORDER));
    socket.emit('toll.crossed', toll(99));
    socket.emit('toll.crossed', { ...toll(ORDER), plazaName: 7 }); // fails the shared schema
    socket.emit('alert.raised', {
      seq: 31,
      orderId: ORDER,
      orderNumber: 'ORD-0012',
      vehicleNumber: 'RJ14GB1234',
      kind: 'long_stop',
      at: '2025-01-31T11:10:00Z',
      message: 'Stopped for 45 minutes',
    });
    socket.drop();
    socket.emit('toll.crossed', toll(ORDER));
    socket.connect();
    // The first connect resyncs too: the screen's history was read before the room was joined.
    expect(others()).toEqual(['resync', 'toll.crossed', 'alert.raised', 'resync']);
  });

  it('keeps the vehicle it has when a resync fails, and tries again', async () => {
    const { socket, snapshots, view } = setup();
    socket.connect();
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    snapshots[0]!.resolve({ seq: 20, vehicle: vehicle({ orderId: ORDER, seq: 18 }) });
    await vi.waitFor(() => expect(view()?.status).toBe('ready'));
    socket.drop();
    socket.connect();
    await vi.waitFor(() => expect(snapshots).toHaveLength(2));
    snapshots[1]!.reject(new Error('Server busy'));
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'ready', error: 'Server busy' }));
    expect(view()?.vehicle?.seq).toBe(18);
    await vi.waitFor(() => expect(snapshots).toHaveLength(3));
    snapshots[2]!.resolve({ seq: 40, vehicle: null }); // delivered meanwhile: off the board
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'ready', error: null, vehicle: null }));
  });

  it('stops listening when the screen closes', () => {
    const { socket, subscription } = setup();
    socket.connect();
    subscription.unsubscribe();
    expect(socket.listenerCount).toBe(0);
  });
});
