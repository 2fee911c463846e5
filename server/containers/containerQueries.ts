import { and, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { normaliseContainerNumber } from '../../src/domain/containerNumber';
import { freeDaysLeft } from '../../src/domain/containerProgress';
import type {
  ContainerDetail,
  ContainerListQuery,
  ContainerMilestone,
  ContainerRow,
} from '../../src/domain/schemas/containers';
import type { Page } from '../../src/domain/schemas/list';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { cappedCount, matchingRows } from '../db/listPage';
import { containerEvents, containers } from '../db/schema/containers';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { notFound } from '../errors/httpError';

const head = {
  id: containers.id,
  number: containers.number,
  direction: orders.direction,
  status: containers.status,
  orderId: orders.id,
  orderNumber: orders.number,
  plantId: plants.id,
  plantName: plants.name,
  lastEventCode: containers.lastEventCode,
  lastEventAt: containers.lastEventAt,
  lastLocationCode: containers.lastLocationCode,
  lastLocationName: containers.lastLocationName,
  freeDays: containers.freeDays,
  dischargedAt: containers.dischargedAt,
  gatedOutAt: containers.gatedOutAt,
  freeUntil: containers.freeUntil,
};

const joined = (db: Queryable) =>
  db
    .select(head)
    .from(containers)
    .innerJoin(orders, eq(orders.id, containers.orderId))
    .innerJoin(plants, eq(plants.id, orders.plantId));

type Head = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toRow(row: Head, now: Date): ContainerRow {
  const time = {
    dischargedAt: iso(row.dischargedAt),
    gatedOutAt: iso(row.gatedOutAt),
    freeUntil: iso(row.freeUntil),
  };
  return {
    id: row.id,
    number: row.number,
    direction: row.direction,
    status: row.status,
    order: { id: row.orderId, number: row.orderNumber },
    plant: { id: row.plantId, name: row.plantName },
    lastEvent:
      row.lastEventCode && row.lastEventAt
        ? {
            code: row.lastEventCode,
            at: row.lastEventAt.toISOString(),
            place: { code: row.lastLocationCode, name: row.lastLocationName },
          }
        : null,
    freeDays: row.freeDays,
    ...time,
    freeDaysLeft: freeDaysLeft(time, now),
  };
}

/** The user's industry and plants: every container query starts here. */
const visibleTo = (user: SignedInUser): SQL[] => {
  const scope = plantScope(user, orders.plantId);
  return [eq(containers.industryId, industryOf(user)), ...(scope ? [scope] : [])];
};

const SORTS = {
  number: containers.number,
  lastEventAt: containers.lastEventAt,
  freeUntil: containers.freeUntil,
  orderNumber: orders.number,
} as const;

/** One page of a direction's containers: searched by container or order number, filtered by status and plant. */
export async function listContainers(
  db: Queryable,
  user: SignedInUser,
  query: ContainerListQuery,
  now: Date,
): Promise<Page<ContainerRow>> {
  const search = query.search ? normaliseContainerNumber(query.search) : '';
  const where = and(
    ...visibleTo(user),
    eq(orders.direction, query.direction),
    ...(query.status ? [eq(containers.status, query.status)] : []),
    ...(query.plant ? [eq(orders.plantId, query.plant)] : []),
    ...(search
      ? [
          sql`(${like(containers.number, likePattern(search))} or upper(${orders.number}) like ${likePattern(search)})`,
        ]
      : []),
  );
  const column = SORTS[query.sort];
  // Containers without a milestone yet sort last either way.
  const order = query.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, counted] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(order, desc(containers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(
      db,
      matchingRows(db).from(containers).innerJoin(orders, eq(orders.id, containers.orderId)).where(where),
    ),
  ]);
  return {
    rows: rows.map((r) => toRow(r, now)),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A container of the user's industry and plants, or 404 (also for another industry's id). */
export async function findContainer(db: Queryable, user: SignedInUser, id: number): Promise<Head> {
  const [row] = await joined(db).where(and(eq(containers.id, id), ...visibleTo(user)));
  if (!row) throw notFound('This container');
  return row;
}

/** The container with every milestone, oldest first. */
export async function containerDetail(db: Queryable, container: Head, now: Date): Promise<ContainerDetail> {
  const milestones = await db
    .select()
    .from(containerEvents)
    .where(eq(containerEvents.containerId, container.id))
    .orderBy(asc(containerEvents.at), asc(containerEvents.id));
  return {
    ...toRow(container, now),
    milestones: milestones.map(
      (m): ContainerMilestone => ({
        id: m.id,
        eventType: m.eventType,
        code: m.code,
        classifier: m.classifier,
        at: m.at.toISOString(),
        place: { code: m.locationCode, name: m.locationName },
        facilityCode: m.facilityCode,
        vesselName: m.vesselName,
        vesselImo: m.vesselImo,
        voyage: m.voyage,
        documentId: m.documentId,
        documentType: m.documentType,
        emptyIndicator: m.emptyIndicator,
      }),
    ),
  };
}
