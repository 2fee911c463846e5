import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isPermission } from '../../src/domain/permissions';
import type { Staff, StaffChoices, StaffInput, StaffListQuery } from '../../src/domain/schemas/staff';
import { USER_TYPE } from '../../src/domain/userTypes';
import { say } from '../../src/i18n/schemaMessages';
import { unusablePasswordHash } from '../auth/password';
import { spendOpenLinks } from '../auth/passwordReset';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { refuseTakenIdentity } from '../auth/takenIdentity';
import { reconnectUserSockets, revokeUserTokens } from '../auth/tokens';
import type { Database, Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { roles, userPlants, users } from '../db/schema/access';
import { plants } from '../db/schema/plants';
import { conflict, fieldError, refused } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { Outbox } from '../events/outbox';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf, listFilters } from './masterList';
import type { AfterCommit, MasterStore } from './masterStore';
import { memberSeats, requireMemberSeat } from './memberLimit';
import { lockIndustryPeople, notGrantable, requireRoleEditor } from './roleEditing';
import { type InviteDeps, invite } from './staffInvite';

/** A plant user's plants by name, as JSON (written with table names: Drizzle leaves subquery columns bare). */
const plantsOf = sql<Staff['plants']>`coalesce((
    select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
    from user_plants up join plants p on p.id = up.plant_id where up.user_id = users.id
  ), '[]'::json)`.mapWith((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value));

/** Invited and not yet joined: no mailed link of theirs has been used (an owner confirms by sign-up mail). */
const invitePending =
  sql<boolean>`(users.email_verified_at is null and users.user_type <> ${USER_TYPE.owner})`.mapWith(
    (value: unknown) => value === true || value === 't',
  );

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  userType: users.userType,
  roleId: users.roleId,
  roleName: roles.name,
  plants: plantsOf,
  status: users.status,
  invitePending,
  createdAt: users.createdAt,
};

const SORTS = {
  name: users.name,
  email: users.email,
  roleName: roles.name,
  createdAt: users.createdAt,
} as const;

type Stored = Omit<Staff, 'createdAt' | 'userType'> & { userType: number; createdAt: Date };

const toStaff = (row: Stored): Staff => ({
  ...row,
  userType: row.userType as Staff['userType'],
  createdAt: row.createdAt.toISOString(),
});

const SHIPPER_TYPES = [USER_TYPE.staff, USER_TYPE.owner, USER_TYPE.plantUser];

/**
 * The members a user may see and manage here: everyone of the industry, except that a plant user (type 4)
 * who may manage staff sees only plant users whose plants are all among their own; they may not reach, let
 * alone raise, anyone with a wider view than theirs.
 */
function visibleTo(user: SignedInUser): SQL[] {
  const industry = [eq(users.industryId, industryOf(user)), inArray(users.userType, SHIPPER_TYPES)];
  if (user.userType !== USER_TYPE.plantUser) return industry;
  if (user.plantIds.length === 0) return [sql`false`];
  const theirs = sql.join(
    user.plantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return [
    ...industry,
    eq(users.userType, USER_TYPE.plantUser),
    sql`exists (select 1 from user_plants up where up.user_id = users.id)`,
    sql`not exists (select 1 from user_plants up where up.user_id = users.id and up.plant_id not in (${theirs}))`,
  ];
}

/** A member as a write needs them, locked for the write: null when the user may not see them. */
async function memberForWrite(tx: Queryable, user: SignedInUser, id: number) {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), ...visibleTo(user)))
    .for('update');
  if (!member) return null;
  const plantIds = (
    await tx.select({ id: userPlants.plantId }).from(userPlants).where(eq(userPlants.userId, id))
  ).map((p) => p.id);
  return { ...member, plantIds };
}

/** Owners hold every permission without a role; their account is theirs, not the staff list's. */
function refuseOwner(member: { userType: number }) {
  if (member.userType === USER_TYPE.owner) throw refused({ refusal: { code: 'ownerNotEditable' } });
}

/** A plant user who may add staff adds plant users of their own plants, nobody with a wider view. */
function refuseWiderType(user: SignedInUser, input: StaffInput) {
  if (user.userType === USER_TYPE.plantUser && input.userType !== USER_TYPE.plantUser)
    throw fieldError('userType', say('validation.schema.people.plantUsersOnly'));
}

/** Nobody hands out a role giving more than they hold themselves (see roleEditing.ts). */
async function refuseRoleBeyondOwn(tx: Queryable, user: SignedInUser, roleId: number) {
  const [role] = await tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
  if (role && notGrantable(user, role.permissions.filter(isPermission)).length > 0)
    throw fieldError('roleId', say('validation.schema.people.roleBeyondYours'));
}

async function setPlants(tx: Queryable, industryId: number, userId: number, plantIds: readonly number[]) {
  await tx.delete(userPlants).where(eq(userPlants.userId, userId));
  if (plantIds.length > 0)
    await tx.insert(userPlants).values(plantIds.map((plantId) => ({ industryId, userId, plantId })));
}

/** Publishes, once the write has committed, what its outbox gathered (sockets to close). */
const publishAfter = (events: EventBus, outbox: Outbox, afterCommit: AfterCommit) =>
  afterCommit(async () => events.publish(outbox.drain()));

export interface StaffDeps extends InviteDeps {
  events: EventBus;
}

/**
 * Staff members and plant users of the signed-in industry; owners are listed but changed elsewhere. A new
 * member gets no usable password: they are mailed a one-time link to set one (staffInvite.ts). Staff are
 * deactivated, never deleted: their name stays on what they did.
 */
export const createStaffStore = (deps: StaffDeps): MasterStore<Staff, StaffInput, StaffListQuery> => ({
  async list(db, user, query) {
    const where = allOf([
      ...visibleTo(user),
      ...listFilters(query, {
        status: users.status,
        createdAt: users.createdAt,
        searchIn: [users.name, users.email, users.mobile],
      }),
      ...(query.roleId ? [eq(users.roleId, query.roleId)] : []),
      ...(query.userType ? [eq(users.userType, query.userType)] : []),
    ]);
    const window = pageWindow(query, SORTS[query.sort], users.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(users)
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toStaff)),
      cappedCount(db, matchingRows(db).from(users).where(where)),
    );
  },

  async find(db, user, id) {
    const [row] = await db
      .select(columns)
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, id), ...visibleTo(user)));
    return row ? toStaff(row) : null;
  },

  async create(tx, user, input, write) {
    const industryId = industryOf(user);
    await lockIndustryPeople(tx, industryId);
    refuseWiderType(user, input);
    await requireOwnedReferences(tx, user, [
      { field: 'roleId', kind: 'role', id: input.roleId, inUse: true },
      ...input.plantIds.map((id, i) => ({ field: `plantIds.${i}`, kind: 'plant' as const, id, inUse: true })),
    ]);
    await refuseRoleBeyondOwn(tx, user, input.roleId);
    await refuseTakenIdentity(tx, input);
    const [inviter] = await tx.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    const [row] = await tx
      .insert(users)
      .values({
        industryId,
        userType: input.userType,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        // Nobody knows it: the member chooses their own through the invitation.
        passwordHash: unusablePasswordHash(),
        roleId: input.roleId,
        // The invitation (and the app) in the language of whoever invited them, until they choose their own.
        language: inviter?.language ?? 'en',
        emailVerifiedAt: null,
      })
      .returning({ id: users.id });
    const id = row!.id;
    await setPlants(tx, industryId, id, input.plantIds);
    await requireMemberSeat(tx, industryId, write.now);
    await invite(tx, deps, write, id, user.id);
    return id;
  },

  async update(tx, user, id, input, write) {
    const industryId = industryOf(user);
    await lockIndustryPeople(tx, industryId);
    const before = await memberForWrite(tx, user, id);
    if (!before) return false;
    refuseOwner(before);
    refuseWiderType(user, input);
    const roleChanged = before.roleId !== input.roleId;
    // What the member already has may stay as it is; what is new must be the editor's and in use.
    await requireOwnedReferences(tx, user, [
      { field: 'roleId', kind: 'role', id: input.roleId, inUse: roleChanged },
      ...input.plantIds.map((plantId, i) => ({
        field: `plantIds.${i}`,
        kind: 'plant' as const,
        id: plantId,
        inUse: !before.plantIds.includes(plantId),
      })),
    ]);
    if (roleChanged) await refuseRoleBeyondOwn(tx, user, input.roleId);
    await refuseTakenIdentity(tx, input, id);
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        userType: input.userType,
        roleId: input.roleId,
        updatedAt: write.now,
      })
      .where(eq(users.id, id));
    const plantsChanged =
      before.plantIds.length !== input.plantIds.length ||
      before.plantIds.some((p) => !input.plantIds.includes(p));
    if (plantsChanged) await setPlants(tx, industryId, id, input.plantIds);
    if (roleChanged || plantsChanged || before.userType !== input.userType) {
      // Permissions and plants are read on every request; only the sockets' rooms were chosen by the old ones.
      const outbox = new Outbox();
      await reconnectUserSockets(tx, outbox, [id], write.now);
      publishAfter(deps.events, outbox, write.afterCommit);
    }
    if (before.email !== input.email) {
      // A link mailed to the old address no longer opens this account; a pending invitation follows the address.
      if (before.emailVerifiedAt === null && before.status === 'active')
        await invite(tx, deps, write, id, user.id);
      else await spendOpenLinks(tx, id, write.now);
    }
    await requireRoleEditor(tx, industryId);
    return true;
  },

  /**
   * Deactivating a member signs them out everywhere at once: their tokens are revoked and their sockets closed
   * (server/auth/tokens.ts), and any link mailed to them stops working. Reactivating takes a seat of the plan.
   */
  async setStatus(tx, user, id, status, { now, afterCommit }) {
    const industryId = industryOf(user);
    await lockIndustryPeople(tx, industryId);
    const before = await memberForWrite(tx, user, id);
    if (!before) return false;
    refuseOwner(before);
    if (before.status === status) return true;
    if (status === 'inactive' && id === user.id) throw refused({ refusal: { code: 'deactivateSelf' } });
    await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, id));
    if (status === 'inactive') {
      const outbox = new Outbox();
      await revokeUserTokens(tx, outbox, id, now);
      await spendOpenLinks(tx, id, now);
      publishAfter(deps.events, outbox, afterCommit);
      await requireRoleEditor(tx, industryId);
    } else await requireMemberSeat(tx, industryId, now);
    return true;
  },
});

/** Mails a member who has not joined yet a fresh invitation, in place of the one they have. */
export async function resendInvitation(
  db: Database,
  deps: InviteDeps,
  user: SignedInUser,
  id: number,
  now: Date,
): Promise<boolean> {
  const after: (() => Promise<void>)[] = [];
  const done = await db.transaction(async (tx) => {
    const member = await memberForWrite(tx, user, id);
    if (!member) return false;
    refuseOwner(member);
    if (member.emailVerifiedAt !== null) throw refused({ refusal: { code: 'inviteAccepted' } });
    // The list offers it only to active members; an inactive one could not sign in with it anyway.
    if (member.status !== 'active') throw conflict('Activate this member before inviting them again');
    await invite(tx, deps, { now, afterCommit: (work) => void after.push(work) }, id, user.id);
    return true;
  });
  for (const work of after) await work();
  return done;
}

/** The form's and filters' choices: active roles and the user's active plants, and the plan's seats. */
export async function staffChoices(db: Queryable, user: SignedInUser, now: Date): Promise<StaffChoices> {
  const industryId = industryOf(user);
  const scope = plantScope(user, plants.id);
  const [roleRows, plantRows, seats] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
      .from(roles)
      .where(and(eq(roles.industryId, industryId), eq(roles.status, 'active')))
      .orderBy(asc(roles.name)),
    db
      .select({ id: plants.id, name: plants.name })
      .from(plants)
      .where(and(eq(plants.industryId, industryId), eq(plants.status, 'active'), ...(scope ? [scope] : [])))
      .orderBy(asc(plants.name)),
    memberSeats(db, industryId, now),
  ]);
  return {
    roles: roleRows.map((role) => {
      const permissions = role.permissions.filter(isPermission);
      return { ...role, permissions, grantable: notGrantable(user, permissions).length === 0 };
    }),
    plants: plantRows,
    seats,
  };
}
