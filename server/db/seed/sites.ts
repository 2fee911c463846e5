import { inArray } from 'drizzle-orm';
import { distanceKm } from '../../../src/domain/geo';
import { plantSlas, plants } from '../schema/plants';
import { insertAll, insertMany } from './batch';
import { DAY_MS, type SeedContext } from './context';
import type { PlantSeed } from './plantsData';

export interface SeededPlant {
  id: number;
  code: string;
  name: string;
  kind: PlantSeed['kind'];
  cityId: number;
  latitude: number;
  longitude: number;
  active: boolean;
}

/** Inserts an industry's plants; creation dates spread over the past year so the date filter has work. */
export async function seedPlants(
  ctx: SeedContext,
  industryId: number,
  list: readonly PlantSeed[],
): Promise<SeededPlant[]> {
  const rows = list.map((p) => ({
    industryId,
    code: p.code,
    name: p.name,
    kind: p.kind,
    address: p.address,
    cityId: ctx.city(p.state, p.city).id,
    pincode: p.pincode,
    latitude: p.latitude,
    longitude: p.longitude,
    geofenceRadiusM: p.kind === 'factory' ? 1500 : ctx.random.pick([300, 500, 750]),
    status: p.inactive ? ('inactive' as const) : ('active' as const),
    createdAt: new Date(ctx.now.getTime() - ctx.random.int(30, 400) * DAY_MS),
  }));
  const ids = await insertMany(ctx.db, plants, rows);
  return rows.map((r, i) => ({
    id: ids[i]!,
    code: r.code,
    name: r.name,
    kind: r.kind,
    cityId: r.cityId,
    latitude: r.latitude,
    longitude: r.longitude,
    active: r.status === 'active',
  }));
}

/** Service levels from each factory to a few destination towns: a day per ~350 km, plus one. */
export async function seedPlantSlas(
  ctx: SeedContext,
  industryId: number,
  factories: readonly SeededPlant[],
  destinations: readonly { cityId: number; latitude: number; longitude: number }[],
): Promise<void> {
  const rows = factories.flatMap((plant) => {
    const seen = new Set<number>();
    return ctx.random.sample(destinations, 6).flatMap((d) => {
      if (seen.has(d.cityId) || d.cityId === plant.cityId) return [];
      seen.add(d.cityId);
      return [
        {
          industryId,
          plantId: plant.id,
          destinationCityId: d.cityId,
          transitDays: Math.ceil(distanceKm(plant, d) / 350) + 1,
          terms:
            'Delivery within the transit days from gate-out; ₹500 per day of delay, capped at 10% of freight.',
        },
      ];
    });
  });
  await insertAll(ctx.db, plantSlas, rows);
  if (factories.length > 0)
    await ctx.db
      .update(plants)
      .set({ slaTerms: SLA_TERMS })
      .where(
        inArray(
          plants.id,
          factories.map((f) => f.id),
        ),
      );
}

/** The terms and conditions of the demo factories' service level agreements. */
const SLA_TERMS = [
  '1. Transit days run from gate-out at the plant to the reporting of the truck at the consignee.',
  '2. A delay beyond the agreed transit days is charged at ₹500 per day, capped at 10% of the freight.',
  '3. Delays caused by strikes, floods, road closures or the consignee are not counted.',
  '4. Shortage or damage must be noted on the proof of delivery at unloading.',
].join('\n');

/** Business units by region (the demo's first three are Cement – North, – South and – West). */
const SOUTH = ['KA', 'TG', 'TN', 'AP', 'KL'];
const WEST = ['GJ', 'MH'];

/** Groups the demo industry's plants under its regional business units, by the state each stands in. */
export async function groupPlantsByRegion(
  ctx: SeedContext,
  seeded: readonly SeededPlant[],
  list: readonly PlantSeed[],
  [north, south, west]: readonly number[],
): Promise<void> {
  const stateOf = new Map(list.map((p) => [p.code, p.state]));
  for (const [businessId, pick] of [
    [south, (state: string) => SOUTH.includes(state)],
    [west, (state: string) => WEST.includes(state)],
    [north, (state: string) => !SOUTH.includes(state) && !WEST.includes(state)],
  ] as const) {
    const ids = seeded.filter((p) => pick(stateOf.get(p.code) ?? '')).map((p) => p.id);
    if (businessId !== undefined && ids.length > 0)
      await ctx.db.update(plants).set({ businessId }).where(inArray(plants.id, ids));
  }
}
