import { z } from 'zod';
import { DRIVER_MILESTONES } from '../driverMilestones';
import { DIRECTIONS, ORDER_STATUSES } from '../statuses';
import { instant, real, real4, text } from './storable';

/**
 * The driver's link (server/http/tracking/driverLinkRoutes.ts): what the driver's page reads, the fixes,
 * milestones and proof of delivery it sends, and what the shipper gets when a link is made.
 */

/** The most fixes one post may carry: a phone offline for hours sends its queue in several posts. */
export const MAX_DRIVER_FIXES = 500;

const Place = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

/** One reading of the phone's geolocation, named by the page so a resent queue is stored once. */
export const DriverFix = z.object({
  id: text(100).trim().min(1),
  recordedAt: instant(),
  latitude: real(-90, 90),
  longitude: real(-180, 180),
  /** The phone's own estimate of its error, in metres. */
  accuracyM: real(0, 50_000).optional(),
  /** Metres per second as the Geolocation API gives it; stored as km/h. */
  speedMps: real4(0, 60).optional(),
  heading: real4(0, 360).optional(),
});
export type DriverFix = z.infer<typeof DriverFix>;

export const DriverFixBatch = z.object({
  fixes: z.array(DriverFix).min(1).max(MAX_DRIVER_FIXES),
});
export type DriverFixBatch = z.infer<typeof DriverFixBatch>;

export const DriverMilestoneInput = z.object({ milestone: z.enum(DRIVER_MILESTONES) });
export type DriverMilestoneInput = z.infer<typeof DriverMilestoneInput>;

export const DriverMilestoneState = z.object({
  milestone: z.enum(DRIVER_MILESTONES),
  /** Whether the order's lifecycle lets the driver mark it now. */
  available: z.boolean(),
  /** When the driver marked it, if they did. */
  doneAt: z.string().nullable(),
});

/** GET /api/driver/:token — the trip as its driver sees it. */
export const DriverTrip = z.object({
  orderNumber: z.string(),
  direction: z.enum(DIRECTIONS),
  status: z.enum(ORDER_STATUSES),
  vehicleNumber: z.string().nullable(),
  driverName: z.string().nullable(),
  origin: Place,
  destination: Place,
  /** Where the truck goes next: the pickup until it has left it, then the destination. */
  nextStop: z.enum(['pickup', 'destination']),
  milestones: z.array(DriverMilestoneState),
  /** Whether a POD photo would confirm the delivery now. */
  podAccepted: z.boolean(),
  expiresAt: z.string(),
});
export type DriverTrip = z.infer<typeof DriverTrip>;

/** POST /api/orders/:id/driver-link — a new link, sent to the driver; the one before it stops working. */
export const DriverLinkIssued = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** The mobile it was sent to. */
  sentTo: z.string(),
});
export type DriverLinkIssued = z.infer<typeof DriverLinkIssued>;
