import { distanceKm, type LatLng } from '../../../src/domain/geo';
import type { Direction, PlantKind } from '../../../src/domain/statuses';

/** One end of a lane: a site or a party's town. */
export interface LaneEnd extends LatLng {
  cityId: number;
}

/**
 * How far (great-circle km) the demo industry's trucks usually run from a site: a works sells cement across a
 * few states and draws coal and gypsum from across the country, while a depot or warehouse serves its region.
 */
const REACH_KM: Record<Direction, Record<PlantKind, number>> = {
  outbound: { factory: 900, warehouse: 350, depot: 350 },
  inbound: { factory: 1300, warehouse: 0, depot: 0 },
};

/** A site with few parties within reach still gets a choice of its nearest ones. */
const FEWEST_CHOICES = 3;

/**
 * Raw materials come in at the works; depots and warehouses are stocked by the works themselves (stock
 * transfers have no client or vendor, so the demo has no inbound orders for them).
 */
export const receivesFromVendors = (kind: PlantKind): boolean => kind === 'factory';

/**
 * The parties a site plausibly trades with: never one in the site's own town (a truck does not run from a depot
 * to its own city), those within the site's reach, or else the nearest few. Deterministic: nearest first.
 */
export function partiesInReach<T extends LaneEnd>(
  site: LaneEnd & { kind: PlantKind },
  direction: Direction,
  parties: readonly T[],
): T[] {
  const reach = REACH_KM[direction][site.kind];
  const elsewhere = parties
    .filter((p) => p.cityId !== site.cityId)
    .map((party) => ({ party, km: distanceKm(site, party) }))
    .sort((a, b) => a.km - b.km);
  const near = elsewhere.filter((p) => p.km <= reach);
  return (near.length >= FEWEST_CHOICES ? near : elsewhere.slice(0, FEWEST_CHOICES)).map((p) => p.party);
}
