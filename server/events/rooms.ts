import type { Direction } from '../../src/domain/statuses';

/**
 * Every socket.io room of the app. A socket is put in rooms after its user's checks (see audience.ts), and
 * events are sent to rooms only, so a room's name is the whole of who may hear what is sent to it.
 */

/** The whole industry's news (requests, bids, orders): owners and staff; never plant users. */
export const industryRoom = (industryId: number) => `industry:${industryId}`;
/** One plant's news, for the plant users (type 4) of that plant. */
export const plantRoom = (plantId: number) => `plant:${plantId}`;
/** The tracking board feed of a direction across the industry, for users who may track that direction. */
export const industryFeedRoom = (industryId: number, direction: Direction) =>
  `industry:${industryId}:${direction}`;
/** The same feed for one plant, for plant users who may track that direction. */
export const plantFeedRoom = (plantId: number, direction: Direction) => `plant:${plantId}:${direction}`;
/** One order's tracking, joined on request (`tracking.watch`) after the checks of GET …/orders/:id/track. */
export const orderRoom = (orderId: number) => `order:${orderId}`;
/** What is addressed to one person (their notifications); also how all their sockets are found. */
export const userRoom = (userId: number) => `user:${userId}`;
/** A transporter company's sockets. */
export const transporterRoom = (transporterId: number) => `transporter:${transporterId}`;
/** The sockets opened with one bearer token (by its hash), so revoking the token closes exactly them. */
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/** Public viewers of share links live in their own namespace, which holds nothing else. */
export const SHARE_NAMESPACE = '/share';
/** A share link's viewers, in SHARE_NAMESPACE. */
export const shareRoom = (token: string) => `share:${token}`;
