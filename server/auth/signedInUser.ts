import type { Permission } from '../../src/domain/permissions';
import type { UserType } from '../../src/domain/userTypes';

/** What the auth hook puts on `request.user`; every query scopes itself by these ids. */
export interface SignedInUser {
  id: number;
  userType: UserType;
  /** Null only for transporters (type 2), who are refused by shipper routes before any query runs. */
  industryId: number | null;
  transporterId: number | null;
  permissions: readonly Permission[];
  /** The plants a plant user (type 4) is kept to (plantScope.ts: none, they see none); empty for the others. */
  plantIds: readonly number[];
  /** Whether the user's industry holds a plan today, its grace after the plan ends included. */
  hasActivePlan: boolean;
  tokenHash: string;
}

/** The shipper routes use this to read the industry id once the hook has guaranteed it. */
export function industryOf(user: SignedInUser): number {
  if (user.industryId === null) throw new Error('A shipper route ran for a user without an industry');
  return user.industryId;
}
