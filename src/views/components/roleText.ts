import type { TFunction } from 'i18next';
import { USER_TYPE_NAMES, type UserType } from '../../domain/userTypes';

/**
 * A user's role as the API names it: the industry's own role name (its data, shown as written) or, for a
 * user without one, the English name of their type, which reads in the user's language instead.
 */
export const roleText = (t: TFunction, role: string, userType: UserType | null): string =>
  userType !== null && role === USER_TYPE_NAMES[userType] ? t(`domain.userTypes.${userType}`) : role;
