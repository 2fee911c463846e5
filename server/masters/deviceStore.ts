import { and, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Device, DeviceInput, DeviceListQuery } from '../../src/domain/schemas/device';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import { say } from '../../src/i18n/schemaMessages';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { orders } from '../db/schema/orders';
import { devices } from '../db/schema/tracking';
import { fieldError } from '../errors/httpError';
import { allOf } from './masterList';
import type { MasterStore } from './masterStore';

/** The order a device tracks is on its trip from its vehicle's assignment until delivery. */
export const onTrip = inArray(orders.status, [...TRACKED_STATUSES]);

const columns = {
  id: devices.id,
  imei: devices.imei,
  label: devices.label,
  simNumber: devices.simNumber,
  vendorName: devices.vendorName,
  vehicleNumber: devices.vehicleNumber,
  status: devices.status,
  orderId: orders.id,
  orderNumber: orders.number,
  orderDirection: orders.direction,
  orderStatus: orders.status,
  updatedAt: devices.updatedAt,
};

const SORTS = {
  label: devices.label,
  imei: devices.imei,
  vehicleNumber: devices.vehicleNumber,
  status: devices.status,
  updatedAt: devices.updatedAt,
} as const;

type Selected = Omit<Device, 'order' | 'updatedAt'> & {
  orderId: number | null;
  orderNumber: string | null;
  orderDirection: NonNullable<Device['order']>['direction'] | null;
  orderStatus: string | null;
  updatedAt: Date;
};

const TRACKED: readonly string[] = TRACKED_STATUSES;

const toDevice = ({
  orderId,
  orderNumber,
  orderDirection,
  orderStatus,
  updatedAt,
  ...row
}: Selected): Device => ({
  ...row,
  order:
    orderId !== null && orderNumber !== null && orderDirection !== null
      ? {
          id: orderId,
          number: orderNumber,
          direction: orderDirection,
          onTrip: TRACKED.includes(orderStatus ?? ''),
        }
      : null,
  updatedAt: updatedAt.toISOString(),
});

export const mine = (user: SignedInUser, id: number) =>
  and(eq(devices.id, id), eq(devices.industryId, industryOf(user)));

/**
 * Devices belong to the industry, not to a plant: every user of the industry sees them. The order a device
 * tracks is named only to those who may see that order (a plant user, within their plants).
 */
const selected = (db: Queryable, user: SignedInUser) => {
  const scope = plantScope(user, orders.plantId);
  return db
    .select(columns)
    .from(devices)
    .leftJoin(orders, and(eq(orders.id, devices.orderId), ...(scope ? [scope] : [])));
};

function filters(query: DeviceListQuery): SQL[] {
  const found: SQL[] = [];
  if (query.status) found.push(eq(devices.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    const typed = query.search.replace(/[\s-]/g, '');
    found.push(
      or(
        ilike(devices.imei, likePattern(typed)),
        ilike(devices.label, pattern),
        ilike(devices.vehicleNumber, likePattern(typed)),
        ilike(devices.simNumber, likePattern(typed)),
      )!,
    );
  }
  return found;
}

/** One device per IMEI in an industry (the table's unique key too), answered under the field. */
async function refuseTakenImei(tx: Queryable, user: SignedInUser, input: DeviceInput, id?: number) {
  const [taken] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.industryId, industryOf(user)),
        eq(devices.imei, input.imei),
        ...(id ? [ne(devices.id, id)] : []),
      ),
    );
  if (taken) throw fieldError('imei', say('validation.schema.devices.imeiTaken'));
}

const written = (input: DeviceInput, now: Date) => ({
  imei: input.imei,
  label: input.label,
  simNumber: input.simNumber,
  vendorName: input.vendorName,
  vehicleNumber: input.vehicleNumber,
  updatedAt: now,
});

/**
 * GPS devices as a master: list, find, add and edit. Their status is a lifecycle of its own (issue, send
 * back, receive: deviceTransitions.ts), so there is no Active / Deactive here, and a device is never deleted.
 */
export const deviceStore: MasterStore<Device, DeviceInput, DeviceListQuery> = {
  async list(db, user, query) {
    const where = allOf([eq(devices.industryId, industryOf(user)), ...filters(query)]);
    const window = pageWindow(query, SORTS[query.sort], devices.id);
    return pageOfRows(
      query,
      selected(db, user)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toDevice)),
      cappedCount(db, matchingRows(db).from(devices).where(where)),
    );
  },

  async find(db, user, id) {
    const [row] = await selected(db, user).where(mine(user, id));
    return row ? toDevice(row) : null;
  },

  async create(tx, user, input, { now }) {
    await refuseTakenImei(tx, user, input);
    const [row] = await tx
      .insert(devices)
      .values({ industryId: industryOf(user), ...written(input, now) })
      .returning({ id: devices.id });
    return row!.id;
  },

  async update(tx, user, id, input, { now }) {
    await refuseTakenImei(tx, user, input, id);
    const changed = await tx
      .update(devices)
      .set(written(input, now))
      .where(mine(user, id))
      .returning({ id: devices.id });
    return changed.length > 0;
  },
};
