import { z } from 'zod';
import { text } from './storable';

/**
 * The published formats of real GPS feeds, as their clients send them (server/feeds maps them onto the
 * canonical GPS fix). Field names and units are the formats' own: OsmAnd speed is in knots, Traccar Client's
 * JSON speed in m/s, a Traccar server's forwarded speed in knots. The API speaks English to integrators.
 */

const deviceId = text(100).trim().min(1, 'Required');
/** A number written as text (a query string or form field). */
const decimal = z
  .string()
  .trim()
  .refine((v) => v !== '' && Number.isFinite(Number(v)), 'A number')
  .transform(Number);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * OsmAnd: the query string or form fields Traccar Client, OsmAnd and many trackers send. `deviceid` is another
 * name for `id`, `location` ("lat,lon") for `lat` and `lon`, `heading` for `bearing`; `timestamp` is Unix
 * seconds, milliseconds or an ISO time (the time of arrival when absent, as Traccar does).
 */
export const OsmAndParams = z.object({
  id: deviceId,
  lat: decimal,
  lon: decimal,
  timestamp: text(40).trim().optional(),
  speed: decimal.optional(),
  bearing: decimal.optional(),
  altitude: decimal.optional(),
  accuracy: decimal.optional(),
  hdop: decimal.optional(),
  batt: decimal.optional(),
  valid: flag.optional(),
  ignition: flag.optional(),
  /** Metres, as Traccar keeps it. */
  odometer: decimal.optional(),
});
export type OsmAndParams = z.output<typeof OsmAndParams>;

/** The query of the OsmAnd route as documented: the fields above, each optional here (a POST may carry them in its body), and the key. */
export const OsmAndQuery = z.looseObject({
  key: z.string().optional().describe('The ingest key, for clients that cannot send the x-api-key header'),
  id: z.string().optional().describe('The device identifier (Traccar Client: "Device identifier")'),
  deviceid: z.string().optional(),
  lat: z.string().optional(),
  lon: z.string().optional(),
  location: z.string().optional().describe('"lat,lon" instead of lat and lon'),
  timestamp: z.string().optional().describe('Unix seconds or milliseconds, or an ISO time'),
  speed: z.string().optional().describe('Knots'),
  bearing: z.string().optional().describe('Degrees from north'),
  heading: z.string().optional(),
  altitude: z.string().optional().describe('Metres'),
  accuracy: z.string().optional().describe('Metres'),
  hdop: z.string().optional(),
  batt: z.string().optional().describe('Battery level, per cent'),
  cell: z
    .string()
    .optional()
    .describe(
      'A cell tower (mcc,mnc,lac,cid[,signal]); a fix of towers or Wi-Fi alone, without lat and lon, is refused',
    ),
  wifi: z.string().optional().describe('A Wi-Fi network (mac,signal); see cell'),
});

const coordinate = z.number();
/** Traccar Client (version 9 on) posts JSON; -1 means "not known" for speed and heading. */
export const TraccarClientLocation = z.object({
  timestamp: text(40).trim().min(1, 'Required'),
  coords: z.object({
    latitude: coordinate,
    longitude: coordinate,
    /** Metres per second. */
    speed: z.number().optional(),
    heading: z.number().optional(),
    altitude: z.number().optional(),
    accuracy: z.number().optional(),
  }),
  is_moving: z.boolean().optional(),
  /** Metres. */
  odometer: z.number().optional(),
  battery: z.object({ level: z.number().optional(), is_charging: z.boolean().optional() }).optional(),
  event: z.string().optional(),
});
export type TraccarClientLocation = z.infer<typeof TraccarClientLocation>;

export const TraccarClientBody = z.object({
  device_id: deviceId,
  /** One location, or several when the client sends what it kept while offline. */
  location: z.union([TraccarClientLocation, z.array(TraccarClientLocation).min(1).max(500)]),
});
export type TraccarClientBody = z.infer<typeof TraccarClientBody>;

/** A Traccar server's position forwarding (`forward.url` with `forward.json`). */
export const TraccarForward = z.object({
  position: z.object({
    deviceId: z.number().optional(),
    fixTime: text(40).trim().min(1, 'Required'),
    deviceTime: z.string().optional(),
    latitude: coordinate,
    longitude: coordinate,
    /** Knots. */
    speed: z.number().optional(),
    course: z.number().optional(),
    altitude: z.number().optional(),
    accuracy: z.number().nullable().optional(),
    valid: z.boolean().optional(),
    attributes: z
      .looseObject({
        ignition: z.boolean().optional(),
        /** Metres. */
        odometer: z.number().optional(),
      })
      .optional(),
  }),
  device: z.looseObject({
    id: z.number().optional(),
    name: text(100).optional(),
    uniqueId: deviceId,
  }),
});
export type TraccarForward = z.infer<typeof TraccarForward>;
