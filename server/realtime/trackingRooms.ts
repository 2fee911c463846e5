import type { Server, Socket } from 'socket.io';
import type { WatchAck } from '../../src/domain/schemas/tracking';
import { WatchOrder } from '../../src/domain/schemas/trackingQueries';
import { SHARE_HANDSHAKE_KEY, TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import type { SignedInUser } from '../auth/signedInUser';
import { HttpError } from '../errors/httpError';
import { orderRoom, SHARE_NAMESPACE, shareRoom } from '../events/rooms';
import { trackableOrder } from '../tracking/orderAccess';
import { liveShareLink } from '../tracking/shareLinks';
import type { TrackingServices } from '../tracking/trackingServices';

export interface ShareSocketData {
  share: { token: string; orderId: number; expiresAt: Date };
}

/** Local index of share viewers by order, so a flush finds them without scanning rooms. */
export type ShareViewers = Map<number, Map<string, Date>>;

type Ack = (answer: WatchAck) => void;

/**
 * The rooms a socket asks for: `tracking.watch` puts it in `order:<id>` after the same checks as
 * GET …/orders/:id/track; share-link viewers join `share:<token>` in the `/share` namespace.
 */
export function installTrackingRooms(io: Server, services: TrackingServices): ShareViewers {
  io.on('connection', (socket: Socket) => {
    const user = (socket.data as { user?: SignedInUser }).user;
    if (!user) return;

    socket.on(TRACKING_EVENTS.watch, (payload: unknown, ack: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      const parsed = WatchOrder.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'Send {orderId}' });
      trackableOrder(services.db, user, parsed.data.orderId)
        .then(async (order) => {
          await socket.join(orderRoom(order.id));
          reply({ ok: true });
        })
        .catch((error: unknown) =>
          reply({
            ok: false,
            error: error instanceof HttpError ? error.message : 'Could not watch this order',
          }),
        );
    });
    socket.on(TRACKING_EVENTS.unwatch, (payload: unknown, ack: unknown) => {
      const parsed = WatchOrder.safeParse(payload);
      if (parsed.success) void socket.leave(orderRoom(parsed.data.orderId));
      if (typeof ack === 'function') (ack as Ack)({ ok: true });
    });
  });

  const viewers: ShareViewers = new Map();
  const share = io.of(SHARE_NAMESPACE);
  share.use((socket, next) => {
    const token: unknown = socket.handshake.auth[SHARE_HANDSHAKE_KEY];
    if (typeof token !== 'string' || token.length === 0) return next(new Error('share_link_unknown'));
    liveShareLink(services.db, token, services.clock.now())
      .then((link) => {
        if (link === null || (link !== 'dead' && link.kind === 'driver'))
          return next(new Error('share_link_unknown'));
        if (link === 'dead') return next(new Error('share_link_expired'));
        (socket.data as ShareSocketData).share = { token, orderId: link.orderId, expiresAt: link.expiresAt };
        next();
      })
      .catch(next);
  });
  share.on('connection', (socket) => {
    const { token, orderId, expiresAt } = (socket.data as ShareSocketData).share;
    void socket.join(shareRoom(token));
    const tokens = viewers.get(orderId) ?? new Map<string, Date>();
    tokens.set(token, expiresAt);
    viewers.set(orderId, tokens);
    socket.on('disconnect', () => {
      if (share.adapter.rooms.get(shareRoom(token))?.size) return;
      // The order's viewers as they are now, not as this socket found them: a set emptied and replaced since
      // must not take a newer viewer's entry with it.
      const current = viewers.get(orderId);
      current?.delete(token);
      if (current?.size === 0) viewers.delete(orderId);
    });
  });
  return viewers;
}
