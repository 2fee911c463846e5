import {
  OsmAndParams,
  type TraccarClientBody,
  type TraccarClientLocation,
} from '../../src/domain/schemas/feeds';
import {
  defined,
  feedTime,
  heading,
  isNullIsland,
  issueFields,
  KMH_PER_KNOT,
  KMH_PER_MPS,
  kmh,
  type Mapped,
} from './deviceFix';

/**
 * The OsmAnd fields of a request, from its query string and form body together (Traccar Client sends them in
 * the query of a POST, other apps in a form body or a GET), with the protocol's other names folded in:
 * `deviceid` for `id`, `heading` for `bearing`, `location` ("lat,lon") for `lat` and `lon`.
 */
export function osmAndFields(...sources: readonly Record<string, unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const source of sources)
    for (const [name, value] of Object.entries(source)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === 'string' && name !== 'key') fields[name] = text;
    }
  if (fields.id === undefined && fields.deviceid !== undefined) fields.id = fields.deviceid;
  if (fields.bearing === undefined && fields.heading !== undefined) fields.bearing = fields.heading;
  if (fields.location !== undefined && (fields.lat === undefined || fields.lon === undefined)) {
    const [lat, lon] = fields.location.split(',');
    if (lat !== undefined && lon !== undefined) {
      fields.lat = lat;
      fields.lon = lon;
    }
  }
  return fields;
}

/**
 * Why a fix of cell towers or Wi-Fi networks alone is refused: Traccar would ask a geolocation service where
 * they are; Freightdesk places a truck only where its GPS says.
 */
export const NO_POSITION_ONLY_NETWORKS =
  'This fix has only cell towers or Wi-Fi networks, no latitude and longitude, so it cannot be placed on the ' +
  'map: turn on the device’s GPS (its location setting) so that it sends lat and lon';

/** An OsmAnd fix (query or form fields) as a device fix: speed from knots, time from any of its spellings. */
export function fromOsmAnd(fields: Record<string, string>, now: Date): Mapped {
  if (fields.lat === undefined && fields.lon === undefined && (fields.cell ?? fields.wifi) !== undefined)
    return { ok: false, fields: { lat: NO_POSITION_ONLY_NETWORKS } };
  const parsed = OsmAndParams.safeParse(fields);
  if (!parsed.success) return { ok: false, fields: issueFields(parsed.error) };
  const p = parsed.data;
  const at = p.timestamp === undefined ? now : feedTime(p.timestamp);
  if (at === null)
    return { ok: false, fields: { timestamp: 'Unix seconds or milliseconds, or an ISO time' } };
  if (p.valid === false) return { ok: false, fields: { valid: 'The device marks this fix as not valid' } };
  if (isNullIsland(p.lat, p.lon)) return { ok: false, fields: { lat: 'The device has no position (0, 0)' } };
  return {
    ok: true,
    fix: defined({
      deviceIds: [p.id],
      at,
      latitude: p.lat,
      longitude: p.lon,
      speedKmh: kmh(p.speed, KMH_PER_KNOT),
      heading: heading(p.bearing),
      ignition: p.ignition,
      odometerKm: p.odometer === undefined ? undefined : p.odometer / 1000,
    }),
  };
}

/** The locations of Traccar Client's JSON body, each a device fix (speed from m/s). */
export function fromTraccarClient(body: TraccarClientBody): Mapped[] {
  const locations = Array.isArray(body.location) ? body.location : [body.location];
  return locations.map((location) => fromClientLocation(body.device_id, location));
}

function fromClientLocation(deviceId: string, location: TraccarClientLocation): Mapped {
  const at = feedTime(location.timestamp);
  if (at === null) return { ok: false, fields: { 'location.timestamp': 'An ISO time' } };
  const { coords } = location;
  if (isNullIsland(coords.latitude, coords.longitude))
    return { ok: false, fields: { 'location.coords': 'The device has no position (0, 0)' } };
  return {
    ok: true,
    fix: defined({
      deviceIds: [deviceId],
      at,
      latitude: coords.latitude,
      longitude: coords.longitude,
      speedKmh: kmh(coords.speed, KMH_PER_MPS),
      heading: heading(coords.heading),
      odometerKm: location.odometer === undefined ? undefined : location.odometer / 1000,
    }),
  };
}
