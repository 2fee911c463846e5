import { withImeiCheckDigit } from '../../../src/domain/imei';
import { type DrivenHistory, driveHistory } from '../../sim/drivenHistory';
import { writeDrivenHistory } from '../../sim/historyWriter';
import { loadSimFleet } from '../../sim/simFleet';
import { devices, simConsents } from '../schema/tracking';
import { insertAll } from './batch';
import { DAY_MS, HOUR_MS, type SeedContext } from './context';
import { ensureDemoIngestKey } from './demoIngestKey';
import { seedEwayBills } from './ewayBills';
import type { SeededOrder } from './orders';

const ON_THE_ROAD = new Set(['gate_out', 'in_transit', 'at_gate', 'gate_in', 'unloading']);
/** A driver's consent is asked when the vehicle is named and must be given before the truck leaves. */
const BEFORE_DEPARTURE = new Set(['vehicle_assigned', 'at_gate', 'gate_in', 'loading']);
const PAST_DEPARTURE = new Set(['gate_out', 'in_transit', 'unloading']);
const TRIP_OVER = new Set(['delivered', 'invoiced', 'closed']);
/** Makers of AIS-140 trackers sold in India. */
const DEVICE_VENDORS = ['iTriangle Infotech', 'Rosmerta Autotech', 'Atlanta Systems', 'Trinetra Wireless'];

/**
 * GPS devices (some issued to trucks on the road, some back with the admin), SIM consents for
 * SIM-tracked orders, e-way bills for moving orders, and the track every moving truck has driven so far
 * (its fixes, halts and toll crossings, as the simulator would have driven it), which the simulator goes on from.
 */
export async function seedTrackingSources(
  ctx: SeedContext,
  industryId: number,
  orderList: readonly SeededOrder[],
): Promise<void> {
  await ensureDemoIngestKey(ctx.db, industryId);
  const live = orderList.filter((o) => o.vehicleNumber && ON_THE_ROAD.has(o.status));
  const gpsOrders = live.filter((o) => o.trackingMethod === 'gps');
  // Trucks whose GPS trip is over keep their device until the plant sends it back.
  const finishedGps = orderList.filter(
    (o) => o.trackingMethod === 'gps' && o.vehicleNumber && TRIP_OVER.has(o.status),
  );
  const deviceRows = Array.from({ length: Math.max(30, gpsOrders.length + 10) }, (_, i) => {
    const spare = i - gpsOrders.length;
    const order = gpsOrders[i] ?? (spare % 4 === 1 ? finishedGps[Math.floor(spare / 4)] : undefined);
    const status = order
      ? ('issued' as const)
      : spare % 4 === 0
        ? ('sent_back' as const)
        : ('with_admin' as const);
    return {
      industryId,
      // Luhn-checked, as the device form checks them; derived from the index, so the seed stays the same.
      imei: withImeiCheckDigit(`86${String(412_345_678_901 + i * 73_856_093).slice(-12)}`),
      label: `GPS-${String(i + 1).padStart(3, '0')}`,
      simNumber:
        i % 3 === 0
          ? `9${String(100_000_000 + i * 7_368_787).slice(-9)}`
          : `5${String(700_000_000_000 + i * 104_729).slice(0, 12)}`,
      vendorName: DEVICE_VENDORS[i % DEVICE_VENDORS.length]!,
      vehicleNumber: order?.vehicleNumber ?? null,
      status,
      orderId: order?.id ?? null,
    };
  });
  await insertAll(ctx.db, devices, deviceRows);

  await insertAll(
    ctx.db,
    simConsents,
    orderList
      .filter((o) => o.trackingMethod === 'sim' && o.vehicleNumber)
      .map((o) => {
        // A truck on its way has its driver's consent, or it could not be tracked by phone at all; one still
        // at the plant may be waiting for it; once the trip is over it is withdrawn.
        const status = PAST_DEPARTURE.has(o.status)
          ? ('granted' as const)
          : BEFORE_DEPARTURE.has(o.status)
            ? ctx.random.pick(['granted', 'granted', 'pending'] as const)
            : ('revoked' as const);
        const requestedAt = new Date(o.pickupAt.getTime() - 6 * HOUR_MS);
        return {
          industryId,
          mobile: `9${ctx.random.int(100_000_000, 999_999_999)}`,
          orderId: o.id,
          status,
          requestedAt,
          grantedAt: status === 'pending' ? null : new Date(requestedAt.getTime() + 0.5 * HOUR_MS),
          revokedAt: status === 'revoked' ? new Date(requestedAt.getTime() + 5 * DAY_MS) : null,
        };
      }),
  );

  await seedEwayBills(ctx, industryId, orderList);
  await seedDrivenTracks(ctx, industryId);
}

/** Every moving truck's track from its trip's start to the seed's instant, stored as its feeds would have. */
async function seedDrivenTracks(ctx: SeedContext, industryId: number): Promise<void> {
  const fleet = await loadSimFleet(ctx.db, industryId, ctx.now);
  const driven: { vehicle: (typeof fleet)[number]; history: DrivenHistory }[] = fleet.map((vehicle) => ({
    vehicle,
    history: driveHistory(vehicle, ctx.now),
  }));
  await writeDrivenHistory(ctx.db, industryId, driven, ctx.now);
}
