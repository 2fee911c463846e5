import { z } from 'zod';
import { type SchemaMessageKey, say, says } from '../../i18n/schemaMessages';
import { int32, real } from './storable';

const DAY_MINUTES = 1440;

/** Whole minutes in [min, DAY_MINUTES]; the messages name the field, since they show beside its input. */
const minutes = (what: 'noSignal' | 'longStop', min: number) => {
  const about = (key: SchemaMessageKey) => ({
    error: () => say(key, { what: say(`validation.schema.minutes.what.${what}`), min, max: DAY_MINUTES }),
  });
  return int32(min, DAY_MINUTES, {
    number: about('validation.schema.minutes.enter'),
    whole: about('validation.schema.minutes.whole'),
    min: about('validation.schema.minutes.min'),
    max: about('validation.schema.minutes.max'),
  });
};

/**
 * An industry's alert thresholds as a user may set them. The floors keep the board quiet enough to read:
 * a GPS device reports every 10–60 s, a driver's phone every 5–15 min, and drivers rest 30–45 min; a day
 * is the ceiling, beyond which an alert no longer warns of anything.
 */
export const TrackingAlertThresholds = z.object({
  noSignalMinutes: minutes('noSignal', 5),
  longStopMinutes: minutes('longStop', 10),
  offRouteKm: real(0.5, 100, {
    number: says('validation.schema.offRoute.enter'),
    min: says('validation.schema.offRoute.min'),
    max: says('validation.schema.offRoute.max'),
  }).multipleOf(0.1, says('validation.schema.offRoute.step')),
  lateGraceMinutes: int32(0, DAY_MINUTES, {
    number: says('validation.schema.grace.enter'),
    whole: says('validation.schema.grace.whole'),
    min: says('validation.schema.grace.min'),
    max: says('validation.schema.grace.max', { max: DAY_MINUTES }),
  }),
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
