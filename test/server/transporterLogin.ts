import { hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema/access';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';
import { api, type TestApp } from './harness';

/**
 * A sign-in account (type 2) for a transporter company other than the demo one, signed in: the rival whose
 * requests, orders and rooms a test checks the demo transporter never reaches, and the other way round.
 */
export async function transporterLogin(
  app: TestApp,
  account: { transporterId: number; email: string; mobile: string; name?: string },
): Promise<string> {
  await app.database.db.insert(users).values({
    userType: 2,
    transporterId: account.transporterId,
    name: account.name ?? 'Rival fleet',
    email: account.email,
    mobile: account.mobile,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const reply = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: account.email, password: DEMO_PASSWORD },
  });
  return reply.body.token;
}
