import { forbidden } from '../errors/httpError';
import type { SignedInUser } from './signedInUser';

/** The transporter company behind a type-2 token; shipper accounts have no business on the transporter API. */
export function transporterOf(user: SignedInUser): number {
  if (user.transporterId === null) throw forbidden('Only transporter accounts can do this');
  return user.transporterId;
}
