import type { Permission } from './permissions';
import { USER_TYPE, type UserType } from './userTypes';

/**
 * Who may let a truck in although its last fix is outside the plant's geofence: the owner, and anyone who may
 * edit plants. The catalogue has no gate permission of its own; the geofence is part of the plant's record,
 * so a user who may redraw it anyway gains no new power by overriding it once, with a note on the record.
 * The gate keeper's role (orders only) cannot, which is the point: a second person vouches for the truck.
 */
export const mayOverrideGeofence = (userType: UserType, permissions: readonly string[]): boolean =>
  userType === USER_TYPE.owner || permissions.includes('edit-plant' satisfies Permission);
