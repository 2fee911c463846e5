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
import { dummyHash, verifyPassword } from '../../auth/password';
import { changePassword } from '../../auth/passwordChange';
import { activeUserByEmail, createPasswordReset, resetPassword } from '../../auth/passwordReset';
import { issueToken, revokeToken } from '../../auth/tokens';
import { loadUserAccess, toSessionUser } from '../../auth/userAccess';
import type { Database } from '../../db/database';
import { fieldError, HttpError, unauthorized } from '../../errors/httpError';
import type { EventBus } from '../../events/eventBus';
import { withOutbox } from '../../events/outbox';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/passwordResetMail';
import { publicErrors, signedInErrors } from '../errorResponses';

export interface AuthRoutesOptions {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  /** Per account and client address; the browser suite, which signs the same accounts in all day, raises it. */
  loginAttemptsPerMinute: number;
}

const BAD_LOGIN = 'Email/mobile or password is incorrect';

/** An email is matched case-insensitively; a mobile number by its last 10 digits (+91, spaces, dashes ignored). */
const loginKey = (login: string): { email: string } | { mobile: string } | null => {
  if (login.includes('@')) return { email: login.trim().toLowerCase() };
  const digits = login.replace(/\D/g, '');
  const mobile = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return /^\d{10}$/.test(mobile) ? { mobile } : null;
};

/** Attempts are limited per address and per login, so one user's typos do not lock out the office. */
const perLogin = (field: 'login' | 'email') => (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | undefined;
  return `${request.ip}|${String(body?.[field] ?? '').toLowerCase()}`;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, events, mailer, publicUrl, loginAttemptsPerMinute },
) => {
  app.post(
    '/api/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: loginAttemptsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: perLogin('login'),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email or mobile number and password',
        body: LoginBody,
        response: { 200: LoginReply, 401: ApiError, ...publicErrors },
      },
    },
    async (request) => {
      const key = loginKey(request.body.login);
      const access = key ? await loadUserAccess(db, key) : null;
      // Always run one scrypt so unknown accounts answer as slowly as wrong passwords.
      const valid = await verifyPassword(request.body.password, access?.passwordHash ?? (await dummyHash()));
      if (!access || !valid || access.status !== 'active') throw unauthorized(BAD_LOGIN);
      const token = await issueToken(db, access.id);
      return { token, user: toSessionUser(access) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { planExempt: true, transporterAllowed: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this session; its open sockets are disconnected',
        response: { 204: z.undefined(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { tokenHash } = signedIn(request);
      await withOutbox(db, events, (tx, outbox) => revokeToken(tx, outbox, tokenHash));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { planExempt: true, transporterAllowed: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: SessionUser, ...signedInErrors },
      },
    },
    async (request) => {
      const access = await loadUserAccess(db, { id: signedIn(request).id });
      if (!access) throw unauthorized();
      return toSessionUser(access);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        public: true,
        rateLimit: { max: 5, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: perLogin('email') },
      },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (answers the same whether or not the address is known)',
        body: ForgotPasswordBody,
        response: { 200: OkReply, ...publicErrors },
      },
    },
    async (request) => {
      const user = await activeUserByEmail(db, request.body.email);
      if (user) {
        const token = await createPasswordReset(db, user.id);
        const link = `${publicUrl}/#/password/reset/${token}`;
        // Not awaited: a slow SMTP server must not make known addresses answer slower than unknown ones.
        mailer
          .sendPasswordReset(passwordResetMail(user, link))
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'could not send the password reset mail'),
          );
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: {
        public: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; signs the user out everywhere',
        body: ResetPasswordBody,
        response: { 200: OkReply, ...publicErrors },
      },
    },
    async (request) => {
      const done = await resetPassword(db, events, request.body.token, request.body.password);
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
      config: { planExempt: true, transporterAllowed: true },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions of the user are signed out',
        body: ChangePasswordBody,
        response: { 200: OkReply, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const access = await loadUserAccess(db, { id: user.id });
      if (!access) throw unauthorized();
      if (!(await verifyPassword(request.body.currentPassword, access.passwordHash))) {
        throw fieldError('currentPassword', 'The current password is incorrect');
      }
      await changePassword(db, events, user.id, request.body.newPassword, user.tokenHash);
      return { ok: true as const };
    },
  );
};
