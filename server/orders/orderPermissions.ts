import type { Direction } from '../../src/domain/statuses';
import type { SignedInUser } from '../auth/signedInUser';
import { forbidden } from '../errors/httpError';

/**
 * The catalogue has list permissions only for orders, so they guard every order screen and action (the gate
 * keeper's role holds them). Offline orders: list-/add-offline-<direction>-order.
 */
export function requireOrderPermission(
  user: SignedInUser,
  direction: Direction,
  kind: 'order' | 'offline-list' | 'offline-add' = 'order',
): void {
  const permission =
    kind === 'order'
      ? (`list-${direction}-order` as const)
      : kind === 'offline-list'
        ? (`list-offline-${direction}-order` as const)
        : (`add-offline-${direction}-order` as const);
  if (!user.permissions.includes(permission))
    throw forbidden(`You need the "${permission}" permission to do this`);
}
