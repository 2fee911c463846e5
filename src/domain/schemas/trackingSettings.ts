import { z } from 'zod';

const DAY_MINUTES = 1440;

/** Whole minutes in [min, DAY_MINUTES]; the messages name the field, since they show beside its input. */
const minutes = (what: string, min: number) =>
  z
    .number({ error: `Enter the ${what} in minutes` })
    .int(`Enter the ${what} in whole minutes`)
    .min(min, `The ${what} must be at least ${min} minutes`)
    .max(DAY_MINUTES, `The ${what} must be at most ${DAY_MINUTES} minutes (one day)`);

/**
 * An industry's alert thresholds as a user may set them. The floors keep the board quiet enough to read:
 * a GPS device reports every 10–60 s, a driver's phone every 5–15 min, and drivers rest 30–45 min; a day
 * is the ceiling, beyond which an alert no longer warns of anything.
 */
export const TrackingAlertThresholds = z.object({
  noSignalMinutes: minutes('time without a signal', 5),
  longStopMinutes: minutes('stop length', 10),
  offRouteKm: z
    .number({ error: 'Enter the distance from the route in km' })
    .min(0.5, 'The distance from the route must be at least 0.5 km')
    .max(100, 'The distance from the route must be at most 100 km')
    .multipleOf(0.1, 'Give the distance from the route to one decimal place'),
  lateGraceMinutes: z
    .number({ error: 'Enter the grace time in minutes' })
    .int('Enter the grace time in whole minutes')
    .min(0, 'The grace time cannot be negative')
    .max(DAY_MINUTES, `The grace time must be at most ${DAY_MINUTES} minutes (one day)`),
});
export type TrackingAlertThresholds = z.output<typeof TrackingAlertThresholds>;

// Stored values are answered as they are: a row written before these bounds existed must still be readable.
const StoredThresholds = z.object({
  noSignalMinutes: z.number(),
  longStopMinutes: z.number(),
  offRouteKm: z.number(),
  lateGraceMinutes: z.number(),
});

/** What GET, PUT and DELETE /api/settings/tracking-alerts answer. */
export const TrackingAlertSettings = z.object({
  thresholds: StoredThresholds,
  /** The product's defaults, which apply when the industry has saved none (and after a reset). */
  defaults: StoredThresholds,
  isDefault: z.boolean(),
  /** When the industry last saved its own values; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export type TrackingAlertSettings = z.output<typeof TrackingAlertSettings>;
