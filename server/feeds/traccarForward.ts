import type { TraccarForward } from '../../src/domain/schemas/feeds';
import { defined, feedTime, heading, isNullIsland, KMH_PER_KNOT, kmh, type Mapped } from './deviceFix';

/**
 * A Traccar server's forwarded position as a device fix: speed from knots, the fix time (not the device's
 * clock nor the server's), and the vehicle's own ignition and odometer (metres) kept. The device is tried by
 * its unique id (usually the IMEI), then by its name (fleets name devices after the truck's plate).
 */
export function fromTraccarForward({ position, device }: TraccarForward): Mapped {
  const at = feedTime(position.fixTime);
  if (at === null) return { ok: false, fields: { 'position.fixTime': 'An ISO time' } };
  if (position.valid === false)
    return { ok: false, fields: { 'position.valid': 'Traccar marks this position as not valid' } };
  if (isNullIsland(position.latitude, position.longitude))
    return { ok: false, fields: { 'position.latitude': 'The device has no position (0, 0)' } };
  const attributes = position.attributes ?? {};
  const odometerM = attributes.odometer;
  return {
    ok: true,
    fix: defined({
      deviceIds: device.name ? [device.uniqueId, device.name] : [device.uniqueId],
      at,
      latitude: position.latitude,
      longitude: position.longitude,
      speedKmh: kmh(position.speed, KMH_PER_KNOT),
      heading: heading(position.course),
      ignition: attributes.ignition,
      odometerKm: odometerM === undefined ? undefined : odometerM / 1000,
    }),
  };
}
