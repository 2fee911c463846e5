import type { PlantUserWrites } from './plantScope';
import type { SignedInUser } from './signedInUser';

/**
 * Per-route switches of the auth hook. Routes are private, shipper-only and plan-checked unless
 * they opt out here, so forgetting a flag fails closed.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** No sign-in needed (login, forgot/reset password, client config). */
    public?: boolean;
    /** Answers even when the industry has no active plan (auth routes, the seed's four calls). */
    planExempt?: boolean;
    /** Transporters (type 2) may call it too; everything else is shipper-app only. */
    transporterAllowed?: boolean;
    /** Why a plant user may write through it (plantScope.ts); unset, they may not: it is the industry's. */
    plantUsers?: PlantUserWrites;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}
