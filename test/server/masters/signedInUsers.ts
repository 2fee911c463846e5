import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/password';
import { roles, users } from '../../../server/db/schema/access';
import { plans, subscriptions } from '../../../server/db/schema/tenancy';
import { demoAccount } from '../../../server/db/seed/demoAccounts';
import type { Permission } from '../../../src/domain/permissions';
import { api, loginAs, type TestApp } from '../harness';

let nextMobile = 9_700_000_000;

/** A staff member whose role holds exactly these permissions; answers their token. */
export async function staffWith(app: TestApp, permissions: readonly Permission[]): Promise<string> {
  const db = app.database.db;
  const [owner] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('owner').email));
  const n = nextMobile++;
  const [role] = await db
    .insert(roles)
    .values({ industryId: owner!.industryId!, name: `Only ${n}`, permissions: [...permissions] })
    .returning();
  const email = `staff-${n}@freightdesk.test`;
  await db.insert(users).values({
    industryId: owner!.industryId,
    userType: 1,
    name: `Staff ${n}`,
    email,
    mobile: String(n),
    passwordHash: await hashPassword('staff-pass-1'),
    roleId: role!.id,
  });
  const login = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: email, password: 'staff-pass-1' },
  });
  return login.body.token;
}

/** The owner of the demo's second industry, with a plan so that their requests are served. */
export async function otherIndustryOwner(app: TestApp): Promise<string> {
  const db = app.database.db;
  const [owner] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('noPlan').email));
  const held = await db.select().from(subscriptions).where(eq(subscriptions.industryId, owner!.industryId!));
  if (held.length === 0) {
    const [plan] = await db.select().from(plans).where(eq(plans.name, 'Starter'));
    await db.insert(subscriptions).values({
      industryId: owner!.industryId!,
      planId: plan!.id,
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
    });
  }
  return loginAs(app, 'noPlan');
}
