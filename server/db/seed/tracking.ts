import { devices, ewayBills, simConsents } from '../schema/tracking';
import { insertAll } from './batch';
import { DAY_MS, HOUR_MS, type SeedContext } from './context';
import { ensureDemoIngestKey } from './demoIngestKey';
import type { SeededOrder } from './orders';

const ON_THE_ROAD = new Set(['gate_out', 'in_transit', 'at_gate', 'gate_in', 'unloading']);

/**
 * GPS devices (some issued to trucks on the road, some back with the admin), SIM consents for
 * SIM-tracked orders, and e-way bills for moving orders. Positions and toll reads come from the
 * simulator through the ingest path, not from the seed.
 */
export async function seedTrackingSources(
  ctx: SeedContext,
  industryId: number,
  orderList: readonly SeededOrder[],
): Promise<void> {
  await ensureDemoIngestKey(ctx.db, industryId);
  const live = orderList.filter((o) => o.vehicleNumber && ON_THE_ROAD.has(o.status));
  const gpsOrders = live.filter((o) => o.trackingMethod === 'gps');
  const deviceRows = Array.from({ length: Math.max(30, gpsOrders.length + 10) }, (_, i) => {
    const order = gpsOrders[i];
    const status = order
      ? ('issued' as const)
      : i % 4 === 0
        ? ('sent_back' as const)
        : ('with_admin' as const);
    return {
      industryId,
      imei: `86${String(1_000_000_000_000 + i * 7919).slice(0, 13)}`,
      label: `GPS-${String(i + 1).padStart(3, '0')}`,
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
        const status = ON_THE_ROAD.has(o.status)
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

  // Validity: one day per 200 km (regular cargo), counted from generation.
  await insertAll(
    ctx.db,
    ewayBills,
    orderList
      .filter((o) => o.ewayBillNo)
      .map((o) => {
        const generatedAt = o.gateOutAt ?? o.pickupAt;
        const days = Math.max(1, Math.ceil(o.km / 200));
        const validUntil = new Date(generatedAt.getTime() + days * DAY_MS);
        return {
          industryId,
          orderId: o.id,
          number: o.ewayBillNo!,
          generatedAt,
          validFrom: generatedAt,
          validUntil,
          distanceKm: o.km,
          vehicleNumber: o.vehicleNumber,
          status:
            validUntil < ctx.now && ON_THE_ROAD.has(o.status) ? ('expired' as const) : ('active' as const),
        };
      }),
  );
}
