import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../src/domain/permissions';
import { forbidden } from '../errors/httpError';
import { signedIn } from './authHook';

/** preHandler guarding a route with one permission of the catalogue (owners hold them all). */
export const requirePermission =
  (permission: Permission) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!signedIn(request).permissions.includes(permission)) {
      throw forbidden(`You need the "${permission}" permission to do this`);
    }
  };
