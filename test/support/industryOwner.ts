import type { SignedInUser } from '../../server/auth/signedInUser';
import { PERMISSIONS } from '../../src/domain/permissions';
import { USER_TYPE } from '../../src/domain/userTypes';

/**
 * An owner of the industry with every permission and a plan, as a signed-in user for calling the reports and
 * dashboard measures directly (benchmarks and tests that skip HTTP); no account stands behind it.
 */
export const industryOwner = (industryId: number): SignedInUser => ({
  id: 0,
  userType: USER_TYPE.owner,
  industryId,
  transporterId: null,
  permissions: PERMISSIONS,
  plantIds: [],
  hasActivePlan: true,
  tokenHash: '',
});
