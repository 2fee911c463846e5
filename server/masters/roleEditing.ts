import { and, arrayContains, count, eq, or } from 'drizzle-orm';
import type { Permission } from '../../src/domain/permissions';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { roles, users } from '../db/schema/access';
import { industries } from '../db/schema/tenancy';
import { refused } from '../errors/httpError';

/** What the role screens need (src/routes/routeTable.ts: /role/edit/:id needs both). */
export const ROLE_EDITING: readonly Permission[] = ['list-role', 'edit-role'];

/**
 * Serialises the writes of one industry that change who its members are or what they may do (staff, roles),
 * so that the checks which count them (the plan's members, who may still edit roles) see one another's rows.
 */
export async function lockIndustryPeople(tx: Queryable, industryId: number): Promise<void> {
  await tx.select({ id: industries.id }).from(industries).where(eq(industries.id, industryId)).for('update');
}

/**
 * The industry must never lock itself out of role editing. An active owner (type 3) holds every permission
 * (server/auth/userAccess.ts), so while one exists no role or staff change can lock anyone out: removing
 * list-role or edit-role from the only non-owner admin's role is fine then. What can happen is an industry
 * whose owner is no longer active (deactivated by the operators, scripts/admin.ts), run by its staff: there, a
 * change that leaves no active staff member whose active role holds both role permissions would leave nobody
 * able to give them back short of the operators (a plant user cannot edit roles, which are the whole
 * industry's: server/auth/plantScope.ts). Every write that could do it (a role's
 * permissions or status, a staff member's role, type or status) calls this after writing, in its transaction,
 * and is refused (409) and rolled back when nobody is left.
 */
export async function requireRoleEditor(tx: Queryable, industryId: number): Promise<void> {
  const [found] = await tx
    .select({ n: count() })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.status, 'active')))
    .where(
      and(
        eq(users.industryId, industryId),
        eq(users.status, 'active'),
        or(
          eq(users.userType, USER_TYPE.owner),
          and(eq(users.userType, USER_TYPE.staff), arrayContains(roles.permissions, [...ROLE_EDITING])),
        ),
      ),
    );
  if ((found?.n ?? 0) === 0) throw refused({ refusal: { code: 'roleEditorNeeded' } });
}

/**
 * Of these permissions, those the user may not give away: nobody hands out more than they hold, so a staff
 * member who may edit roles or staff cannot raise anyone, themselves included, above their own role.
 */
export const notGrantable = (user: SignedInUser, permissions: readonly string[]): string[] =>
  permissions.filter((p) => !(user.permissions as readonly string[]).includes(p));
