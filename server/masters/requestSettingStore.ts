import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type {
  RequestSetting,
  RequestSettingInput,
  RequestSettingListQuery,
} from '../../src/domain/schemas/requestSettings';
import { say } from '../../src/i18n/schemaMessages';
import { plantScope, refuseIndustryWrite } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { plants } from '../db/schema/plants';
import { requestSettings } from '../db/schema/requests';
import { transporters } from '../db/schema/transporters';
import { conflict, fieldError } from '../errors/httpError';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

const columns = {
  id: requestSettings.id,
  name: requestSettings.name,
  plantId: requestSettings.plantId,
  plantName: plants.name,
  bidVisibility: requestSettings.bidVisibility,
  transporterIds: requestSettings.transporterIds,
  spotWindowMinutes: requestSettings.spotWindowMinutes,
  extensionMinutes: requestSettings.extensionMinutes,
  maxExtensions: requestSettings.maxExtensions,
  status: requestSettings.status,
  createdAt: requestSettings.createdAt,
};

const SORTS = { name: requestSettings.name, createdAt: requestSettings.createdAt } as const;

type Selected = Omit<RequestSetting, 'plant' | 'transporters' | 'createdAt'> & {
  plantId: number | null;
  plantName: string | null;
  transporterIds: number[];
  createdAt: Date;
};

/** The rows with their plants' and invited transporters' names: one query for the transporters of a page. */
async function toSettings(db: Queryable, rows: Selected[]): Promise<RequestSetting[]> {
  const ids = [...new Set(rows.flatMap((r) => r.transporterIds))];
  const named = ids.length
    ? await db
        .select({ id: transporters.id, name: transporters.name })
        .from(transporters)
        .where(inArray(transporters.id, ids))
    : [];
  const nameOf = new Map(named.map((t) => [t.id, t.name]));
  return rows.map(({ plantId, plantName, transporterIds, createdAt, ...row }) => ({
    ...row,
    plant: plantId === null ? null : { id: plantId, name: plantName ?? '' },
    transporters: transporterIds.map((id) => ({ id, name: nameOf.get(id) ?? '' })),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * The settings a user sees: the industry's, and of those a plant user's the ones of their plants and the
 * industry's default, which every plant's requests fall back on. The default is the industry's to change.
 */
function visibleSettings(user: SignedInUser): SQL[] {
  const scope = plantScope(user, requestSettings.plantId);
  return [
    eq(requestSettings.industryId, industryOf(user)),
    ...(scope ? [or(scope, isNull(requestSettings.plantId))!] : []),
  ];
}

const mine = (user: SignedInUser, id: number) => and(eq(requestSettings.id, id), ...visibleSettings(user));

/** The setting a write acts on, locked; null when the user cannot see it. */
async function settingForWrite(tx: Queryable, user: SignedInUser, id: number) {
  const [setting] = await tx.select().from(requestSettings).where(mine(user, id)).for('update');
  if (setting && setting.plantId === null) refuseIndustryWrite(user);
  return setting ?? null;
}

const others = (id?: number): SQL[] => (id ? [ne(requestSettings.id, id)] : []);

/**
 * Its own plant and the industry's active transporters only; one name per industry, one set of settings per
 * plant and one active default, so a new request's defaults follow from exactly one of them.
 */
async function refuseClashes(tx: Queryable, user: SignedInUser, input: RequestSettingInput, id?: number) {
  if (input.plantId === null) refuseIndustryWrite(user);
  await requireOwnedReferences(tx, user, [
    { field: 'plantId', kind: 'plant', id: input.plantId },
    ...input.transporterIds.map((transporterId, i) => ({
      field: `transporterIds.${i}`,
      kind: 'transporter' as const,
      id: transporterId,
      inUse: true,
    })),
  ]);
  const industry = eq(requestSettings.industryId, industryOf(user));
  const [named] = await tx
    .select({ id: requestSettings.id })
    .from(requestSettings)
    .where(and(industry, sql`lower(${requestSettings.name}) = lower(${input.name})`, ...others(id)));
  if (named) throw fieldError('name', say('validation.schema.masters.nameTaken'));
  const [same] = await tx
    .select({ id: requestSettings.id })
    .from(requestSettings)
    .where(
      and(
        industry,
        input.plantId === null
          ? and(isNull(requestSettings.plantId), eq(requestSettings.status, 'active'))
          : eq(requestSettings.plantId, input.plantId),
        ...others(id),
      ),
    );
  if (same)
    throw fieldError(
      'plantId',
      say(
        input.plantId === null
          ? 'validation.schema.requestSettings.defaultExists'
          : 'validation.schema.requestSettings.plantHasSettings',
      ),
    );
}

const values = (input: RequestSettingInput) => ({
  name: input.name,
  plantId: input.plantId,
  bidVisibility: input.bidVisibility,
  transporterIds: input.transporterIds,
  spotWindowMinutes: input.spotWindowMinutes,
  extensionMinutes: input.extensionMinutes,
  maxExtensions: input.maxExtensions,
});

const selectFrom = (db: Queryable) =>
  db.select(columns).from(requestSettings).leftJoin(plants, eq(plants.id, requestSettings.plantId));

export const requestSettingStore: MasterStore<RequestSetting, RequestSettingInput, RequestSettingListQuery> =
  {
    async list(db, user, query) {
      const where = allOf([
        ...visibleSettings(user),
        ...listFilters(query, {
          status: requestSettings.status,
          createdAt: requestSettings.createdAt,
          searchIn: [requestSettings.name, plants.name],
        }),
      ]);
      const window = pageWindow(query, SORTS[query.sort], requestSettings.id);
      return pageOfRows(
        query,
        selectFrom(db)
          .where(where)
          .orderBy(...window.orderBy)
          .limit(window.limit)
          .offset(window.offset)
          .then((rows) => toSettings(db, rows)),
        cappedCount(
          db,
          matchingRows(db)
            .from(requestSettings)
            .leftJoin(plants, eq(plants.id, requestSettings.plantId))
            .where(where),
        ),
      );
    },

    async find(db, user, id) {
      const rows = await selectFrom(db).where(mine(user, id));
      return rows.length ? (await toSettings(db, rows))[0]! : null;
    },

    async create(tx, user, input) {
      await refuseClashes(tx, user, input);
      const [row] = await tx
        .insert(requestSettings)
        .values({ industryId: industryOf(user), ...values(input) })
        .returning({ id: requestSettings.id });
      return row!.id;
    },

    async update(tx, user, id, input) {
      if (!(await settingForWrite(tx, user, id))) return false;
      await refuseClashes(tx, user, input, id);
      await tx.update(requestSettings).set(values(input)).where(mine(user, id));
      return true;
    },

    async setStatus(tx, user, id, status) {
      const setting = await settingForWrite(tx, user, id);
      if (!setting) return false;
      if (status === 'active' && setting.plantId === null) {
        const [active] = await tx
          .select({ id: requestSettings.id })
          .from(requestSettings)
          .where(
            and(
              eq(requestSettings.industryId, setting.industryId),
              isNull(requestSettings.plantId),
              eq(requestSettings.status, 'active'),
              ne(requestSettings.id, id),
            ),
          );
        if (active) throw conflict(say('validation.schema.requestSettings.defaultExists'));
      }
      await tx.update(requestSettings).set({ status }).where(mine(user, id));
      return true;
    },

    /** Requests copy what they take from the settings, so none refers to them: they can always go. */
    async remove(tx, user, id) {
      if (!(await settingForWrite(tx, user, id))) return false;
      const gone = await tx
        .delete(requestSettings)
        .where(mine(user, id))
        .returning({ id: requestSettings.id });
      return gone.length > 0;
    },
  };
