import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { Database } from '../db/database';
import { forbidden, planRequired, unauthorized } from '../errors/httpError';
import { refuseIndustryWrite } from './plantScope';
import { sha256 } from './secrets';
import type { SignedInUser } from './signedInUser';
import { userIdOfToken } from './tokens';
import { loadUserAccess, toSignedInUser } from './userAccess';

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

/** Resolves a bearer token to its user, or null when the token is unknown, revoked, expired or the user inactive. */
export async function authenticate(db: Database, token: string, now: Date): Promise<SignedInUser | null> {
  const userId = await userIdOfToken(db, token, now);
  if (userId === null) return null;
  const access = await loadUserAccess(db, { id: userId }, now);
  if (access?.status !== 'active') return null;
  return toSignedInUser(access, sha256(token));
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every /api route needs a valid token unless its config says `public`. Then, unless the route opts
 * out: transporters are refused (shipper app only), an industry without a current plan gets
 * `plan_required`, and a plant user's write is refused unless the route says why they may make it
 * (`plantUsers`, plantScope.ts). Unknown routes fall through to the JSON 404.
 */
export function installAuthHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.routeOptions.url === undefined || config.public) return;
    const token = bearerToken(request);
    const user = token ? await authenticate(db, token, app.clock.now()) : null;
    if (!user) throw unauthorized(token ? 'Your session has ended. Sign in again.' : 'Sign in to continue');
    request.user = user;
    if (user.userType === USER_TYPE.transporter && !config.transporterAllowed) {
      throw forbidden('Transporter accounts cannot use the shipper app');
    }
    if (user.userType !== USER_TYPE.transporter && !user.hasActivePlan && !config.planExempt)
      throw planRequired();
    if (!READS.has(request.method) && !config.plantUsers) refuseIndustryWrite(user);
  });
}

/** The signed-in user of a route behind the auth hook (never null there). */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
