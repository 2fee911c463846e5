import type { Server } from 'socket.io';
import type {
  AlertRaised,
  EwayBillUpdated,
  TollCrossed,
  VehicleState,
} from '../../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import type { TrackingChange } from '../tracking/trackingBus';
import type { TrackingServices } from '../tracking/trackingServices';
import { positionAudiences } from './positionAudiences';
import {
  industryFeedRoom,
  orderRoom,
  plantFeedRoom,
  SHARE_NAMESPACE,
  type ShareViewers,
  shareRoom,
} from './trackingRooms';

/** How often coalesced positions go out: four times a second is smooth on a map and cheap on the wire. */
export const FLUSH_MS = 250;
/** Node-to-node relay event (Redis adapter only). */
const RELAY = 'tracking.relay';

interface Relay {
  vehicles: { industryId: number; states: VehicleState[] }[];
  events: Exclude<TrackingChange, { type: 'vehicle' }>[];
}

/**
 * Fan-out from the tracking bus to sockets. Vehicle states are coalesced latest-per-order and flushed every
 * FLUSH_MS as volatile `position.batch`, one per socket per flush (see positionAudiences.ts); tolls, e-way
 * bills and alerts go at once, reliably. Every node delivers to its own sockets only (`io.local`): with the
 * Redis adapter the node that ingested relays what it has to the others in one message per flush, instead of
 * one adapter message per room.
 */
export function attachTrackingFanout(
  io: Server,
  services: TrackingServices,
  viewers: ShareViewers,
  options: { clustered: boolean; flushMs?: number },
): { stop(): void } {
  const share = io.of(SHARE_NAMESPACE);
  const pending = new Map<number, Map<number, VehicleState>>();
  let events: Relay['events'] = [];

  const subscription = services.bus.subscribe((changes) => {
    for (const c of changes) {
      if (c.type === 'vehicle') {
        const byOrder = pending.get(c.industryId) ?? new Map<number, VehicleState>();
        byOrder.set(c.state.orderId, c.state);
        pending.set(c.industryId, byOrder);
      } else events.push(c);
    }
    // Reliable events should not wait for the position timer.
    if (events.length > 0) {
      const relay: Relay = { vehicles: [], events };
      events = [];
      send(relay);
    }
  });

  function send(relay: Relay) {
    deliver(relay);
    if (options.clustered) io.serverSideEmit(RELAY, relay);
  }

  io.on(RELAY, (relay: Relay) => deliver(relay));

  function deliver(relay: Relay) {
    for (const { industryId, states } of relay.vehicles) deliverVehicles(industryId, states);
    for (const e of relay.events) deliverEvent(e);
  }

  function deliverVehicles(industryId: number, states: VehicleState[]) {
    const batch = (list: VehicleState[]) => ({
      seq: list.reduce((max, v) => Math.max(max, v.seq), 0),
      vehicles: list,
    });
    const groups = new Map<string, VehicleState[]>();
    const add = (room: string, v: VehicleState) => {
      const list = groups.get(room) ?? [];
      list.push(v);
      groups.set(room, list);
    };
    const now = Date.now();
    for (const v of states) {
      add(industryFeedRoom(industryId, v.direction), v);
      add(plantFeedRoom(v.plantId, v.direction), v);
      if (io.sockets.adapter.rooms.has(orderRoom(v.orderId))) add(orderRoom(v.orderId), v);
      for (const [token, expiresAt] of viewers.get(v.orderId) ?? []) {
        if (expiresAt.getTime() <= now) closeShare(token);
        else share.local.to(shareRoom(token)).volatile.emit(TRACKING_EVENTS.positionBatch, batch([v]));
      }
    }
    for (const { sockets, vehicles } of positionAudiences(groups, (room) =>
      io.sockets.adapter.rooms.get(room),
    ))
      io.local.to(sockets).volatile.emit(TRACKING_EVENTS.positionBatch, batch(vehicles));
  }

  function deliverEvent(e: Relay['events'][number]) {
    if (e.type === 'share_revoked') return closeShare(e.token);
    const payload: TollCrossed | EwayBillUpdated | AlertRaised = e.event;
    const name =
      e.type === 'toll'
        ? TRACKING_EVENTS.tollCrossed
        : e.type === 'ewaybill'
          ? TRACKING_EVENTS.ewaybillUpdated
          : TRACKING_EVENTS.alertRaised;
    const rooms = [
      orderRoom(payload.orderId),
      industryFeedRoom(e.industryId, e.direction),
      plantFeedRoom(e.plantId, e.direction),
    ];
    io.local.to(rooms).emit(name, payload);
    // The public link shows the trip and its tolls, not the shipper's alerts or tax papers.
    if (e.type === 'toll')
      for (const token of viewers.get(payload.orderId)?.keys() ?? [])
        share.local.to(shareRoom(token)).emit(name, payload);
  }

  function closeShare(token: string) {
    share.local.in(shareRoom(token)).disconnectSockets(true);
  }

  const timer = setInterval(() => {
    if (pending.size === 0) return;
    const relay: Relay = {
      vehicles: [...pending].map(([industryId, byOrder]) => ({ industryId, states: [...byOrder.values()] })),
      events: [],
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
