import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { USER_TYPE } from '../../src/domain/userTypes';
import { forbidden } from '../errors/httpError';
import type { SignedInUser } from './signedInUser';

/**
 * The condition limiting a plant user (type 4) to their plants; undefined for everyone else.
 * A plant user with no plant assigned sees nothing rather than everything.
 */
export function plantScope(user: SignedInUser, plantIdColumn: AnyColumn): SQL | undefined {
  if (user.userType !== USER_TYPE.plantUser) return undefined;
  return user.plantIds.length > 0 ? inArray(plantIdColumn, [...user.plantIds]) : sql`false`;
}

/**
 * Why a plant user may write (POST, PUT, PATCH, DELETE) through a route at all; a route declares it in its
 * config (`plantUsers`, routeConfig.ts). Without one a plant user may not: the route changes what the whole
 * industry shares (its settings, keys, feeds, webhooks, roles, business units, transporters, a new plant),
 * which is its owner's and its staff's with the permission.
 * - `plants`: the record written belongs to a plant. The route finds it, and any plant its body names, within
 *   the user's plants by `plantScope` (a record of another plant is 404, as a missing one; a plant named in the
 *   body is 422 by ownedReferences.ts).
 * - `own`: the user's own things (session, profile, notifications, their report mails).
 * - `masterData`: clients, vendors, products and packages, which every plant names and reads whole; the
 *   role's permission decides.
 */
export type PlantUserWrites = 'plants' | 'own' | 'masterData';

/** Refuses (403) a plant user a write to what the whole industry shares. */
export function refuseIndustryWrite(user: SignedInUser): void {
  if (user.userType === USER_TYPE.plantUser)
    throw forbidden('This belongs to the whole industry: only its owner and staff can change it');
}
