import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { roles, users } from '../../server/db/schema/access';
import { packages, products } from '../../server/db/schema/catalogue';
import { cities } from '../../server/db/schema/geo';
import { clients, vendors } from '../../server/db/schema/parties';
import { plants } from '../../server/db/schema/plants';
import { requests } from '../../server/db/schema/requests';
import { industries, plans, subscriptions } from '../../server/db/schema/tenancy';
import { industryTransporters } from '../../server/db/schema/transporters';
import { DEMO_INDUSTRY_NAME, SECOND_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';

/** Ids of the demo industry's records that request and order tests build on. */
export interface DemoRefs {
  industryId: number;
  plantId: number;
  clientId: number;
  vendorId: number;
  productId: number;
  packageId: number;
  cityId: number;
  otherCityId: number;
  /** The demo transporter account's company (TR001) and two other active transporters. */
  transporterId: number;
  otherTransporterIds: [number, number];
  blockedTransporterId: number;
}

export async function demoRefs(db: Database): Promise<DemoRefs> {
  const [industry] = await db.select().from(industries).where(eq(industries.name, DEMO_INDUSTRY_NAME));
  const industryId = industry!.id;
  const [plant] = await db
    .select()
    .from(plants)
    .where(and(eq(plants.industryId, industryId), eq(plants.code, 'STN')));
  const [client] = await db.select().from(clients).where(eq(clients.industryId, industryId)).limit(1);
  const [vendor] = await db.select().from(vendors).where(eq(vendors.industryId, industryId)).limit(1);
  const [product] = await db.select().from(products).where(eq(products.industryId, industryId)).limit(1);
  const [pack] = await db.select().from(packages).where(eq(packages.industryId, industryId)).limit(1);
  const twoCities = await db.select().from(cities).orderBy(cities.id).limit(2);
  const links = await db
    .select()
    .from(industryTransporters)
    .where(eq(industryTransporters.industryId, industryId))
    .orderBy(industryTransporters.transporterId);
  const active = links.filter((l) => l.status === 'active').map((l) => l.transporterId);
  const blocked = links.find((l) => l.status === 'blocked')!.transporterId;
  return {
    industryId,
    plantId: plant!.id,
    clientId: client!.id,
    vendorId: vendor!.id,
    productId: product!.id,
    packageId: pack!.id,
    cityId: twoCities[0]!.id,
    otherCityId: twoCities[1]!.id,
    transporterId: active[0]!,
    otherTransporterIds: [active[1]!, active[2]!],
    blockedTransporterId: blocked,
  };
}

const HOUR = 3_600_000;

/** A valid outbound request form; `over` changes fields, windows are hours from now. */
export function requestForm(refs: DemoRefs, over: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    direction: 'outbound',
    kind: 'regular',
    plantId: refs.plantId,
    clientId: refs.clientId,
    pickupAddress: 'Satna cement works, gate 2',
    pickupCityId: refs.cityId,
    dropOffs: [{ address: 'Client depot, ring road', cityId: refs.otherCityId }],
    productId: refs.productId,
    quantity: 60,
    weightKg: 60_000,
    vehicleType: '20 ft Open Body',
    vehicleCount: 2,
    pickupAt: new Date(now + 30 * HOUR).toISOString(),
    biddingStartsAt: new Date(now - HOUR).toISOString(),
    biddingEndsAt: new Date(now + 4 * HOUR).toISOString(),
    ceilingInr: 50_000,
    transporterIds: [refs.transporterId, ...refs.otherTransporterIds],
    bidVisibility: 'rank',
    ...over,
  };
}

/** A valid outbound offline order form; `over` changes fields. */
export const offlineOrderForm = (refs: DemoRefs, over: Record<string, unknown> = {}) => ({
  direction: 'outbound',
  plantId: refs.plantId,
  transporterId: refs.transporterId,
  clientId: refs.clientId,
  productId: refs.productId,
  originCityId: refs.cityId,
  destinationCityId: refs.otherCityId,
  weightKg: 25_000,
  freightInr: 38_500,
  pickupAt: new Date().toISOString(),
  ...over,
});

/** Moves a request's window so it ends `msFromNow` from now (negative: already over). */
export async function moveWindowEnd(db: Database, requestId: number, msFromNow: number): Promise<void> {
  const end = new Date(Date.now() + msFromNow);
  await db
    .update(requests)
    .set({
      biddingEndsAt: end,
      biddingStartsAt: sql`least(${requests.biddingStartsAt}, ${new Date(end.getTime() - HOUR)})`,
    })
    .where(eq(requests.id, requestId));
}

/** The staff account gets the seed's Gate Keeper role: orders only, no request permissions. */
export async function makeStaffGateKeeper(db: Database, industryId: number): Promise<void> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.industryId, industryId), eq(roles.name, 'Gate Keeper')));
  await db.update(users).set({ roleId: role!.id }).where(eq(users.email, 'staff@freightdesk.test'));
}

/** Gives the second industry a plan, so its owner passes the plan check and can probe tenant isolation. */
export async function giveSecondIndustryAPlan(db: Database): Promise<void> {
  const [industry] = await db.select().from(industries).where(eq(industries.name, SECOND_INDUSTRY_NAME));
  const [plan] = await db.select().from(plans).limit(1);
  await db.insert(subscriptions).values({
    industryId: industry!.id,
    planId: plan!.id,
    startsOn: '2000-01-01',
    endsOn: '2999-12-31',
  });
}
