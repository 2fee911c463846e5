import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkReply } from '../../../src/domain/schemas/auth';
import {
  RegisterBody,
  RegisterReply,
  ResendVerificationBody,
  VerifyEmailBody,
  VerifyEmailReply,
} from '../../../src/domain/schemas/signup';
import { linkTo } from '../../../src/routes/links';
import { refuseDemoPassword } from '../../auth/demoPasswordRule';
import { createVerificationLink, unverifiedUser, verifyEmail } from '../../auth/emailVerification';
import { identityKey, loginIdentity } from '../../auth/loginIdentity';
import { hashPassword } from '../../auth/password';
import { sha256 } from '../../auth/secrets';
import type { Database } from '../../db/database';
import { hasPgCode, PG_ERROR } from '../../db/pgErrors';
import { HttpError } from '../../errors/httpError';
import { emailVerificationMail } from '../../mail/emailVerificationMail';
import type { Mailer } from '../../mail/mailer';
import { signupAttemptMail } from '../../mail/signupAttemptMail';
import { createIndustryWithOwner, type TakenDetails, takenDetails } from '../../tenancy/newIndustry';
import { publicErrors } from '../errorResponses';
import { byAddress, type Limit, limitedBy } from '../requestLimits';

export interface SignupRoutesOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The auth routes' setting: the overall limit per address is theirs, shared with these routes. */
  loginAttemptsPerMinute: number;
  /** NODE_ENV=production: the owner's password may not be the demo's (auth/demoPasswordRule.ts). */
  production: boolean;
}

/**
 * A shipper's own sign-up: the industry and its owner in one transaction, then a mailed link that confirms
 * the owner's address; sign-in waits for it (authRoutes). Details registered already are answered alike and
 * told to their holders by mail instead. Public routes, limited like the other auth routes
 * and counted in the same overall limit per address.
 */
export const signupRoutes: FastifyPluginAsyncZod<SignupRoutesOptions> = async (
  app,
  { db, mailer, publicUrl, loginAttemptsPerMinute: perMinute, production },
) => {
  const overallPerAddress: Limit = { name: 'auth.address', max: 5 * perMinute, key: byAddress };
  const registerLimits = limitedBy(app, [
    // A person signs up once; a few tries cover the mistakes, more is someone making companies in bulk.
    { name: 'register.address', max: perMinute, key: byAddress },
    overallPerAddress,
  ]);
  const verifyLimits = limitedBy(app, [
    {
      name: 'verify.token',
      max: 5,
      key: (request) => sha256(String((request.body as { token?: unknown })?.token)),
    },
    overallPerAddress,
  ]);
  const resendLimits = limitedBy(app, [
    {
      name: 'resend.identity',
      max: 3,
      key: (request) => identityKey((request.body as { login?: unknown } | undefined)?.login),
    },
    overallPerAddress,
  ]);

  /** Mails the link; not awaited by the answer, so a slow SMTP server answers no slower for a known address. */
  const mailLink = (userId: number, email: string, token: string, log: typeof app.log) =>
    unverifiedUser(db, { email })
      .then((user) => {
        if (user?.id !== userId) return;
        return mailer.send(emailVerificationMail(user, `${publicUrl}/#/verify-email/${token}`));
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not send the email verification mail'));

  /**
   * Tells each account holding a detail the sign-up tried to take that someone did, off the answer's path like
   * the confirmation mail: whoever signed up learns nothing the owner of a fresh address would not.
   */
  const mailHolders = (taken: TakenDetails, gstin: string, log: typeof app.log) => {
    const links = {
      signIn: `${publicUrl}/#${linkTo('login')}`,
      forgotPassword: `${publicUrl}/#${linkTo('forgot-password')}`,
    };
    for (const holder of taken.holders)
      void mailer
        .send(signupAttemptMail(holder, gstin, links))
        .catch((error: unknown) => log.error({ err: error }, 'could not send the sign-up attempt mail'));
  };

  app.post(
    '/api/auth/register',
    {
      config: { public: true, noStore: true },
      preHandler: registerLimits,
      schema: {
        tags: ['auth'],
        summary: 'Register an industry and its owner; mails a link that confirms the owner’s email',
        description:
          'The GSTIN is checked by its shape, state code and check character; the PAN and state are read from it. ' +
          'An email, mobile number or GSTIN already registered is answered as a fresh registration is (201), so ' +
          'the answer tells no one which accounts exist: nothing is created, and the holder of each detail is ' +
          'told by mail, with the sign-in and forgot-password pages.',
        body: RegisterBody,
        response: { 201: RegisterReply, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { password, confirmPassword: _, ...details } = request.body;
      refuseDemoPassword(production, 'password', password);
      const passwordHash = await hashPassword(password);
      let outcome: { userId: number; token: string } | { taken: TakenDetails };
      try {
        outcome = await db.transaction(async (tx) => {
          const made = await createIndustryWithOwner(tx, { ...details, passwordHash }, null);
          if ('taken' in made) return made;
          return {
            userId: made.userId,
            token: await createVerificationLink(tx, made.userId, app.clock.now()),
          };
        });
      } catch (error) {
        // An account made in the meantime by another way (a staff member added with this e-mail).
        if (!hasPgCode(error, PG_ERROR.uniqueViolation)) throw error;
        outcome = { taken: await takenDetails(db, details) };
      }
      if ('taken' in outcome) mailHolders(outcome.taken, details.gstin, request.log);
      else void mailLink(outcome.userId, details.email, outcome.token, request.log);
      return reply.status(201).send({ email: details.email });
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { public: true, noStore: true },
      preHandler: verifyLimits,
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the link mailed at sign-up',
        body: VerifyEmailBody,
        response: { 200: VerifyEmailReply, ...publicErrors },
      },
    },
    async (request) => {
      const outcome = await verifyEmail(db, request.body.token, app.clock.now());
      if ('email' in outcome) return outcome;
      throw new HttpError(
        400,
        'bad_request',
        outcome.status === 'expired'
          ? 'This confirmation link has expired: ask for a new one'
          : 'This confirmation link is not valid',
      );
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: { public: true, noStore: true },
      preHandler: resendLimits,
      schema: {
        tags: ['auth'],
        summary:
          'Mail a new confirmation link to an account named by email or mobile (answers alike whether or not one awaits it)',
        body: ResendVerificationBody,
        response: { 200: OkReply, ...publicErrors },
      },
    },
    async (request) => {
      // As forgot-password: answered before the account is looked up, so its existence takes no time to tell.
      const identity = loginIdentity(request.body.login);
      const now = app.clock.now();
      if (identity)
        void unverifiedUser(db, identity)
          .then(async (user) => {
            if (user)
              await mailLink(
                user.id,
                user.email,
                await createVerificationLink(db, user.id, now),
                request.log,
              );
          })
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'could not send the email verification mail'),
          );
      return { ok: true as const };
    },
  );
};
