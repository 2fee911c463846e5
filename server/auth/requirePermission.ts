import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../src/domain/permissions';
import { forbidden } from '../errors/httpError';
import { signedIn } from './authHook';
import type { SignedInUser } from './signedInUser';

/** Refuses (403) a user without this permission of the catalogue (owners hold them all). */
export function assertPermission(user: SignedInUser, permission: Permission): void {
  if (!user.permissions.includes(permission))
    throw forbidden(`You need the "${permission}" permission to do this`);
}

/** preHandler guarding a route with one permission of the catalogue. */
export const requirePermission =
  (permission: Permission) =>
  async (request: FastifyRequest): Promise<void> =>
    assertPermission(signedIn(request), permission);
