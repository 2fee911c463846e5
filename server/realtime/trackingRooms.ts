import type { Server, Socket } from 'socket.io';
import { type WatchAck, WatchOrder } from '../../src/domain/schemas/tracking';
import { DIRECTIONS, type Direction } from '../../src/domain/statuses';
import { SHARE_HANDSHAKE_KEY, TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { SignedInUser } from '../auth/signedInUser';
import { HttpError } from '../errors/httpError';
import { mayTrack, trackableOrder } from '../tracking/orderAccess';
import { liveShareLink } from '../tracking/shareLinks';
import type { TrackingServices } from '../tracking/trackingServices';

/**
 * Rooms of live tracking. Vehicle data goes only to rooms a socket was put in after its user's checks, so
 * one tenant's sockets cannot hear another's:
 * - `industry:<id>:<direction>`: the board feed of users who may track that direction across the industry;
 * - `plant:<id>:<direction>`: the same for plant users (type 4), per plant of theirs;
 * - `order:<id>`: joined on request (`tracking.watch`) after the same checks as GET …/orders/:id/track;
 * - `share:<token>`: public viewers, in the `/share` namespace, which holds nothing else.
 */
export const industryFeedRoom = (industryId: number, direction: Direction) =>
  `industry:${industryId}:${direction}`;
export const plantFeedRoom = (plantId: number, direction: Direction) => `plant:${plantId}:${direction}`;
export const orderRoom = (orderId: number) => `order:${orderId}`;
export const shareRoom = (token: string) => `share:${token}`;
export const SHARE_NAMESPACE = '/share';

export interface ShareSocketData {
  share: { token: string; orderId: number; expiresAt: Date };
}

/** Local index of share viewers by order, so a flush finds them without scanning rooms. */
export type ShareViewers = Map<number, Map<string, Date>>;

function feedRooms(user: SignedInUser): string[] {
  if (user.industryId === null || user.userType === USER_TYPE.transporter) return [];
  const industryId = user.industryId;
  return DIRECTIONS.filter((d) => mayTrack(user, d)).flatMap((d) =>
    user.userType === USER_TYPE.plantUser
      ? user.plantIds.map((p) => plantFeedRoom(p, d))
      : [industryFeedRoom(industryId, d)],
  );
}

type Ack = (answer: WatchAck) => void;

export function installTrackingRooms(io: Server, services: TrackingServices): ShareViewers {
  io.on('connection', (socket: Socket) => {
    const user = (socket.data as { user?: SignedInUser }).user;
    if (!user) return;
    const rooms = feedRooms(user);
    if (rooms.length > 0) void socket.join(rooms);

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
    liveShareLink(services.db, token)
      .then((link) => {
        if (link === null) return next(new Error('share_link_unknown'));
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
      tokens.delete(token);
      if (tokens.size === 0) viewers.delete(orderId);
    });
  });
  return viewers;
}
