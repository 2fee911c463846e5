import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/password';
import { roles, userPlants, users } from '../../../server/db/schema/access';
import { plans, subscriptions } from '../../../server/db/schema/tenancy';
import { type DemoAccount, demoAccount } from '../../../server/db/seed/demoAccounts';
import type { Permission } from '../../../src/domain/permissions';
import { api, loginAs, type TestApp } from '../harness';

const sessions = new WeakMap<TestApp, Map<DemoAccount['key'], Promise<string>>>();

/**
 * A demo account's token, signed in once per app: every sign-in is a password check (scrypt), and the tests
 * that use this neither sign out nor revoke, so one session serves them all.
 */
export function signedIn(app: TestApp, key: DemoAccount['key']): Promise<string> {
  let ofApp = sessions.get(app);
  if (!ofApp) {
    ofApp = new Map();
    sessions.set(app, ofApp);
  }
  let token = ofApp.get(key);
  if (!token) {
    token = loginAs(app, key);
    ofApp.set(key, token);
  }
  return token;
}

const STAFF_PASSWORD = 'staff-pass-1';
/** Every staff member made here shares one password, so its scrypt hash is made once, not once each. */
let staffPasswordHash: Promise<string> | undefined;

let nextMobile = 9_700_000_000;

/** A staff member of the demo industry whose role holds exactly these permissions; answers their token. */
export const staffWith = (app: TestApp, permissions: readonly Permission[]): Promise<string> =>
  memberWith(app, permissions, { userType: 1, plantIds: [] });

/**
 * A plant user (type 4) kept to these plants, whose role holds exactly these permissions; answers their token.
 * Of the demo industry unless another is named.
 */
export const plantUserWith = (
  app: TestApp,
  permissions: readonly Permission[],
  plantIds: readonly number[],
  industryId?: number,
): Promise<string> => memberWith(app, permissions, { userType: 4, plantIds, industryId });

async function memberWith(
  app: TestApp,
  permissions: readonly Permission[],
  member: { userType: 1 | 4; plantIds: readonly number[]; industryId?: number | undefined },
): Promise<string> {
  const db = app.database.db;
  const [owner] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('owner').email));
  const industryId = member.industryId ?? owner!.industryId!;
  const n = nextMobile++;
  const [role] = await db
    .insert(roles)
    .values({ industryId, name: `Only ${n}`, permissions: [...permissions] })
    .returning();
  const kind = member.userType === 1 ? 'Staff' : 'Plant user';
  const email = `${member.userType === 1 ? 'staff' : 'plant'}-${n}@freightdesk.test`;
  staffPasswordHash ??= hashPassword(STAFF_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      industryId,
      userType: member.userType,
      name: `${kind} ${n}`,
      email,
      mobile: String(n),
      passwordHash: await staffPasswordHash,
      roleId: role!.id,
    })
    .returning({ id: users.id });
  if (member.plantIds.length > 0)
    await db
      .insert(userPlants)
      .values(member.plantIds.map((plantId) => ({ industryId, userId: user!.id, plantId })));
  const login = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: email, password: STAFF_PASSWORD },
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
  return signedIn(app, 'noPlan');
}
