import type { FastifyRequest } from 'fastify';
import { USER_TYPE } from '../../src/domain/userTypes';
import { forbidden } from '../errors/httpError';
import { signedIn } from './authHook';

/**
 * preHandler of what only an industry owner (user type 3) may do, whatever their staff's roles hold: e.g.
 * changes to reference data every industry shares (countries, states, cities), which no one industry's role
 * should grant. `doing` ends the 403's sentence: "Only an industry owner can …".
 */
export const requireOwner =
  (doing: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (signedIn(request).userType !== USER_TYPE.owner)
      throw forbidden(`Only an industry owner can ${doing}`);
  };

/** preHandler of what every signed-in user of the shipper app may do: the auth hook has checked it all. */
export const anySignedInUser = async (request: FastifyRequest): Promise<void> => {
  signedIn(request);
};
