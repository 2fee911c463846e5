import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/access';
import { notifications } from '../../server/db/schema/messaging';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { api, loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
const tokens = { owner: '', staff: '', noPlan: '', transporter: '' };

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(() => app.close());

const userIdOf = async (key: 'owner' | 'staff' | 'noPlan') => {
  const [user] = await app.database.db
    .select({ id: users.id, industryId: users.industryId })
    .from(users)
    .where(eq(users.email, demoAccount(key).email));
  return user!;
};

/** Counted in the database, not through the API under test. */
const unreadOf = async (userId: number) => {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
};

/** Gives a user a few unread notifications of their own, whatever the seed left them. */
const addUnread = async (user: { id: number; industryId: number | null }, howMany: number) => {
  await app.database.db.insert(notifications).values(
    Array.from({ length: howMany }, (_, i) => ({
      industryId: user.industryId!,
      userId: user.id,
      kind: 'system' as const,
      title: `Unread ${i + 1}`,
      body: 'Waiting to be read.',
    })),
  );
};

describe('POST /api/notifications/read-all', () => {
  it("marks every one of the signed-in user's notifications read, and nobody else's", async () => {
    const owner = await userIdOf('owner');
    const staff = await userIdOf('staff');
    const elsewhere = await userIdOf('noPlan');
    expect(elsewhere.industryId).not.toBe(owner.industryId);
    await addUnread(owner, 3);
    await addUnread(staff, 2);
    await addUnread(elsewhere, 2);
    const ownerUnread = await unreadOf(owner.id);
    const staffUnread = await unreadOf(staff.id);
    const elsewhereUnread = await unreadOf(elsewhere.id);

    const reply = await api<{ marked: number }>(app, '/api/notifications/read-all', {
      method: 'POST',
      token: tokens.owner,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ marked: ownerUnread });
    expect(await unreadOf(owner.id)).toBe(0);
    // A colleague of the same industry and a user of another industry keep theirs unread.
    expect(await unreadOf(staff.id)).toBe(staffUnread);
    expect(await unreadOf(elsewhere.id)).toBe(elsewhereUnread);

    const page = await api<{ unread: number; rows: { read: boolean }[] }>(app, '/api/notifications', {
      token: tokens.owner,
    });
    expect(page.body.unread).toBe(0);
    expect(page.body.rows.every((n) => n.read)).toBe(true);
    const staffPage = await api<{ unread: number }>(app, '/api/notifications', { token: tokens.staff });
    expect(staffPage.body.unread).toBe(staffUnread);
  });

  it('answers zero when nothing is left unread', async () => {
    await api(app, '/api/notifications/read-all', { method: 'POST', token: tokens.staff });
    const again = await api<{ marked: number }>(app, '/api/notifications/read-all', {
      method: 'POST',
      token: tokens.staff,
    });
    expect(again.body).toEqual({ marked: 0 });
  });

  it('refuses anyone not signed in to the shipper app', async () => {
    const anonymous = await api<{ error: { code: string } }>(app, '/api/notifications/read-all', {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBeTypeOf('string');
    const transporter = await api<{ error: { code: string } }>(app, '/api/notifications/read-all', {
      method: 'POST',
      token: tokens.transporter,
    });
    expect(transporter.status).toBe(403);
  });
});
