import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  OkReply,
  ResetPasswordBody,
  SessionUser,
} from '../../../src/domain/schemas/auth';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { refuseDemoPassword } from '../../auth/demoPasswordRule';
import { identityKey, loginIdentity } from '../../auth/loginIdentity';
import { dummyHash, verifyPassword } from '../../auth/password';
import { changePassword, rehashIfOld } from '../../auth/passwordChange';
import { activeUserByEmail, createPasswordReset, resetPassword } from '../../auth/passwordReset';
import { sha256 } from '../../auth/secrets';
import { issueToken, revokeToken } from '../../auth/tokens';
import { loadUserAccess, toSessionUser } from '../../auth/userAccess';
import type { Database } from '../../db/database';
import { fieldError, HttpError, unauthorized } from '../../errors/httpError';
import type { EventBus } from '../../events/eventBus';
import { withOutbox } from '../../events/outbox';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/passwordResetMail';
import { publicErrors, signedInErrors } from '../errorResponses';
import { byAddress, type Limit, limitedBy } from '../requestLimits';

export interface AuthRoutesOptions {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  /**
   * Sign-in attempts per account each minute (three times as many per address, five times over every auth
   * route per address); the browser suite, which signs the same accounts in all day, raises it.
   */
  loginAttemptsPerMinute: number;
  /** NODE_ENV=production: a new password may not be the demo's (auth/demoPasswordRule.ts). */
  production: boolean;
}

const BAD_LOGIN = 'Email/mobile or password is incorrect';
const UNVERIFIED =
  'Confirm your email address first: open the link we mailed you when you signed up, or ask for a new one';

/** The identity a body names in `field`, however it is spelt; null when the body names none. */
const identityIn = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? identityKey(value) : null;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, events, mailer, publicUrl, loginAttemptsPerMinute, production },
) => {
  /** A reset link to the active account of this address, if there is one; nothing otherwise. */
  const mailResetLink = async (email: string, now: Date) => {
    const user = await activeUserByEmail(db, email);
    if (!user) return;
    const token = await createPasswordReset(db, user.id, now);
    await mailer.send(passwordResetMail(user, `${publicUrl}/#/password/reset/${token}`));
  };

  const perMinute = loginAttemptsPerMinute;
  // Every attempt from one address counts here too, whichever account or route it tries: spraying many
  // accounts from one address meets this limit even though each account's own stays low.
  const overallPerAddress: Limit = { name: 'auth.address', max: 5 * perMinute, key: byAddress };
  const loginLimits = limitedBy(app, [
    { name: 'login.identity', max: perMinute, key: identityIn('login') },
    { name: 'login.address', max: 3 * perMinute, key: byAddress },
    overallPerAddress,
  ]);
  const forgotLimits = limitedBy(app, [
    { name: 'forgot.identity', max: 5, key: identityIn('email') },
    overallPerAddress,
  ]);
  const resetLimits = limitedBy(app, [
    {
      name: 'reset.token',
      max: 5,
      key: (request) => sha256(String((request.body as { token?: unknown })?.token)),
    },
    overallPerAddress,
  ]);
  const changeLimits = limitedBy(app, [
    { name: 'change.user', max: perMinute, key: (request) => String(signedIn(request).id) },
    overallPerAddress,
  ]);

  app.post(
    '/api/auth/login',
    {
      config: { public: true, noStore: true },
      preHandler: loginLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email or mobile number and password',
        body: LoginBody,
        response: { 200: LoginReply, 401: ApiError, 403: ApiError, ...publicErrors },
      },
    },
    async (request) => {
      const key = loginIdentity(request.body.login);
      const now = app.clock.now();
      const access = key ? await loadUserAccess(db, key, now) : null;
      // Always run one scrypt so unknown accounts answer as slowly as wrong passwords.
      const valid = await verifyPassword(request.body.password, access?.passwordHash ?? (await dummyHash()));
      if (!access || !valid || access.status !== 'active') throw unauthorized(BAD_LOGIN);
      // Asked only of the right password, so it tells nothing about an account to whoever lacks it.
      if (!access.emailVerified) throw new HttpError(403, 'email_unverified', UNVERIFIED);
      await rehashIfOld(db, access.id, access.passwordHash, request.body.password);
      const token = await issueToken(db, access.id, now);
      return { token, user: toSessionUser(access) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { planExempt: true, transporterAllowed: true, plantUsers: 'own', noStore: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this session; its open sockets are disconnected',
        response: { 204: z.undefined(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { tokenHash } = signedIn(request);
      await withOutbox(db, events, (tx, outbox) => revokeToken(tx, outbox, tokenHash, app.clock.now()));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { planExempt: true, transporterAllowed: true, noStore: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: SessionUser, ...signedInErrors },
      },
    },
    async (request) => {
      const access = await loadUserAccess(db, { id: signedIn(request).id }, app.clock.now());
      if (!access) throw unauthorized();
      return toSessionUser(access);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true, noStore: true },
      preHandler: forgotLimits,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (answers the same whether or not the address is known)',
        body: ForgotPasswordBody,
        response: { 200: OkReply, ...publicErrors },
      },
    },
    async (request) => {
      // Answered before the address is even looked up: finding the account, storing a link and mailing it
      // happen after, so a known address and an unknown one take the same time to answer.
      void mailResetLink(request.body.email, app.clock.now()).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not send the password reset mail'),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true, noStore: true },
      preHandler: resetLimits,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; signs the user out everywhere',
        body: ResetPasswordBody,
        response: { 200: OkReply, ...publicErrors },
      },
    },
    async (request) => {
      refuseDemoPassword(production, 'password', request.body.password);
      const done = await resetPassword(
        db,
        events,
        request.body.token,
        request.body.password,
        app.clock.now(),
      );
      if (!done)
        throw new HttpError(
          400,
          'bad_request',
          'This password reset link is invalid, expired or already used',
        );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { planExempt: true, transporterAllowed: true, plantUsers: 'own', noStore: true },
      preHandler: changeLimits,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions of the user are signed out',
        body: ChangePasswordBody,
        response: { 200: OkReply, ...signedInErrors },
      },
    },
    async (request) => {
      refuseDemoPassword(production, 'newPassword', request.body.newPassword);
      const user = signedIn(request);
      const now = app.clock.now();
      const access = await loadUserAccess(db, { id: user.id }, now);
      if (!access) throw unauthorized();
      if (!(await verifyPassword(request.body.currentPassword, access.passwordHash))) {
        throw fieldError('currentPassword', 'The current password is incorrect');
      }
      await changePassword(db, events, user.id, request.body.newPassword, user.tokenHash, now);
      return { ok: true as const };
    },
  );
};
