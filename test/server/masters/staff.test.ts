import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, roles, userPlants, users } from '../../../server/db/schema/access';
import { plants } from '../../../server/db/schema/plants';
import { demoAccount, PLANT_USER_PLANT_CODES } from '../../../server/db/seed/demoAccounts';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { testSockets } from '../testSockets';
import { itKeepsTheMasterContract } from './masterContract';
import {
  acceptInvitation,
  demoIndustryId,
  freshIndustry,
  invitationTo,
  memberOf,
  plantOf,
  roleOf,
  signIn,
  staffBody,
} from './peopleFixtures';
import { staffWith } from './signedInUsers';

let app: TestApp;
/** The demo industry's Dispatcher role, and a role of the other demo industry (no plan, seeded without roles). */
let dispatcher: number;
let theirRole: number;
let industryId: number;

beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  const db = app.database.db;
  industryId = await demoIndustryId(app);
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.industryId, industryId), eq(roles.name, 'Dispatcher')));
  dispatcher = role!.id;
  const [other] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('noPlan').email));
  theirRole = await roleOf(app, other!.industryId!, 'Their dispatcher', ['list-client']);
});
afterAll(() => app.close());

const sockets = testSockets();
afterEach(() => sockets.closeAll());

type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; refusal?: object };
};
type StaffRow = {
  id: number;
  userType: number;
  roleName: string | null;
  plants: { id: number; name: string }[];
  status: string;
  invitePending: boolean;
};

const demoPlants = async (codes: readonly string[]) =>
  app.database.db
    .select({ id: plants.id, code: plants.code })
    .from(plants)
    .where(and(eq(plants.industryId, industryId), inArray(plants.code, [...codes])));

describe('staff', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/staff',
    permissions: { list: 'list-staff', add: 'add-staff', edit: 'edit-staff' },
    valid: (n, industry) => ({
      name: `Suresh Patel ${n}`,
      email: `suresh.${n}@vindhya.test`,
      mobile: String(9_500_000_000 + n),
      userType: 1,
      roleId: industry === 'other' ? theirRole : dispatcher,
    }),
    invalid: {
      body: { name: ' ', email: 'not-an-address', mobile: '12345', userType: 2, roleId: '' },
      fields: ['name', 'email', 'mobile', 'userType', 'roleId'],
    },
    shows: (body) => ({ name: body.name, email: body.email, mobile: body.mobile, userType: 1 }),
    deletable: false,
    export: {
      headers: {
        en: ['Name', 'Email', 'Mobile', 'User type', 'Role', 'Plants'],
        hi: ['नाम', 'ईमेल', 'मोबाइल', 'यूज़र का प्रकार', 'रोल', 'प्लांट'],
      },
      firstCell: (row) => String(row.name),
      searchFor: (body) => String(body.email),
    },
  });

  it('has no delete: staff are deactivated, never removed', async () => {
    const token = await loginAs(app, 'owner');
    const staff = await api<{ rows: StaffRow[] }>(app, '/api/staff?userType=1', { token });
    const reply = await api(app, `/api/staff/${staff.body.rows[0]!.id}`, { token, method: 'DELETE' });
    expect(reply.status).toBe(404);
  });

  it('invites a new member by mail; the link sets their password, confirms the address and lets them in', async () => {
    const owner = await loginAs(app, 'owner');
    const body = staffBody(dispatcher);
    const created = await api<{ id: number }>(app, '/api/staff', { token: owner, body });
    expect(created.status).toBe(201);
    const { mail, token } = invitationTo(app.mails, body.email);
    expect(mail.subject).toBe('You are invited to Vindhya Cements Ltd on Freightdesk');
    expect(mail.link).toMatch(/\/#\/password\/reset\/[^/?]+\?invite=1$/);
    expect(mail.text).toContain(mail.link);

    const [stored] = await app.database.db.select().from(users).where(eq(users.id, created.body.id));
    expect(stored).toMatchObject({
      emailVerifiedAt: null,
      status: 'active',
      userType: 1,
      roleId: dispatcher,
    });
    const [link] = await app.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, created.body.id));
    expect(link).toMatchObject({ purpose: 'invite', usedAt: null });
    // Seven days to open it, not a reset's hour.
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3_600_000);

    const row = await api<StaffRow>(app, `/api/staff/${created.body.id}`, { token: owner });
    expect(row.body).toMatchObject({ invitePending: true, roleName: 'Dispatcher', plants: [] });
    // Nobody can sign in before choosing a password.
    for (const password of ['', 'freight123', 'people-pass-1'])
      expect((await api(app, '/api/auth/login', { body: { login: body.email, password } })).status).not.toBe(
        200,
      );

    const set = await api(app, '/api/auth/reset-password', {
      body: { token, password: 'joined-pass-7', confirmPassword: 'joined-pass-7' },
    });
    expect(set.status).toBe(200);
    const session = await signIn(app, body.email, 'joined-pass-7');
    expect((await api(app, '/api/orders?direction=outbound', { token: session })).status).toBe(200);
    // By mobile too, however it was typed on the form.
    await signIn(app, body.mobile.replace('+91 ', ''), 'joined-pass-7');

    const [joined] = await app.database.db.select().from(users).where(eq(users.id, created.body.id));
    expect(joined!.emailVerifiedAt).not.toBeNull();
    expect(
      (await api<StaffRow>(app, `/api/staff/${created.body.id}`, { token: owner })).body.invitePending,
    ).toBe(false);
    // The link is spent.
    const twice = await api(app, '/api/auth/reset-password', {
      body: { token, password: 'other-pass-8', confirmPassword: 'other-pass-8' },
    });
    expect(twice.status).not.toBe(200);
    const resend = await api<ErrorBody>(app, `/api/staff/${created.body.id}/invite`, {
      token: owner,
      method: 'POST',
    });
    expect(resend).toMatchObject({ status: 409, body: { error: { refusal: { code: 'inviteAccepted' } } } });
  });

  it('mails a new invitation on request, and the earlier link stops working', async () => {
    const owner = await loginAs(app, 'owner');
    const body = staffBody(dispatcher);
    const created = await api<{ id: number }>(app, '/api/staff', { token: owner, body });
    const first = invitationTo(app.mails, body.email).token;
    const resend = await api(app, `/api/staff/${created.body.id}/invite`, { token: owner, method: 'POST' });
    expect(resend.status).toBe(204);
    const second = invitationTo(app.mails, body.email).token;
    expect(second).not.toBe(first);
    const old = await api(app, '/api/auth/reset-password', {
      body: { token: first, password: 'joined-pass-7', confirmPassword: 'joined-pass-7' },
    });
    expect(old.status).not.toBe(200);
    await acceptInvitation(app, body.email);
  });

  it('deactivating a member ends their sessions and sockets at once', async () => {
    const owner = await loginAs(app, 'owner');
    const member = await memberOf(app, industryId, { roleId: dispatcher });
    const socket: Socket = await sockets.connect(app.baseUrl, { token: member.token });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const off = await api(app, `/api/staff/${member.id}/status`, {
      token: owner,
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(off).toMatchObject({ status: 200, body: { status: 'inactive' } });
    expect(await closed).toBe('io server disconnect');
    const refused = await api(app, '/api/shipper-permissions', { method: 'POST', token: member.token });
    expect(refused.status).toBe(401);
    await expect(sockets.connect(app.baseUrl, { token: member.token })).rejects.toThrow('unauthorized');
    const login = await api(app, '/api/auth/login', {
      body: { login: member.email, password: 'people-pass-1' },
    });
    expect(login.status).toBe(401);
  });

  it('will not let a user deactivate themselves, nor change the owner here', async () => {
    const editor = await memberOf(app, industryId, {
      roleId: await roleOf(app, industryId, 'People desk', ['list-staff', 'add-staff', 'edit-staff']),
    });
    const self = await api<ErrorBody>(app, `/api/staff/${editor.id}/status`, {
      token: editor.token,
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(self).toMatchObject({
      status: 409,
      body: {
        error: { message: 'You cannot deactivate your own account', refusal: { code: 'deactivateSelf' } },
      },
    });
    const owner = await loginAs(app, 'owner');
    const list = await api<{ rows: (StaffRow & { email: string })[] }>(app, '/api/staff?userType=3', {
      token: owner,
    });
    const ownerRow = list.body.rows.find((r) => r.email === demoAccount('owner').email)!;
    expect(ownerRow).toMatchObject({ userType: 3, roleName: null, invitePending: false });
    for (const reply of [
      await api<ErrorBody>(app, `/api/staff/${ownerRow.id}/status`, {
        token: editor.token,
        method: 'PUT',
        body: { status: 'inactive' },
      }),
      await api<ErrorBody>(app, `/api/staff/${ownerRow.id}`, {
        token: editor.token,
        method: 'PUT',
        body: staffBody(dispatcher),
      }),
    ])
      expect(reply).toMatchObject({
        status: 409,
        body: { error: { refusal: { code: 'ownerNotEditable' } } },
      });
  });

  it("refuses a second account with a member's email or mobile", async () => {
    const owner = await loginAs(app, 'owner');
    const taken = await api<ErrorBody>(app, '/api/staff', {
      token: owner,
      body: staffBody(dispatcher, {
        email: demoAccount('staff').email.toUpperCase(),
        mobile: demoAccount('plant').mobile,
      }),
    });
    expect(taken).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            email: 'Another account already uses this email address',
            mobile: 'Another account already uses this mobile number',
          },
        },
      },
    });
  });

  describe("the plan's member limit", () => {
    it('counts every active member, the owner included, and says which limit refused', async () => {
      const fresh = await freshIndustry(app, { members: 3 });
      const roleId = await roleOf(app, fresh.industryId, 'Clerk', ['list-client']);
      const add = (body = staffBody(roleId)) =>
        api<ErrorBody & { id: number }>(app, '/api/staff', { token: fresh.owner, body });
      const first = await add();
      expect(first.status).toBe(201);
      expect((await add()).status).toBe(201);
      const choices = await api<{ seats: object }>(app, '/api/staff/choices', { token: fresh.owner });
      expect(choices.body.seats).toEqual({ used: 3, limit: 3 });

      const mailsBefore = app.mails.length;
      const before = await countUsers(fresh.industryId);
      const over = await add();
      expect(over).toMatchObject({
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'Your plan allows 3 members; deactivate one or upgrade the plan',
            refusal: { code: 'memberLimit', limit: 3 },
          },
        },
      });
      expect(await countUsers(fresh.industryId)).toBe(before);
      expect(app.mails.length).toBe(mailsBefore);

      // A deactivated member frees a seat; taking it back is refused while it is taken again.
      const off = await api(app, `/api/staff/${first.body.id}/status`, {
        token: fresh.owner,
        method: 'PUT',
        body: { status: 'inactive' },
      });
      expect(off.status).toBe(200);
      expect((await add()).status).toBe(201);
      const back = await api<ErrorBody>(app, `/api/staff/${first.body.id}/status`, {
        token: fresh.owner,
        method: 'PUT',
        body: { status: 'active' },
      });
      expect(back).toMatchObject({ status: 409, body: { error: { refusal: { code: 'memberLimit' } } } });
    });
  });

  describe('plant scope', () => {
    it('saves a plant user’s plants and keeps them to those plants’ data', async () => {
      const owner = await loginAs(app, 'owner');
      const [first, second] = await demoPlants(PLANT_USER_PLANT_CODES);
      const noPlants = await api<ErrorBody>(app, '/api/staff', {
        token: owner,
        body: staffBody(dispatcher, { userType: 4, plantIds: [] }),
      });
      expect(noPlants).toMatchObject({
        status: 400,
        body: { error: { fields: { plantIds: 'Choose at least one plant for a plant user' } } },
      });

      const body = staffBody(dispatcher, {
        userType: '4',
        roleId: String(dispatcher),
        plantIds: [String(first!.id)],
      });
      const created = await api<{ id: number }>(app, '/api/staff', { token: owner, body });
      expect(created.status).toBe(201);
      const row = await api<StaffRow>(app, `/api/staff/${created.body.id}`, { token: owner });
      expect(row.body).toMatchObject({ userType: 4, plants: [{ id: first!.id }] });
      const token = await acceptInvitation(app, body.email);

      const orders = async () =>
        (
          await api<{ rows: { plant: { id: number } }[] }>(
            app,
            '/api/orders?direction=outbound&pageSize=100',
            { token },
          )
        ).body.rows;
      const seen = await orders();
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen.map((o) => o.plant.id))).toEqual(new Set([first!.id]));
      const plantList = await api<{ rows: { id: number }[] }>(app, '/api/plants?pageSize=100', { token });
      expect(plantList.body.rows.map((p) => p.id)).toEqual([first!.id]);

      // Moved to the other plant: the same session sees only that one from its next request.
      const moved = await api(app, `/api/staff/${created.body.id}`, {
        token: owner,
        method: 'PUT',
        body: { ...body, plantIds: [second!.id] },
      });
      expect(moved).toMatchObject({ status: 200, body: { plants: [{ id: second!.id }] } });
      expect(new Set((await orders()).map((o) => o.plant.id))).toEqual(new Set([second!.id]));
      const stored = await app.database.db
        .select()
        .from(userPlants)
        .where(eq(userPlants.userId, created.body.id));
      expect(stored.map((p) => p.plantId)).toEqual([second!.id]);

      // A staff member keeps no plants, whatever the form still held.
      const staffAgain = await api(app, `/api/staff/${created.body.id}`, {
        token: owner,
        method: 'PUT',
        body: { ...body, userType: 1, plantIds: [second!.id] },
      });
      expect(staffAgain).toMatchObject({ status: 200, body: { userType: 1, plants: [] } });
    });

    it('lets a plant user who manages staff reach only plant users of their own plants', async () => {
      const [first, second] = await demoPlants(PLANT_USER_PLANT_CODES);
      const hrRole = await roleOf(app, industryId, 'Plant HR', [
        'list-staff',
        'add-staff',
        'edit-staff',
        'list-plant',
      ]);
      const hr = await memberOf(app, industryId, { roleId: hrRole, userType: 4 });
      await app.database.db.insert(userPlants).values({ industryId, userId: hr.id, plantId: first!.id });
      const owner = await loginAs(app, 'owner');
      const mine = await api<{ id: number }>(app, '/api/staff', {
        token: owner,
        body: staffBody(hrRole, { userType: 4, plantIds: [first!.id] }),
      });
      const notMine = await api<{ id: number }>(app, '/api/staff', {
        token: owner,
        body: staffBody(hrRole, { userType: 4, plantIds: [first!.id, second!.id] }),
      });

      const seen = await api<{ rows: StaffRow[] }>(app, '/api/staff?pageSize=100', { token: hr.token });
      const ids = seen.body.rows.map((r) => r.id);
      expect(ids).toContain(mine.body.id);
      expect(ids).toContain(hr.id);
      expect(ids).not.toContain(notMine.body.id);
      expect(seen.body.rows.every((r) => r.userType === 4)).toBe(true);
      expect((await api(app, `/api/staff/${notMine.body.id}`, { token: hr.token })).status).toBe(404);

      const wider = await api<ErrorBody>(app, '/api/staff', {
        token: hr.token,
        body: staffBody(hrRole, { userType: 1 }),
      });
      expect(wider).toMatchObject({
        status: 400,
        body: { error: { fields: { userType: 'As a plant user you can add plant users only' } } },
      });
      const outside = await api<ErrorBody>(app, '/api/staff', {
        token: hr.token,
        body: staffBody(hrRole, { userType: 4, plantIds: [second!.id] }),
      });
      expect(outside).toMatchObject({
        status: 422,
        body: { error: { fields: { 'plantIds.0': 'Choose one of your plants' } } },
      });
      const choices = await api<{ plants: { id: number }[] }>(app, '/api/staff/choices', { token: hr.token });
      expect(choices.body.plants.map((p) => p.id)).toEqual([first!.id]);
    });
  });

  describe('references', () => {
    it("refuses another industry's role and plant, and an inactive role, naming the field (422)", async () => {
      const owner = await loginAs(app, 'owner');
      const fresh = await freshIndustry(app, { members: 5 });
      const theirPlant = await plantOf(app, fresh.industryId, 'MLW');
      const before = await countUsers(industryId);
      const foreign = await api<ErrorBody>(app, '/api/staff', {
        token: owner,
        body: staffBody(theirRole, { userType: 4, plantIds: [theirPlant] }),
      });
      expect(foreign).toMatchObject({
        status: 422,
        body: {
          error: {
            code: 'unprocessable',
            fields: { roleId: 'Choose one of your active roles', 'plantIds.0': 'Choose one of your plants' },
          },
        },
      });
      const retired = await roleOf(app, industryId, 'Retired', ['list-client']);
      await app.database.db.update(roles).set({ status: 'inactive' }).where(eq(roles.id, retired));
      const inactive = await api<ErrorBody>(app, '/api/staff', { token: owner, body: staffBody(retired) });
      expect(inactive).toMatchObject({
        status: 422,
        body: { error: { fields: { roleId: expect.any(String) } } },
      });
      expect(await countUsers(industryId)).toEqual(before);
    });

    it('lets nobody give a role with more than they hold, and offers such roles greyed', async () => {
      const editor = await staffWith(app, ['list-staff', 'add-staff', 'edit-staff', 'list-client']);
      const clerk = await roleOf(app, industryId, 'Client clerk', ['list-client']);
      const beyond = await api<ErrorBody>(app, '/api/staff', { token: editor, body: staffBody(dispatcher) });
      expect(beyond).toMatchObject({
        status: 400,
        body: { error: { fields: { roleId: 'This role gives permissions you do not hold yourself' } } },
      });
      expect((await api(app, '/api/staff', { token: editor, body: staffBody(clerk) })).status).toBe(201);
      const choices = await api<{ roles: { id: number; grantable: boolean }[] }>(app, '/api/staff/choices', {
        token: editor,
      });
      expect(choices.body.roles.find((r) => r.id === dispatcher)?.grantable).toBe(false);
      expect(choices.body.roles.find((r) => r.id === clerk)?.grantable).toBe(true);
    });
  });

  it('lists by search, role, user type and status', async () => {
    const owner = await loginAs(app, 'owner');
    const roleId = await roleOf(app, industryId, 'Searchable', ['list-client']);
    const body = staffBody(roleId, { name: 'Ramkishore Tiwari' });
    const created = await api<{ id: number }>(app, '/api/staff', { token: owner, body });
    const ids = async (query: string) =>
      (
        await api<{ rows: StaffRow[] }>(app, `/api/staff?pageSize=100&${query}`, { token: owner })
      ).body.rows.map((r) => r.id);
    expect(await ids('search=ramkishore')).toEqual([created.body.id]);
    expect(await ids(`search=${body.email.slice(0, 12)}`)).toContain(created.body.id);
    expect(await ids(`search=${body.mobile.slice(-10)}`)).toEqual([created.body.id]);
    expect(await ids(`roleId=${roleId}`)).toEqual([created.body.id]);
    expect(await ids('userType=4')).not.toContain(created.body.id);
    expect(await ids('userType=1')).toContain(created.body.id);
    expect(await ids('status=inactive')).not.toContain(created.body.id);
    expect((await api(app, '/api/staff?userType=2', { token: owner })).status).toBe(400);
  });
});

/** The users of an industry, whatever their status. */
const countUsers = async (of: number) =>
  (await app.database.db.select({ id: users.id }).from(users).where(eq(users.industryId, of))).length;
