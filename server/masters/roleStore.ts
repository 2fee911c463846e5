import { and, count, eq, ne, sql } from 'drizzle-orm';
import { isPermission } from '../../src/domain/permissions';
import type { Role, RoleInput, RoleListQuery } from '../../src/domain/schemas/role';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { reconnectUserSockets } from '../auth/tokens';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { roles, users } from '../db/schema/access';
import { fieldError, refused } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { Outbox } from '../events/outbox';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';
import { lockIndustryPeople, notGrantable, requireRoleEditor } from './roleEditing';

// Written with table names: inside a subquery Drizzle leaves columns unqualified.
const memberCount = sql<number>`(select count(*) from users where users.role_id = roles.id)`.mapWith(Number);

const columns = {
  id: roles.id,
  name: roles.name,
  permissions: roles.permissions,
  memberCount,
  status: roles.status,
  createdAt: roles.createdAt,
};

const SORTS = { name: roles.name, memberCount, createdAt: roles.createdAt } as const;

type Stored = Omit<Role, 'createdAt' | 'permissions'> & { permissions: string[]; createdAt: Date };

// A permission the catalogue no longer has gives nothing (userAccess.ts ignores it too), so it is not shown.
const toRole = (row: Stored): Role => ({
  ...row,
  permissions: row.permissions.filter(isPermission),
  createdAt: row.createdAt.toISOString(),
});

const mine = (user: SignedInUser, id: number) =>
  and(eq(roles.id, id), eq(roles.industryId, industryOf(user)));

/** Two roles of one industry with one name would be told apart by nobody (the staff form lists them by name). */
async function refuseTakenName(tx: Queryable, user: SignedInUser, name: string, id?: number) {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.industryId, industryOf(user)),
        sql`lower(${roles.name}) = lower(${name})`,
        ...(id ? [ne(roles.id, id)] : []),
      ),
    );
  if (taken) throw fieldError('name', say('validation.schema.masters.nameTaken'));
}

/** Refuses giving a role permissions the editor does not hold (those it already had may stay). */
function refuseBeyondOwn(user: SignedInUser, permissions: readonly string[], had: readonly string[] = []) {
  const added = permissions.filter((p) => !had.includes(p));
  if (notGrantable(user, added).length > 0)
    throw fieldError('permissions', say('validation.schema.people.grantOwn'));
}

/** Users who have the role: all of them, or only the active ones. */
async function holders(tx: Queryable, roleId: number, activeOnly: boolean) {
  const [found] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, roleId), ...(activeOnly ? [eq(users.status, 'active')] : [])));
  return found?.n ?? 0;
}

/**
 * Roles of the signed-in industry. A change of a role's permissions takes effect on its holders' next request
 * (permissions are read on every request: server/auth/authHook.ts; the browser asks for them on every route
 * change); their sockets are reconnected too, since the rooms a socket joins depend on what it may track.
 */
export const createRoleStore = (events: EventBus): MasterStore<Role, RoleInput, RoleListQuery> => ({
  async list(db, user, query) {
    const where = allOf([
      eq(roles.industryId, industryOf(user)),
      ...listFilters(query, { status: roles.status, createdAt: roles.createdAt, searchIn: [roles.name] }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], roles.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(roles)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toRole)),
      cappedCount(db, matchingRows(db).from(roles).where(where)),
    );
  },

  async find(db, user, id) {
    const [row] = await db.select(columns).from(roles).where(mine(user, id));
    return row ? toRole(row) : null;
  },

  async create(tx, user, input) {
    await lockIndustryPeople(tx, industryOf(user));
    refuseBeyondOwn(user, input.permissions);
    await refuseTakenName(tx, user, input.name);
    const [row] = await tx
      .insert(roles)
      .values({ industryId: industryOf(user), name: input.name, permissions: [...input.permissions] })
      .returning({ id: roles.id });
    return row!.id;
  },

  async update(tx, user, id, input, { now, afterCommit }) {
    await lockIndustryPeople(tx, industryOf(user));
    const [before] = await tx.select().from(roles).where(mine(user, id)).for('update');
    if (!before) return false;
    refuseBeyondOwn(user, input.permissions, before.permissions);
    await refuseTakenName(tx, user, input.name, id);
    await tx
      .update(roles)
      .set({ name: input.name, permissions: [...input.permissions] })
      .where(mine(user, id));
    const changed =
      before.permissions.length !== input.permissions.length ||
      before.permissions.some((p) => !(input.permissions as readonly string[]).includes(p));
    if (changed) {
      await requireRoleEditor(tx, industryOf(user));
      const held = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, id), eq(users.status, 'active')));
      const outbox = new Outbox();
      await reconnectUserSockets(
        tx,
        outbox,
        held.map((u) => u.id),
        now,
      );
      afterCommit(async () => events.publish(outbox.drain()));
    }
    return true;
  },

  /**
   * A role an active member has is not deactivated: its holders would keep their sessions with no permission
   * at all (an inactive role gives none), a lock-out nobody asked for. Give them another role first.
   */
  async setStatus(tx, user, id, status) {
    await lockIndustryPeople(tx, industryOf(user));
    const [before] = await tx.select({ id: roles.id }).from(roles).where(mine(user, id)).for('update');
    if (!before) return false;
    if (status === 'inactive') {
      const members = await holders(tx, id, true);
      if (members > 0) throw refused({ refusal: { code: 'roleInUse', members } });
    }
    await tx.update(roles).set({ status }).where(mine(user, id));
    return true;
  },

  /** A role anybody has, active or not, stays: their record names it. */
  async remove(tx, user, id) {
    await lockIndustryPeople(tx, industryOf(user));
    const [before] = await tx.select({ id: roles.id }).from(roles).where(mine(user, id)).for('update');
    if (!before) return false;
    const members = await holders(tx, id, false);
    if (members > 0) throw refused({ refusal: { code: 'roleInUse', members } });
    await tx.delete(roles).where(mine(user, id));
    return true;
  },
});
