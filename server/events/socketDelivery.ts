import type { Server } from 'socket.io';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import type { Clock } from '../clock';
import type { AppMetrics } from '../operations/metrics';
import type { ShareViewers } from '../realtime/trackingRooms';
import { feedRooms, newsRooms } from './audience';
import type { DomainEvent } from './domainEvents';
import type { EventBus } from './eventBus';
import { OwedPositions } from './owedPositions';
import { positionAudiences } from './positionAudiences';
import { positionBatches } from './positionBatches';
import { orderRoom, SHARE_NAMESPACE, sessionRoom, shareRoom, transporterRoom, userRoom } from './rooms';

/** How often coalesced positions go out: four times a second is smooth on a map and cheap on the wire. */
export const FLUSH_MS = 250;
/** Node-to-node relay event (Redis adapter only). */
const RELAY = 'events.relay';

type Immediate = Exclude<DomainEvent, { type: 'vehicle' | 'invoice.status' }>;

interface Relay {
  vehicles: { industryId: number; states: VehicleState[] }[];
  events: Immediate[];
  /** When the oldest change it carries was published (epoch ms): the fan-out lag is measured from here. */
  publishedAt: number;
}

const TRACKING_NAMES = {
  toll: TRACKING_EVENTS.tollCrossed,
  ewaybill: TRACKING_EVENTS.ewaybillUpdated,
  alert: TRACKING_EVENTS.alertRaised,
} as const;

/**
 * From the event bus to sockets, by the rooms of audience.ts. Vehicle states are coalesced latest-per-order
 * and flushed every FLUSH_MS as `position.batch` messages of a few hundred vehicles, column by column
 * (positionBatches.ts), to each socket that is not still writing the flush before (positionAudiences.ts); a
 * socket skipped gets what it missed, the latest per order, with a later flush (owedPositions.ts). Everything
 * else goes at once, reliably. Every node delivers to its own sockets only (`io.local`): with the
 * Redis adapter the node where the change happened relays it to the others in one message per flush (and
 * one per committed transaction for the rest), instead of one adapter message per room.
 */
export function attachSocketDelivery(
  io: Server,
  bus: EventBus,
  viewers: ShareViewers,
  options: {
    clustered: boolean;
    /** The server's clock: a share link stops at its expiry by it. */
    clock: Pick<Clock, 'now'>;
    flushMs?: number;
    metrics?: Pick<AppMetrics, 'fanoutLag'>;
  },
): { stop(): void } {
  const share = io.of(SHARE_NAMESPACE);
  const pending = new Map<number, Map<number, VehicleState>>();
  /** When the oldest position waiting for the flush was published. */
  let pendingSince = 0;

  const subscription = bus.published$.subscribe((events) => {
    // Fan-out lag is real time between nodes, not the clock's: it is measured by the system's wall clock.
    const publishedAt = Date.now();
    const immediate: Immediate[] = [];
    for (const e of events) {
      if (e.type === 'vehicle') {
        if (pending.size === 0) pendingSince = publishedAt;
        const byOrder = pending.get(e.industryId) ?? new Map<number, VehicleState>();
        byOrder.set(e.state.orderId, e.state);
        pending.set(e.industryId, byOrder);
      } else if (e.type !== 'invoice.status') immediate.push(e); // integrators' news only (server/webhooks)
    }
    // Reliable events do not wait for the position timer.
    if (immediate.length > 0) send({ vehicles: [], events: immediate, publishedAt });
  });

  function send(relay: Relay) {
    deliver(relay);
    if (options.clustered) io.serverSideEmit(RELAY, relay);
  }

  io.on(RELAY, (relay: Relay) => deliver(relay));

  function deliver(relay: Relay) {
    for (const { industryId, states } of relay.vehicles) deliverVehicles(industryId, states);
    for (const e of relay.events) deliverEvent(e);
    const lag = (Date.now() - relay.publishedAt) / 1000;
    options.metrics?.fanoutLag(relay.vehicles.length > 0 ? 'positions' : 'events', lag);
  }

  /**
   * A socket still writing the last flush skips this one and is owed it, the latest per order. Decided once
   * per flush here, not by socket.io's volatile flag, which decides per message: of a flush in several
   * messages, it would send the first and drop the rest, and owe nothing.
   */
  const writable = (id: string) => io.sockets.sockets.get(id)?.conn.transport.writable === true;
  const owed = new OwedPositions();

  /** Sends `vehicles` to `sockets` (all writable), with what each was owed from the flushes it skipped. */
  function sendPositions(sockets: string[], vehicles: readonly VehicleState[]) {
    if (sockets.length === 0) return;
    for (const batch of positionBatches(vehicles))
      io.local.to(sockets).emit(TRACKING_EVENTS.positionBatch, batch);
    for (const socket of sockets) {
      const missed = owed.settle(socket, vehicles);
      for (const batch of positionBatches(missed))
        io.local.to(socket).emit(TRACKING_EVENTS.positionBatch, batch);
    }
  }

  /** Pays what is owed to sockets that can take it now, and forgets the sockets gone. */
  function payOwed() {
    for (const socket of owed.sockets()) {
      if (!io.sockets.sockets.has(socket)) owed.forget(socket);
      else if (writable(socket)) sendPositions([socket], []);
    }
  }

  function deliverVehicles(industryId: number, states: VehicleState[]) {
    const groups = new Map<string, VehicleState[]>();
    const add = (room: string, v: VehicleState) => {
      const list = groups.get(room) ?? [];
      list.push(v);
      groups.set(room, list);
    };
    const now = options.clock.now().getTime();
    for (const v of states) {
      for (const room of feedRooms({ industryId, plantId: v.plantId }, v.direction)) add(room, v);
      if (io.sockets.adapter.rooms.has(orderRoom(v.orderId))) add(orderRoom(v.orderId), v);
      for (const [token, expiresAt] of viewers.get(v.orderId) ?? []) {
        if (expiresAt.getTime() <= now) closeShare(token);
        else
          share.local
            .to(shareRoom(token))
            .volatile.emit(TRACKING_EVENTS.positionBatch, encodeVehicleColumns(v.seq, [v]));
      }
    }
    for (const { sockets, vehicles } of positionAudiences(groups, (room) =>
      io.sockets.adapter.rooms.get(room),
    )) {
      owed.skip(
        sockets.filter((id) => !writable(id)),
        vehicles,
      );
      sendPositions(sockets.filter(writable), vehicles);
    }
  }

  function deliverEvent(e: Immediate) {
    switch (e.type) {
      case 'share.revoked':
        return closeShare(e.token);
      case 'sessions.ended':
        if (e.tokenHashes.length > 0) io.local.in(e.tokenHashes.map(sessionRoom)).disconnectSockets(true);
        return;
      case 'notification.new':
      case 'announcement.posted':
      case 'announcement.removed':
        if (e.userIds.length > 0) io.local.to(e.userIds.map(userRoom)).emit(e.type, e.payload);
        return;
      case 'bid.placed':
      case 'bid.withdrawn':
        return void io.local.to(newsRooms(e)).emit(e.type, e.payload);
      case 'offer.changed':
      case 'offer.decided':
      case 'invoice.changed':
        if (e.transporterIds.length > 0)
          io.local.to(e.transporterIds.map(transporterRoom)).emit(e.type, e.payload);
        return;
      case 'order.status':
      case 'order.accepted':
        // Also to the order's watchers (an order page follows its order without the industry's news) and to
        // its carrier's room, where the transporter's portal keeps its orders current.
        return void io.local
          .to([...newsRooms(e), orderRoom(e.payload.orderId), transporterRoom(e.transporterId)])
          .emit(e.type, e.payload);
      default: {
        const name = TRACKING_NAMES[e.type];
        io.local.to([orderRoom(e.event.orderId), ...feedRooms(e, e.direction)]).emit(name, e.event);
        // The public link shows the trip and its tolls, not the shipper's alerts or tax papers.
        if (e.type === 'toll')
          for (const token of viewers.get(e.event.orderId)?.keys() ?? [])
            share.local.to(shareRoom(token)).emit(name, e.event);
      }
    }
  }

  function closeShare(token: string) {
    share.local.in(shareRoom(token)).disconnectSockets(true);
  }

  const timer = setInterval(() => {
    payOwed();
    if (pending.size === 0) return;
    const relay: Relay = {
      vehicles: [...pending].map(([industryId, byOrder]) => ({ industryId, states: [...byOrder.values()] })),
      events: [],
      publishedAt: pendingSince,
    };
    pending.clear();
    send(relay);
  }, options.flushMs ?? FLUSH_MS);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      subscription.unsubscribe();
    },
  };
}
