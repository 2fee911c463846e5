import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPermission, PERMISSIONS, type Permission } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/schemas/auth';
import { USER_TYPE, USER_TYPE_NAMES, type UserType } from '../../src/domain/userTypes';
import type { Queryable } from '../db/database';
import { roles, userPlants, users } from '../db/schema/access';
import { industries, subscriptions } from '../db/schema/tenancy';
import { transporters } from '../db/schema/transporters';
import { indianDate } from '../indianDate';
import { holdsPlanOn } from '../tenancy/plans';
import type { SignedInUser } from './signedInUser';

/** Everything about a user that decides what they may see: one query for the row, one for plant scope. */
export interface UserAccess {
  id: number;
  name: string;
  email: string;
  mobile: string;
  userType: UserType;
  status: 'active' | 'inactive';
  passwordHash: string;
  industryId: number | null;
  transporterId: number | null;
  /** Industry name, or the transporter company's for type 2. */
  organisationName: string;
  roleId: number | null;
  roleName: string | null;
  permissions: Permission[];
  plantIds: number[];
  hasActivePlan: boolean;
  hideMaterialFromTransporters: boolean;
  canAddRequest: boolean;
  profileImage: string | null;
  /** False until the user opens the confirmation link mailed at sign-up. */
  emailVerified: boolean;
}

const asUserType = (n: number): UserType => {
  if (n === 1 || n === 2 || n === 3 || n === 4) return n;
  throw new Error(`Unknown user type ${n}`);
};

export async function loadUserAccess(
  db: Queryable,
  where: { id: number } | { email: string } | { mobile: string },
  now: Date,
): Promise<UserAccess | null> {
  const today = indianDate(now);
  const activeSubscription = alias(subscriptions, 'active_subscription');
  const condition =
    'id' in where
      ? eq(users.id, where.id)
      : 'email' in where
        ? eq(users.email, where.email)
        : eq(users.mobile, where.mobile);
  const [row] = await db
    .select({
      user: users,
      industryName: industries.name,
      hideMaterialFromTransporters: industries.hideMaterialFromTransporters,
      canAddRequest: industries.canAddRequest,
      transporterName: transporters.name,
      roleName: roles.name,
      rolePermissions: roles.permissions,
      subscriptionId: activeSubscription.id,
    })
    .from(users)
    .leftJoin(industries, eq(industries.id, users.industryId))
    .leftJoin(transporters, eq(transporters.id, users.transporterId))
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.status, 'active')))
    .leftJoin(
      activeSubscription,
      and(eq(activeSubscription.industryId, users.industryId), holdsPlanOn(activeSubscription, today)),
    )
    .where(condition)
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const userType = asUserType(user.userType);
  const plantIds =
    userType === USER_TYPE.plantUser
      ? (
          await db
            .select({ plantId: userPlants.plantId })
            .from(userPlants)
            .where(eq(userPlants.userId, user.id))
        ).map((r) => r.plantId)
      : [];
  const permissions =
    userType === USER_TYPE.owner
      ? [...PERMISSIONS]
      : userType === USER_TYPE.transporter
        ? []
        : (row.rolePermissions ?? []).filter(isPermission);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    userType,
    status: user.status,
    passwordHash: user.passwordHash,
    industryId: user.industryId,
    transporterId: user.transporterId,
    organisationName: row.industryName ?? row.transporterName ?? '',
    roleId: row.roleName ? user.roleId : null,
    roleName: row.roleName,
    permissions,
    plantIds,
    hasActivePlan: row.subscriptionId !== null,
    hideMaterialFromTransporters: row.hideMaterialFromTransporters ?? false,
    canAddRequest: row.canAddRequest ?? true,
    profileImage: user.profileImage,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export const toSignedInUser = (access: UserAccess, tokenHash: string): SignedInUser => ({
  id: access.id,
  userType: access.userType,
  industryId: access.industryId,
  transporterId: access.transporterId,
  permissions: access.permissions,
  plantIds: access.plantIds,
  hasActivePlan: access.hasActivePlan,
  tokenHash,
});

/** The role's name for staff and plant users; the type's name for owners and transporters. */
export const roleLabel = (access: UserAccess): string => access.roleName ?? USER_TYPE_NAMES[access.userType];

export const toSessionUser = (access: UserAccess): SessionUser => ({
  id: access.id,
  name: access.name,
  email: access.email,
  mobile: access.mobile,
  userType: access.userType,
  userTypeId: access.roleId,
  userTypeName: roleLabel(access),
  // Transporters belong to no industry; 0 keeps the shared session shape without inventing one.
  industryId: access.industryId ?? 0,
  industryName: access.organisationName,
  profileImage: access.profileImage,
  permissions: access.permissions,
  hideMaterialFromTransporters: access.hideMaterialFromTransporters,
  canAddRequest: access.canAddRequest,
  plantIds: access.plantIds,
});
