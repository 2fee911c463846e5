import { eq } from 'drizzle-orm';
import type { OfflineOrderInput } from '../../src/domain/schemas/orders';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { replaceOrderContainers } from '../containers/orderContainers';
import type { Queryable } from '../db/database';
import { orderEvents, orders } from '../db/schema/orders';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { nextOrderNumbers } from './orderNumbers';
import { promiseOrders, replanOrder } from './orderPromise';

/**
 * Each id of the form must be the user's (ownedReferences.ts); the order goes to a transporter the industry
 * still works with. The plant may be out of use: an order entered by hand may record a trip already made.
 */
const checkReferences = (tx: Queryable, user: SignedInUser, input: OfflineOrderInput) =>
  requireOwnedReferences(tx, user, [
    { field: 'plantId', kind: 'plant', id: input.plantId },
    { field: 'transporterId', kind: 'transporter', id: input.transporterId, inUse: true },
    { field: 'clientId', kind: 'client', id: input.clientId },
    { field: 'vendorId', kind: 'vendor', id: input.vendorId },
    { field: 'productId', kind: 'product', id: input.productId },
    { field: 'originCityId', kind: 'city', id: input.originCityId },
    { field: 'destinationCityId', kind: 'city', id: input.destinationCityId },
  ]);

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
  now: Date,
): Promise<number> {
  await checkReferences(tx, user, input);
  const [number] = await nextOrderNumbers(tx, industryOf(user), input.direction, 1);
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
  await promiseOrders(tx, [row!.id]);
  await replaceOrderContainers(tx, industryOf(user), row!.id, input.containerNumbers ?? [], now);
  return row!.id;
}

/** Rewrites an editable offline order's form fields (the caller has checked it may be edited). */
export async function updateOfflineOrder(
  tx: Queryable,
  user: SignedInUser,
  orderId: number,
  input: OfflineOrderInput,
  now: Date,
): Promise<void> {
  await checkReferences(tx, user, input);
  await tx
    .update(orders)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(eq(orders.id, orderId));
  await replanOrder(tx, orderId);
  if (input.containerNumbers)
    await replaceOrderContainers(tx, industryOf(user), orderId, input.containerNumbers, now);
}
