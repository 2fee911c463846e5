import type { SignedInUser } from '../../auth/signedInUser';
import { forbidden } from '../../errors/httpError';

/** The transporter company behind a type-2 token; shipper accounts have no business on the bidding API. */
export function transporterOf(user: SignedInUser): number {
  if (user.transporterId === null) throw forbidden('Only transporter accounts can bid');
  return user.transporterId;
}
