import { and, eq, isNull } from 'drizzle-orm';
import { tripEnded } from '../../src/domain/driverMilestones';
import type { DriverLinkIssued } from '../../src/domain/schemas/driverLink';
import { newSecret } from '../auth/secrets';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { shareLinks } from '../db/schema/orders';
import { conflict, HttpError, notFound } from '../errors/httpError';
import { translatorFor } from '../i18n/translator';
import type { TextMessenger } from '../messaging/textMessenger';
import { findOrderOfIndustry, type OrderRecord } from '../orders/orderRecord';
import { createShareLink, type LiveShareLink, liveShareLink } from './shareLinks';

/**
 * A driver's link is a share link of kind `driver` (shareLinks.ts: a random token stored as its hash), aimed
 * at one order of one industry. It dies with the trip: once the order is delivered, closed, rejected or
 * cancelled it answers as expired, whatever its date. The date only bounds a trip that never ends.
 */
const DRIVER_LINK_MS = 30 * 24 * 3_600_000;

export interface DriverLinkDeps {
  db: Database;
  messenger: TextMessenger;
  publicUrl: string;
  clock: Pick<Clock, 'now'>;
}

/** The page a driver opens: the app uses hash routing, so the token sits after `#/`. */
export const driverLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/#/driver/${encodeURIComponent(token)}`;

export const driverLinkExpired = () =>
  new HttpError(410, 'not_found', 'This driver link has expired: the trip is over or a newer link was sent');
const unknownDriverLink = () => notFound('This driver link');

/**
 * Makes a new link for the order's driver, revoking the ones before it (a driver changed, a message lost),
 * and sends it to the driver's mobile, worded in English and Hindi since the driver's language is not known.
 */
export async function issueDriverLink(deps: DriverLinkDeps, order: OrderRecord): Promise<DriverLinkIssued> {
  if (order.trackingMethod !== 'driverApp')
    throw conflict('This order is not tracked by the driver link: choose it as the tracking method first');
  if (!order.driverPhone || !order.vehicleNumber) throw conflict('Assign the vehicle and driver first');
  if (tripEnded(order.status)) throw conflict('The trip is over: a driver link would not work');
  const now = deps.clock.now();
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + DRIVER_LINK_MS);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(
        and(eq(shareLinks.orderId, order.id), eq(shareLinks.kind, 'driver'), isNull(shareLinks.revokedAt)),
      );
    await createShareLink(tx, {
      token,
      orderId: order.id,
      industryId: order.industryId,
      kind: 'driver',
      expiresAt,
    });
  });
  const url = driverLinkUrl(deps.publicUrl, token);
  const words = { number: order.number, vehicle: order.vehicleNumber, link: url };
  await deps.messenger.send({
    purpose: 'driverLink',
    to: order.driverPhone,
    text: ['en', 'hi'].map((language) => translatorFor(language).t('driver.message', words)).join('\n'),
    link: url,
  });
  return { url, expiresAt: expiresAt.toISOString(), sentTo: order.driverPhone };
}

export interface DriverLinkOrder {
  link: LiveShareLink;
  order: OrderRecord;
}

/**
 * The order a driver's token opens, read (or locked, inside a transaction) within the link's own industry:
 * 404 for a token that never was a driver link (a consignee's share link included), 410 once it is dead.
 */
export async function driverLinkOrder(
  db: Queryable,
  token: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<DriverLinkOrder> {
  const link = await liveShareLink(db, token, now);
  if (link === null) throw unknownDriverLink();
  if (link === 'dead') throw driverLinkExpired();
  if (link.kind !== 'driver') throw unknownDriverLink();
  const order = await findOrderOfIndustry(db, link.industryId, link.orderId, options);
  if (tripEnded(order.status)) throw driverLinkExpired();
  return { link, order };
}
