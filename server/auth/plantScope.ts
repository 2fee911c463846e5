import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { SignedInUser } from './signedInUser';

/**
 * The condition limiting a plant user (type 4) to their plants; undefined for everyone else.
 * A plant user with no plant assigned sees nothing rather than everything.
 */
export function plantScope(user: SignedInUser, plantIdColumn: AnyColumn): SQL | undefined {
  if (user.userType !== USER_TYPE.plantUser) return undefined;
  return user.plantIds.length > 0 ? inArray(plantIdColumn, [...user.plantIds]) : sql`false`;
}
