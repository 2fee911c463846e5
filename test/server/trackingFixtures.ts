import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { sha256 } from '../../server/auth/secrets';
import type { Database } from '../../server/db/database';
import { users } from '../../server/db/schema/access';
import { orders } from '../../server/db/schema/orders';
import { plants } from '../../server/db/schema/plants';
import { plans, subscriptions } from '../../server/db/schema/tenancy';
import { ingestApiKeys } from '../../server/db/schema/tracking';
import { industryTransporters } from '../../server/db/schema/transporters';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { type FleetSnapshot, VehicleColumns, type VehicleState } from '../../src/domain/schemas/tracking';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import { decodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { api, type TestApp } from './harness';

export type Source = 'gps' | 'sim' | 'fastag' | 'ewaybill';

export interface IngestAnswer {
  accepted: number;
  duplicates: number;
  rejected: { index: number; eventId?: string; fields: Record<string, string> }[];
}

/** POSTs a batch to the ingest API with an API key (the demo industry's unless given). */
export async function ingest(app: TestApp, source: Source, events: unknown[], key = DEMO_INGEST_KEY) {
  const response = await fetch(`${app.baseUrl}/api/ingest/${source}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ events }),
  });
  return {
    status: response.status,
    body: (await response.json()) as IngestAnswer & {
      error?: { code: string; fields?: Record<string, string> };
    },
  };
}

/** Tracked orders of the demo industry with a vehicle, by tracking method. */
export async function trackedOrders(db: Database, method: 'gps' | 'sim' | 'fastag', count = 1) {
  return db
    .select({
      id: orders.id,
      vehicleNumber: orders.vehicleNumber,
      industryId: orders.industryId,
      direction: orders.direction,
    })
    .from(orders)
    .where(
      and(
        eq(orders.trackingMethod, method),
        isNotNull(orders.vehicleNumber),
        inArray(orders.status, [...TRACKED_STATUSES]),
        sql`${orders.number} not like 'SIM-%'`,
      ),
    )
    .orderBy(orders.id)
    .limit(count) as Promise<
    { id: number; vehicleNumber: string; industryId: number; direction: 'inbound' | 'outbound' }[]
  >;
}

/**
 * Industry B (the seed's plan-less one) made usable: a plan, an API key and one tracked order of its own,
 * so tenant isolation can be tested both ways.
 */
export async function prepareSecondIndustry(app: TestApp) {
  const db = app.database.db;
  const [owner] = await db.select().from(users).where(eq(users.email, 'noplan@freightdesk.test'));
  const industryId = owner!.industryId!;
  const [plan] = await db.select().from(plans).where(eq(plans.name, 'Starter'));
  await db
    .insert(subscriptions)
    .values({ industryId, planId: plan!.id, startsOn: '2000-01-01', endsOn: '2999-12-31' });
  const key = 'industry-b-test-ingest-key';
  await db.insert(ingestApiKeys).values({ industryId, label: 'test', keyHash: sha256(key) });
  const [plant] = await db.select().from(plants).where(eq(plants.industryId, industryId)).limit(1);
  const [carrier] = await db
    .select()
    .from(industryTransporters)
    .where(eq(industryTransporters.industryId, industryId))
    .limit(1);
  const [order] = await db
    .insert(orders)
    .values({
      industryId,
      number: 'B-OUT-1',
      direction: 'outbound',
      source: 'offline',
      plantId: plant!.id,
      transporterId: carrier!.transporterId,
      originCityId: plant!.cityId,
      destinationCityId: plant!.cityId,
      status: 'in_transit',
      vehicleNumber: 'MP20ZZ9999',
      trackingMethod: 'gps',
      weightKg: 20_000,
      freightPaise: 5_000_000,
      pickupAt: new Date(),
      gateOutAt: new Date(),
    })
    .returning({ id: orders.id });
  return { industryId, key, orderId: order!.id, vehicleNumber: 'MP20ZZ9999', plant: plant! };
}

export const gpsFix = (
  eventId: string,
  vehicleNumber: string,
  at: Date,
  over: Record<string, unknown> = {},
): Record<string, unknown> => ({
  eventId,
  vehicleNumber,
  recordedAt: at.toISOString(),
  latitude: 24.27,
  longitude: 80.76,
  speedKmh: 42,
  heading: 90,
  ...over,
});

/** The board's snapshot as the board reads it: decoded from its wire form (a refusal's body as it came). */
export async function fleet(app: TestApp, token: string, query = '') {
  const reply = await api<unknown>(app, `/api/tracking/fleet${query}`, { token });
  const body: FleetSnapshot =
    reply.status === 200
      ? decodeVehicleColumns(VehicleColumns.parse(reply.body))
      : (reply.body as FleetSnapshot);
  return { ...reply, body };
}

/** The vehicles of a `position.batch` message, decoded from its wire form as the browser does. */
export const batchVehicles = (payload: unknown): VehicleState[] =>
  decodeVehicleColumns(VehicleColumns.parse(payload)).vehicles;
