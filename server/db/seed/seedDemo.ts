import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { promiseOrders } from '../../orders/orderPromise';
import type { Database } from '../database';
import { loadReferenceData } from '../reference/loadReferenceData';
import { users } from '../schema/access';
import { linkTransporters, seedTransporters } from './carriers';
import { seedCatalogue } from './catalogue';
import { seedContainers } from './containers';
import type { SeedContext } from './context';
import {
  DEMO_INDUSTRY_GSTIN,
  DEMO_INDUSTRY_NAME,
  DEMO_PASSWORD,
  demoAccount,
  PLANT_USER_PLANT_CODES,
  SECOND_INDUSTRY_GSTIN,
  SECOND_INDUSTRY_NAME,
} from './demoAccounts';
import { cityLookup } from './geo';
import { seedAnnouncements, seedNotifications } from './messages';
import { seedOrders } from './orders';
import { seedPaidSubscription } from './paidSubscription';
import { seedBusinesses, seedClients, seedVendors } from './parties';
import { DEMO_CLIENTS, DEMO_VENDORS, TRANSPORTER_NAMES } from './partiesData';
import { seedIndustry, seedRoles, seedUsers } from './people';
import { demoPlanId } from './plans';
import { DEMO_PLANTS, SECOND_INDUSTRY_PLANTS } from './plantsData';
import { createRandom } from './random';
import { seedRequests } from './requests';
import { groupPlantsByRegion, seedPlantSlas, seedPlants } from './sites';
import { seedStaff } from './staff';
import { seedTrackingSources } from './tracking';

export interface SeedResult {
  /** False when the demo was already there and nothing was written. */
  seeded: boolean;
}

const SEED = 20_240_611;
export const DEMO_ORDER_COUNT = 320;

/**
 * Loads the reference data (India, the default plans) if missing, then seeds the demo tenants — all in one
 * transaction, so a crash leaves either everything or nothing. The owner account marks a seeded DB.
 */
export async function seedDemo(db: Database, now: Date): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const random = createRandom(SEED);
    await loadReferenceData(tx);
    const city = await cityLookup(tx);
    const planId = await demoPlanId(tx);
    const owner = demoAccount('owner');
    const [already] = await tx.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    if (already) return { seeded: false };
    const ctx: SeedContext = {
      db: tx,
      random,
      now: new Date(Math.floor(now.getTime() / 60_000) * 60_000),
      city,
      demoPasswordHash: await hashPassword(DEMO_PASSWORD),
    };

    const industryId = await seedIndustry(ctx, {
      name: DEMO_INDUSTRY_NAME,
      gstin: DEMO_INDUSTRY_GSTIN,
      email: 'logistics@vindhyacements.in',
      phone: '07672-234567',
    });
    const plants = await seedPlants(ctx, industryId, DEMO_PLANTS);
    const transporterIds = await seedTransporters(ctx, TRANSPORTER_NAMES);
    const transporters = await linkTransporters(
      ctx,
      industryId,
      transporterIds,
      TRANSPORTER_NAMES.map((t) => t.name),
      [7, 16],
    );
    const businessIds = await seedBusinesses(ctx, industryId);
    await groupPlantsByRegion(ctx, plants, DEMO_PLANTS, businessIds);
    const clients = await seedClients(ctx, industryId, DEMO_CLIENTS, businessIds);
    const vendors = await seedVendors(ctx, industryId, DEMO_VENDORS);
    await seedPlantSlas(
      ctx,
      industryId,
      plants.filter((p) => p.kind === 'factory'),
      clients,
    );
    const catalogue = await seedCatalogue(ctx, industryId);
    const roleIds = await seedRoles(ctx, industryId);
    const plantUserPlantIds = plants
      .filter((p) => (PLANT_USER_PLANT_CODES as readonly string[]).includes(p.code))
      .map((p) => p.id);

    const secondIndustryId = await seedIndustry(ctx, {
      name: SECOND_INDUSTRY_NAME,
      gstin: SECOND_INDUSTRY_GSTIN,
      email: 'dispatch@narmadaagro.in',
      phone: '0761-2678901',
    });
    await seedPlants(ctx, secondIndustryId, SECOND_INDUSTRY_PLANTS);
    await linkTransporters(
      ctx,
      secondIndustryId,
      transporterIds.slice(2, 5),
      TRANSPORTER_NAMES.slice(2, 5).map((t) => t.name),
      [],
      2,
    );

    const [ownerId, , staffId, plantUserId] = await seedUsers(ctx, [
      { account: owner, industryId },
      { account: demoAccount('noPlan'), industryId: secondIndustryId },
      { account: demoAccount('staff'), industryId, roleId: roleIds.Dispatcher },
      { account: demoAccount('plant'), industryId, roleId: roleIds.Dispatcher, plantIds: plantUserPlantIds },
      { account: demoAccount('transporter'), industryId: null, transporterId: transporterIds[0] },
    ]);
    await seedPaidSubscription(ctx, industryId, planId, ownerId!);

    const requests = await seedRequests(ctx, {
      industryId,
      createdBy: ownerId!,
      plants,
      clients,
      vendors,
      transporters,
      ...catalogue,
    });
    const orders = await seedOrders(ctx, {
      industryId,
      plants,
      clients,
      vendors,
      transporters,
      requests,
      ...catalogue,
      favouredPlantIds: plantUserPlantIds,
      count: DEMO_ORDER_COUNT,
    });
    await promiseOrders(tx);
    await seedTrackingSources(ctx, industryId, orders);
    await seedContainers(ctx, industryId, orders);
    await seedNotifications(
      ctx,
      industryId,
      [
        { userId: ownerId!, plantIds: null },
        { userId: staffId!, plantIds: null },
        { userId: plantUserId!, plantIds: plantUserPlantIds },
      ],
      requests,
      orders,
    );
    await seedAnnouncements(ctx, industryId, ownerId!, staffId!);
    await seedStaff(ctx, industryId, roleIds, plants);
    return { seeded: true };
  });
}
