import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Permission } from '../../src/domain/permissions';
import { DIRECTIONS, type Direction } from '../../src/domain/statuses';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { roles, userPlants, users } from '../db/schema/access';
import { mayTrack } from '../tracking/orderAccess';
import type { PlantScope } from './domainEvents';
import {
  industryFeedRoom,
  industryRoom,
  plantFeedRoom,
  plantRoom,
  sessionRoom,
  transporterRoom,
  userRoom,
} from './rooms';

/**
 * The one audience rule: an event about a plant reaches the industry's users, narrowed to a plant user's
 * (type 4) own plants; tracking events further to those who may track the direction. Both halves of the rule
 * live here: the rooms a socket joins and the rooms an event goes to, plus the same rule in SQL for
 * notifications, which are stored per recipient; and, for news of the whole industry, who holds a permission
 * (industryUsersWith). A plant user with no plant hears nothing, as their lists
 * show nothing (server/auth/plantScope.ts).
 */

/** The rooms a signed-in socket joins on connection; it joins nothing else but orders it asks to watch. */
export function roomsOfUser(user: SignedInUser): string[] {
  const own = [userRoom(user.id), sessionRoom(user.tokenHash)];
  if (user.userType === USER_TYPE.transporter)
    return user.transporterId === null ? own : [...own, transporterRoom(user.transporterId)];
  const industryId = user.industryId;
  if (industryId === null) return own;
  const tracked = DIRECTIONS.filter((d) => mayTrack(user, d));
  if (user.userType === USER_TYPE.plantUser)
    return [
      ...own,
      ...user.plantIds.map(plantRoom),
      ...tracked.flatMap((d) => user.plantIds.map((p) => plantFeedRoom(p, d))),
    ];
  return [...own, industryRoom(industryId), ...tracked.map((d) => industryFeedRoom(industryId, d))];
}

/** Where news of a plant's requests, bids and orders goes. */
export const newsRooms = ({ industryId, plantId }: PlantScope): string[] => [
  industryRoom(industryId),
  plantRoom(plantId),
];

/** Where a plant's tracking of one direction goes (board feeds; order watchers are added by the sender). */
export const feedRooms = ({ industryId, plantId }: PlantScope, direction: Direction): string[] => [
  industryFeedRoom(industryId, direction),
  plantFeedRoom(plantId, direction),
];

/**
 * The same rule in SQL, for what is stored per person (notifications) and pushed to their devices: the
 * industry's active shipper-app users, plant users only of this plant, never the one who acted.
 */
export async function usersInAudience(
  db: Queryable,
  scope: PlantScope,
  exceptUserId: number | null,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userPlants, and(eq(userPlants.userId, users.id), eq(userPlants.plantId, scope.plantId)))
    .where(
      and(
        eq(users.industryId, scope.industryId),
        eq(users.status, 'active'),
        inArray(users.userType, [USER_TYPE.owner, USER_TYPE.staff, USER_TYPE.plantUser]),
        or(sql`${users.userType} <> ${USER_TYPE.plantUser}`, sql`${userPlants.plantId} is not null`),
        ...(exceptUserId === null ? [] : [ne(users.id, exceptUserId)]),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The same rule for a transporter company's news (its bids won and lost): the company's own active people,
 * whatever industry the news comes from; they hear it in their portal's room, and these by push and e-mail.
 */
export async function transporterUsersInAudience(db: Queryable, transporterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.transporterId, transporterId),
        eq(users.userType, USER_TYPE.transporter),
        eq(users.status, 'active'),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The rule for news of the whole industry (its announcements), about no one plant: every active shipper-app
 * user of the industry, plant users included, who holds `permission` (an owner holds them all, the others
 * through their active role, as the auth hook reads it), never the one who acted.
 */
export async function industryUsersWith(
  db: Queryable,
  industryId: number,
  permission: Permission,
  exceptUserId: number | null,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.status, 'active')))
    .where(
      and(
        eq(users.industryId, industryId),
        eq(users.status, 'active'),
        inArray(users.userType, [USER_TYPE.owner, USER_TYPE.staff, USER_TYPE.plantUser]),
        or(eq(users.userType, USER_TYPE.owner), sql`${permission} = any(${roles.permissions})`),
        ...(exceptUserId === null ? [] : [ne(users.id, exceptUserId)]),
      ),
    );
  return rows.map((r) => r.id);
}
