import type { Permission } from '../../src/domain/permissions';
import type { Direction } from '../../src/domain/statuses';
import type { SignedInUser } from '../auth/signedInUser';
import { forbidden } from '../errors/httpError';

export type RequestVerb = 'list' | 'add' | 'edit' | 'detail' | 'replicate' | 'bids';

/**
 * The seed's permission per screen and direction. Viewing bids of an outbound request is guarded by
 * edit-outbound-request (its view-bid route), of an inbound one by list-bids-inbound-request.
 */
export function requestPermission(verb: RequestVerb, direction: Direction): Permission {
  if (verb === 'bids') return direction === 'inbound' ? 'list-bids-inbound-request' : 'edit-outbound-request';
  return `${verb}-${direction}-request`;
}

/** Throws 403 unless the user holds the permission for this direction; routes call it once they know it. */
export function requireRequestPermission(user: SignedInUser, verb: RequestVerb, direction: Direction): void {
  const permission = requestPermission(verb, direction);
  if (!user.permissions.includes(permission))
    throw forbidden(`You need the "${permission}" permission to do this`);
}
