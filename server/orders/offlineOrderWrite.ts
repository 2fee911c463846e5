import { and, eq } from 'drizzle-orm';
import type { OfflineOrderInput } from '../../src/domain/schemas/orders';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cities } from '../db/schema/geo';
import { orderEvents, orders } from '../db/schema/orders';
import { clients, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industryTransporters } from '../db/schema/transporters';
import { HttpError } from '../errors/httpError';
import { nextOrderNumbers } from './orderNumbers';

/** Each id of the form must be the industry's own (and in the plant user's scope); one 400 lists the bad ones. */
async function checkReferences(tx: Queryable, user: SignedInUser, input: OfflineOrderInput): Promise<void> {
  const industryId = industryOf(user);
  const fields: Record<string, string> = {};
  const scope = plantScope(user, plants.id);
  const found = async (ok: Promise<unknown[]>) => (await ok).length > 0;
  if (
    !(await found(
      tx
        .select({ id: plants.id })
        .from(plants)
        .where(
          and(eq(plants.id, input.plantId), eq(plants.industryId, industryId), ...(scope ? [scope] : [])),
        ),
    ))
  )
    fields.plantId = 'Choose one of your plants';
  if (
    !(await found(
      tx
        .select({ id: industryTransporters.id })
        .from(industryTransporters)
        .where(
          and(
            eq(industryTransporters.industryId, industryId),
            eq(industryTransporters.transporterId, input.transporterId),
            eq(industryTransporters.status, 'active'),
          ),
        ),
    ))
  )
    fields.transporterId = 'Choose one of your active transporters';
  if (
    input.clientId &&
    !(await found(
      tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, input.clientId), eq(clients.industryId, industryId))),
    ))
  )
    fields.clientId = 'Choose one of your clients';
  if (
    input.vendorId &&
    !(await found(
      tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.id, input.vendorId), eq(vendors.industryId, industryId))),
    ))
  )
    fields.vendorId = 'Choose one of your vendors';
  for (const key of ['originCityId', 'destinationCityId'] as const)
    if (!(await found(tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input[key])))))
      fields[key] = 'Choose a city';
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'validation', 'Some fields are invalid', fields);
}

const columnsOf = (input: OfflineOrderInput) => ({
  plantId: input.plantId,
  transporterId: input.transporterId,
  clientId: input.direction === 'outbound' ? (input.clientId ?? null) : null,
  vendorId: input.direction === 'inbound' ? (input.vendorId ?? null) : null,
  productId: input.productId ?? null,
  originCityId: input.originCityId,
  destinationCityId: input.destinationCityId,
  weightKg: input.weightKg,
  freightPaise: input.freightInr,
  pickupAt: new Date(input.pickupAt),
});

/** Orders entered by hand (no request, no bid). Editable until the vehicle reaches the gate. */
/** Writes an order entered by hand, as `created` with its first timeline row; returns its id. */
export async function insertOfflineOrder(
  tx: Queryable,
  user: SignedInUser,
  input: OfflineOrderInput,
): Promise<number> {
  await checkReferences(tx, user, input);
  const [number] = await nextOrderNumbers(tx, industryOf(user), input.direction, 1);
  const now = new Date();
  const [row] = await tx
    .insert(orders)
    .values({
      industryId: industryOf(user),
      number: number!,
      direction: input.direction,
      source: 'offline',
      status: 'created',
      ...columnsOf(input),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderEvents).values({
    industryId: industryOf(user),
    orderId: row!.id,
    status: 'created',
    at: now,
    note: 'Entered offline',
    byUserId: user.id,
  });
  return row!.id;
}

/** Rewrites an editable offline order's form fields (the caller has checked it may be edited). */
export async function updateOfflineOrder(
  tx: Queryable,
  user: SignedInUser,
  orderId: number,
  input: OfflineOrderInput,
): Promise<void> {
  await checkReferences(tx, user, input);
  await tx
    .update(orders)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
