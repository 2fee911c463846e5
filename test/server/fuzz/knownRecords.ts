import { notifications } from '../../../server/db/schema/messaging';
import { orders } from '../../../server/db/schema/orders';
import { plants } from '../../../server/db/schema/plants';
import { bids, requests } from '../../../server/db/schema/requests';
import { TABLE_PAGE_SIZES } from '../../../src/domain/constants';
import type { FormOptions } from '../../../src/domain/schemas/formOptions';
import { api, type TestApp } from '../harness';
import { trackedOrders } from '../trackingFixtures';
import type { KnownRecords } from './fuzzCases';

/** Records of the seed the cases name: rows by path segment, and what the owner's forms offer by field. */
export async function knownRecords(app: TestApp, ownerToken: string): Promise<KnownRecords> {
  const db = app.database.db;
  const ids = async (
    table: typeof orders | typeof requests | typeof bids | typeof plants | typeof notifications,
  ) => (await db.select({ id: table.id }).from(table)).map((r) => r.id);
  const [order] = await trackedOrders(db, 'gps');
  const link = await api<{ token: string }>(app, `/api/tracking/orders/${order!.id}/share`, {
    token: ownerToken,
    body: { hours: 24 },
  });
  const options = (await api<FormOptions>(app, '/api/form-options', { token: ownerToken })).body;
  const orderRows = await db.select({ id: orders.id, vehicleNumber: orders.vehicleNumber }).from(orders);
  const orderIds = orderRows.map((o) => o.id);
  const bidIds = await ids(bids);
  const plantIds = options.plants.map((p) => p.id);
  const transporterIds = options.transporters.map((t) => t.id);
  const cityIds = [
    ...options.plants.map((p) => p.cityId),
    ...[...options.clients, ...options.vendors].flatMap((party) => party.addresses.map((a) => a.cityId)),
  ];
  return {
    idsBySegment: {
      requests: await ids(requests),
      bids: bidIds,
      plants: await ids(plants),
      notifications: await ids(notifications),
      orders: orderIds,
      'offline-orders': orderIds,
    },
    shareTokens: [link.body.token],
    fieldValues: {
      pageSize: TABLE_PAGE_SIZES,
      plant: plantIds,
      plantId: plantIds,
      clientId: options.clients.map((c) => c.id),
      vendorId: options.vendors.map((v) => v.id),
      productId: options.products.map((p) => p.id),
      packageId: options.packages.map((p) => p.id),
      transporterId: transporterIds,
      transporterIds,
      cityId: cityIds,
      pickupCityId: cityIds,
      originCityId: cityIds,
      destinationCityId: cityIds,
      vehicleType: options.vehicleTypes,
      bidId: bidIds,
      orderId: orderIds,
      vehicleNumber: orderRows.flatMap((o) => (o.vehicleNumber ? [o.vehicleNumber] : [])),
    },
  };
}
