import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { text } from './storable';

/**
 * The four calls the seed names, with their exact paths (under /api) and shapes (seed-spec §7).
 * None takes a payload except save-token.
 */

/** POST /api/shipper-permissions → the list of permissions. */
export const ShipperPermissionsReply = z.array(z.enum(PERMISSIONS));

/** POST /api/login-header-details → industry, name, role. */
export const LoginHeaderDetailsReply = z.object({
  industry: z.string(),
  name: z.string(),
  role: z.string(),
});
export type LoginHeaderDetails = z.infer<typeof LoginHeaderDetailsReply>;

/** POST /api/plan/current-plan → list of plans with noOfMembers, noOfPlants (empty: no current plan). */
export const CurrentPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  noOfMembers: z.number().int().nonnegative(),
  noOfPlants: z.number().int().nonnegative(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Null while the plan runs; once it has ended, the last day of its grace (the banner's "renew by"). */
  graceUntil: z.string().nullable(),
});
export type CurrentPlan = z.infer<typeof CurrentPlan>;
export const CurrentPlanReply = z.array(CurrentPlan);

/** POST /api/user/save-token {token}. */
export const SaveTokenBody = z.object({ token: text(4096).min(1) });
export const SaveTokenReply = z.object({ saved: z.boolean() });
