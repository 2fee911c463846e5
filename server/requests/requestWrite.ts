import { eq } from 'drizzle-orm';
import { type BiddingWindowValues, windowPolicyOf } from '../../src/domain/bidding';
import type { Direction, RequestKind } from '../../src/domain/statuses';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { requestDropOffs, requests, requestTransporters } from '../db/schema/requests';
import { industries } from '../db/schema/tenancy';
import {
  biddingWindowAt,
  type RequestFormValues,
  type ResolvedRequestValues,
  withRequestDefaults,
} from './requestDefaults';
import { nextRequestNumber } from './requestNumbers';
import type { RequestRecord } from './requestRecord';
import { checkRequestReferences } from './requestReferences';

const columnsOf = (values: ResolvedRequestValues) => ({
  plantId: values.plantId,
  vendorId: values.vendorId ?? null,
  clientId: values.clientId ?? null,
  productId: values.productId,
  packageId: values.packageId ?? null,
  pickupAddress: values.pickupAddress,
  pickupCityId: values.pickupCityId,
  pickupAt: new Date(values.pickupAt),
  biddingStartsAt: new Date(values.biddingStartsAt),
  biddingEndsAt: new Date(values.biddingEndsAt),
  ceilingPaise: values.ceilingInr,
  vehicleType: values.vehicleType,
  vehicleCount: values.vehicleCount,
  quantity: values.quantity,
  weightKg: values.weightKg,
  bidVisibility: values.bidVisibility,
  notes: values.notes,
});

/** The request's copy of the anti-sniping policy its plant's request settings resolve to. */
const policyColumnsOf = (values: BiddingWindowValues) => {
  const policy = windowPolicyOf(values);
  return { extensionSeconds: Math.round(policy.extensionMs / 1000), maxExtensions: policy.maxExtensions };
};

/**
 * Gives a draft about to be published its plant's policy as it is now (the settings may have changed, or the
 * draft moved plant, since it was saved); from then on the request keeps it, so its hard close never moves under the bidders.
 */
export async function adoptBiddingWindow(tx: Queryable, row: RequestRecord): Promise<RequestRecord> {
  if (row.status !== 'draft') return row;
  const [updated] = await tx
    .update(requests)
    .set(policyColumnsOf(await biddingWindowAt(tx, row.industryId, row.plantId)))
    .where(eq(requests.id, row.id))
    .returning();
  return updated ?? row;
}

/** Drop-offs and invitations are replaced as a whole: the form always sends the full lists. */
async function writeLists(
  tx: Queryable,
  industryId: number,
  requestId: number,
  values: ResolvedRequestValues,
  points: Map<number, { latitude: number; longitude: number }>,
): Promise<void> {
  await tx.delete(requestDropOffs).where(eq(requestDropOffs.requestId, requestId));
  await tx.delete(requestTransporters).where(eq(requestTransporters.requestId, requestId));
  await tx.insert(requestDropOffs).values(
    values.dropOffs.map((d, i) => {
      const city = points.get(d.cityId)!;
      return {
        industryId,
        requestId,
        seq: i + 1,
        address: d.address,
        cityId: d.cityId,
        latitude: d.latitude ?? city.latitude,
        longitude: d.longitude ?? city.longitude,
      };
    }),
  );
  await tx
    .insert(requestTransporters)
    .values(
      [...new Set(values.transporterIds)].map((transporterId) => ({ industryId, requestId, transporterId })),
    );
}

/** A new draft request with its drop-offs and invitations; publishing is a separate transition. */
export async function insertRequest(
  tx: Queryable,
  user: SignedInUser,
  direction: Direction,
  kind: RequestKind,
  given: RequestFormValues,
): Promise<number> {
  const industryId = industryOf(user);
  const values = await withRequestDefaults(tx, industryId, given);
  const points = await checkRequestReferences(tx, user, values);
  const number = await nextRequestNumber(tx, industryId, direction);
  const [row] = await tx
    .insert(requests)
    .values({
      industryId,
      number,
      direction,
      kind,
      status: 'draft',
      createdBy: user.id,
      ...columnsOf(values),
      ...policyColumnsOf(await biddingWindowAt(tx, industryId, values.plantId)),
    })
    .returning({ id: requests.id });
  const id = row!.id;
  await writeLists(tx, industryId, id, values, points);
  return id;
}

/** Writes an edit the request machine allowed, with the extensions it counts on the new schedule. */
export async function updateRequest(
  tx: Queryable,
  user: SignedInUser,
  id: number,
  given: RequestFormValues,
  extensionsUsed: number,
  now: Date,
): Promise<void> {
  const values = await withRequestDefaults(tx, industryOf(user), given);
  const points = await checkRequestReferences(tx, user, values);
  await tx
    .update(requests)
    .set({ ...columnsOf(values), extensionsUsed, updatedAt: now })
    .where(eq(requests.id, id));
  await writeLists(tx, industryOf(user), id, values, points);
}

/** The industry's can-add-request flag (the session shows it; the server enforces it). */
export async function industryMayAddRequests(db: Queryable, industryId: number): Promise<boolean> {
  const [industry] = await db
    .select({ canAddRequest: industries.canAddRequest })
    .from(industries)
    .where(eq(industries.id, industryId));
  return industry?.canAddRequest ?? false;
}

/** Writes the status the request machine decided; `notes` replaces the notes when given. */
export async function setRequestStatus(
  tx: Queryable,
  id: number,
  change: { status: RequestRecord['status']; at: Date; notes?: string },
): Promise<void> {
  await tx
    .update(requests)
    .set({
      status: change.status,
      updatedAt: change.at,
      ...(change.notes === undefined ? {} : { notes: change.notes }),
    })
    .where(eq(requests.id, id));
}
