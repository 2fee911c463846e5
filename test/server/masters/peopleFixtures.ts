import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../../server/auth/password';
import { roles, users } from '../../../server/db/schema/access';
import { plants } from '../../../server/db/schema/plants';
import { industries, plans, subscriptions } from '../../../server/db/schema/tenancy';
import { demoAccount } from '../../../server/db/seed/demoAccounts';
import type { LinkMail } from '../../../server/mail/mailer';
import type { Permission } from '../../../src/domain/permissions';
import { api, type TestApp } from '../harness';

/**
 * An industry of a test's own, so that its members, roles and plan can be bent (a small plan, an owner
 * deactivated) without touching the demo industry other tests read.
 */
export interface FreshIndustry {
  industryId: number;
  ownerId: number;
  /** The owner's token. */
  owner: string;
}

export const FIXTURE_PASSWORD = 'people-pass-1';
let serial = 1;
const nextMobile = () => String(9_600_000_000 + serial++);

export async function signIn(app: TestApp, login: string, password = FIXTURE_PASSWORD): Promise<string> {
  const reply = await api<{ token: string }>(app, '/api/auth/login', { body: { login, password } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.token;
}

/** A new industry with its owner and a plan of `members` members. */
export async function freshIndustry(app: TestApp, options: { members: number }): Promise<FreshIndustry> {
  const db = app.database.db;
  const n = serial++;
  const [industry] = await db
    .insert(industries)
    .values({ name: `Malwa Steel ${n}` })
    .returning();
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Test plan ${n}`,
      noOfMembers: options.members,
      noOfPlants: 5,
      pricePaise: 100_00,
      durationDays: 365,
    })
    .returning();
  await db
    .insert(subscriptions)
    .values({ industryId: industry!.id, planId: plan!.id, startsOn: '2000-01-01', endsOn: '2999-12-31' });
  const email = `owner-${n}@malwa.test`;
  const [owner] = await db
    .insert(users)
    .values({
      industryId: industry!.id,
      userType: 3,
      name: `Owner ${n}`,
      email,
      mobile: nextMobile(),
      passwordHash: await hashPassword(FIXTURE_PASSWORD),
    })
    .returning();
  return { industryId: industry!.id, ownerId: owner!.id, owner: await signIn(app, email) };
}

export async function roleOf(
  app: TestApp,
  industryId: number,
  name: string,
  permissions: readonly Permission[],
): Promise<number> {
  const [role] = await app.database.db
    .insert(roles)
    .values({ industryId, name, permissions: [...permissions] })
    .returning();
  return role!.id;
}

/** A member written straight into the table (a joined one: verified, with the fixture's password). */
export async function memberOf(
  app: TestApp,
  industryId: number,
  options: { roleId: number; userType?: 1 | 4; name?: string },
): Promise<{ id: number; email: string; token: string }> {
  const n = serial++;
  const email = `member-${n}@malwa.test`;
  const [user] = await app.database.db
    .insert(users)
    .values({
      industryId,
      userType: options.userType ?? 1,
      name: options.name ?? `Member ${n}`,
      email,
      mobile: nextMobile(),
      passwordHash: await hashPassword(FIXTURE_PASSWORD),
      roleId: options.roleId,
    })
    .returning();
  return { id: user!.id, email, token: await signIn(app, email) };
}

/** A plant of the industry, in a seeded city. */
export async function plantOf(app: TestApp, industryId: number, code: string): Promise<number> {
  const db = app.database.db;
  const [somePlant] = await db.select().from(plants).limit(1);
  const [plant] = await db
    .insert(plants)
    .values({
      industryId,
      code,
      name: `Works ${code}`,
      kind: somePlant!.kind,
      address: 'Industrial Area',
      cityId: somePlant!.cityId,
      pincode: somePlant!.pincode,
      latitude: somePlant!.latitude,
      longitude: somePlant!.longitude,
    })
    .returning();
  return plant!.id;
}

/** A staff form's body with a mobile and e-mail no one has. */
export function staffBody(roleId: number, extra: Record<string, unknown> = {}) {
  const n = serial++;
  return {
    name: `Kavita Joshi ${n}`,
    email: `kavita.${n}@malwa.test`,
    mobile: `+91 ${nextMobile()}`,
    userType: 1,
    roleId,
    plantIds: [],
    ...extra,
  };
}

/** The token of the last invitation mailed to `email` (the link's last path segment, before `?invite=1`). */
export function invitationTo(mails: readonly LinkMail[], email: string): { mail: LinkMail; token: string } {
  const mail = mails.filter((m) => m.purpose === 'invite' && m.to === email).at(-1);
  expect(mail, `no invitation was mailed to ${email}`).toBeDefined();
  const token = new URL(mail!.link).hash.split('/').at(-1)!.split('?')[0]!;
  return { mail: mail!, token };
}

/** Sets the password through an invitation's link, as the set-password page does, and signs in. */
export async function acceptInvitation(app: TestApp, email: string, password = 'joined-pass-7') {
  const { token } = invitationTo(app.mails, email);
  const set = await api(app, '/api/auth/reset-password', {
    body: { token, password, confirmPassword: password },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return signIn(app, email, password);
}

export async function demoIndustryId(app: TestApp): Promise<number> {
  const [owner] = await app.database.db
    .select({ industryId: users.industryId })
    .from(users)
    .where(eq(users.email, demoAccount('owner').email));
  return owner!.industryId!;
}
