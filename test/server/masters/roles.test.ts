import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../../server/db/schema/access';
import { PERMISSIONS } from '../../../src/domain/permissions';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { testSockets } from '../testSockets';
import { itKeepsTheMasterContract } from './masterContract';
import { demoIndustryId, freshIndustry, memberOf, roleOf } from './peopleFixtures';
import { staffWith } from './signedInUsers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
});
afterAll(() => app.close());

const sockets = testSockets();
afterEach(() => sockets.closeAll());

type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; refusal?: object };
};

const permissionsOf = async (token: string) =>
  (await api<string[]>(app, '/api/shipper-permissions', { method: 'POST', token })).body;

describe('roles', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/roles',
    permissions: { list: 'list-role', add: 'add-role', edit: 'edit-role' },
    valid: (n) => ({ name: `Accounts ${n}`, permissions: n % 2 ? ['payment-summary'] : ['list-client'] }),
    invalid: { body: { name: ' ', permissions: ['fly-to-the-moon'] }, fields: ['name', 'permissions.0'] },
    shows: (body) => ({ name: body.name, permissions: body.permissions }),
    deletable: true,
    export: {
      headers: { en: ['Name', 'Permissions', 'Members'], hi: ['नाम', 'अनुमतियाँ', 'सदस्य'] },
      firstCell: (row) => String(row.name),
      searchFor: (body) => String(body.name),
    },
  });

  it('keeps only catalogue permissions, in the catalogue order, once each', async () => {
    const token = await loginAs(app, 'owner');
    const none = await api<ErrorBody>(app, '/api/roles', {
      token,
      body: { name: 'Nothing', permissions: [] },
    });
    expect(none).toMatchObject({
      status: 400,
      body: { error: { fields: { permissions: 'Choose at least one permission' } } },
    });
    const created = await api<{ id: number }>(app, '/api/roles', {
      token,
      body: { name: 'Yard', permissions: ['list-plant', 'list-client', 'list-plant', 'add-client'] },
    });
    expect(created.status).toBe(201);
    const read = await api<{ permissions: string[]; memberCount: number }>(
      app,
      `/api/roles/${created.body.id}`,
      { token },
    );
    const inCatalogueOrder = PERMISSIONS.filter((p) =>
      ['list-plant', 'list-client', 'add-client'].includes(p),
    );
    expect(read.body).toMatchObject({ permissions: inCatalogueOrder, memberCount: 0 });
  });

  it('refuses a second role of the same name in the industry, whatever its case, but not in another', async () => {
    const token = await loginAs(app, 'owner');
    const again = await api<ErrorBody>(app, '/api/roles', {
      token,
      body: { name: 'dispatcher', permissions: ['list-client'] },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { fields: { name: 'This name is already used' } } },
    });
    const other = await freshIndustry(app, { members: 5 });
    const theirs = await api(app, '/api/roles', {
      token: other.owner,
      body: { name: 'Dispatcher', permissions: ['list-client'] },
    });
    expect(theirs.status).toBe(201);
  });

  it('lets nobody give a role more than they hold', async () => {
    const editor = await staffWith(app, ['list-role', 'add-role', 'edit-role', 'list-client']);
    const beyond = await api<ErrorBody>(app, '/api/roles', {
      token: editor,
      body: { name: 'Cashier', permissions: ['list-client', 'payment-summary'] },
    });
    expect(beyond).toMatchObject({
      status: 400,
      body: { error: { fields: { permissions: 'You can only give permissions you hold yourself' } } },
    });
    const within = await api<{ id: number }>(app, '/api/roles', {
      token: editor,
      body: { name: 'Client desk', permissions: ['list-client'] },
    });
    expect(within.status).toBe(201);
    // A role the owner made with more keeps what it had when this editor renames it, but gains nothing.
    const owner = await loginAs(app, 'owner');
    const rich = await api<{ id: number }>(app, '/api/roles', {
      token: owner,
      body: { name: 'Treasury', permissions: ['payment-summary', 'list-client'] },
    });
    const renamed = await api(app, `/api/roles/${rich.body.id}`, {
      token: editor,
      method: 'PUT',
      body: { name: 'Treasury desk', permissions: ['payment-summary'] },
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { name: 'Treasury desk', permissions: ['payment-summary'] },
    });
    const raised = await api(app, `/api/roles/${rich.body.id}`, {
      token: editor,
      method: 'PUT',
      body: { name: 'Treasury desk', permissions: ['payment-summary', 'list-plan'] },
    });
    expect(raised.status).toBe(400);
  });

  it('takes a changed role into effect on the next permission fetch, and reconnects its holders’ sockets', async () => {
    const owner = await loginAs(app, 'owner');
    const industryId = await demoIndustryId(app);
    const roleId = await roleOf(app, industryId, 'Client clerk', ['list-client', 'list-vendor']);
    const clerk = await memberOf(app, industryId, { roleId });
    expect(await permissionsOf(clerk.token)).toEqual(['list-client', 'list-vendor']);
    expect((await api(app, '/api/clients', { token: clerk.token })).status).toBe(200);
    const socket: Socket = await sockets.connect(app.baseUrl, { token: clerk.token });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const edit = await api(app, `/api/roles/${roleId}`, {
      token: owner,
      method: 'PUT',
      body: { name: 'Client clerk', permissions: ['list-vendor'] },
    });
    expect(edit.status).toBe(200);

    // The same session, not signed out: its next fetch has the new permissions and the route is closed to it.
    expect(await permissionsOf(clerk.token)).toEqual(['list-vendor']);
    expect((await api(app, '/api/clients', { token: clerk.token })).status).toBe(403);
    // The socket's rooms were chosen by the old permissions: the server closes it, and it may connect again.
    expect(await closed).toBe('io server disconnect');
    const again = await sockets.connect(app.baseUrl, { token: clerk.token });
    expect(again.connected).toBe(true);
  });

  it('will not delete a role anybody has, nor deactivate one an active member has', async () => {
    const owner = await loginAs(app, 'owner');
    const industryId = await demoIndustryId(app);
    const roleId = await roleOf(app, industryId, 'Weighbridge', ['list-plant']);
    const member = await memberOf(app, industryId, { roleId });

    const off = await api<ErrorBody>(app, `/api/roles/${roleId}/status`, {
      token: owner,
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(off).toMatchObject({
      status: 409,
      body: {
        error: {
          message: 'Members still have this role (1): give them another role first',
          refusal: { code: 'roleInUse', members: 1 },
        },
      },
    });
    const gone = await api<ErrorBody>(app, `/api/roles/${roleId}`, { token: owner, method: 'DELETE' });
    expect(gone).toMatchObject({ status: 409, body: { error: { refusal: { code: 'roleInUse' } } } });
    expect((await api(app, `/api/roles/${roleId}`, { token: owner })).body).toMatchObject({
      status: 'active',
      memberCount: 1,
    });

    // Held only by someone deactivated, it may be deactivated, but their record still names it.
    await app.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, member.id));
    const offNow = await api(app, `/api/roles/${roleId}/status`, {
      token: owner,
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(offNow).toMatchObject({ status: 200, body: { status: 'inactive' } });
    expect((await api(app, `/api/roles/${roleId}`, { token: owner, method: 'DELETE' })).status).toBe(409);
  });

  describe('never locks the industry out of role editing', () => {
    it('lets a role lose the role permissions while an active owner remains', async () => {
      const fresh = await freshIndustry(app, { members: 10 });
      const adminRole = await roleOf(app, fresh.industryId, 'Admin', [
        'list-role',
        'edit-role',
        'list-client',
      ]);
      await memberOf(app, fresh.industryId, { roleId: adminRole });
      const edit = await api(app, `/api/roles/${adminRole}`, {
        token: fresh.owner,
        method: 'PUT',
        body: { name: 'Admin', permissions: ['list-client'] },
      });
      expect(edit.status).toBe(200);
    });

    it('refuses, without an active owner, a change that leaves nobody able to edit roles', async () => {
      const fresh = await freshIndustry(app, { members: 10 });
      const adminRole = await roleOf(app, fresh.industryId, 'Admin', [
        'list-role',
        'add-role',
        'edit-role',
        'list-staff',
        'edit-staff',
      ]);
      const clerkRole = await roleOf(app, fresh.industryId, 'Clerk', ['list-client']);
      const admin = await memberOf(app, fresh.industryId, { roleId: adminRole });
      const hr = await memberOf(app, fresh.industryId, {
        roleId: await roleOf(app, fresh.industryId, 'HR', ['list-staff', 'edit-staff', 'list-client']),
      });
      // A plant user holding both role permissions does not count: roles are the whole industry's.
      await memberOf(app, fresh.industryId, {
        roleId: await roleOf(app, fresh.industryId, 'Plant admin', ['list-role', 'edit-role']),
        userType: 4,
      });
      // The owner has left the company: the operators deactivated the account.
      await app.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, fresh.ownerId));

      const dropEditing = await api<ErrorBody>(app, `/api/roles/${adminRole}`, {
        token: admin.token,
        method: 'PUT',
        body: { name: 'Admin', permissions: ['list-role', 'add-role', 'list-staff', 'edit-staff'] },
      });
      expect(dropEditing).toMatchObject({
        status: 409,
        body: { error: { refusal: { code: 'roleEditorNeeded' } } },
      });
      const [unchanged] = await app.database.db.select().from(roles).where(eq(roles.id, adminRole));
      expect(unchanged!.permissions).toContain('edit-role');

      // Nor may HR take the role away from the last admin, or deactivate them.
      const demote = await api<ErrorBody>(app, `/api/staff/${admin.id}`, {
        token: hr.token,
        method: 'PUT',
        body: {
          name: 'Admin',
          email: admin.email,
          mobile: (await userRow(admin.id)).mobile,
          userType: 1,
          roleId: clerkRole,
        },
      });
      expect(demote).toMatchObject({
        status: 409,
        body: { error: { refusal: { code: 'roleEditorNeeded' } } },
      });
      expect((await userRow(admin.id)).roleId).toBe(adminRole);
      const off = await api<ErrorBody>(app, `/api/staff/${admin.id}/status`, {
        token: hr.token,
        method: 'PUT',
        body: { status: 'inactive' },
      });
      expect(off).toMatchObject({ status: 409, body: { error: { refusal: { code: 'roleEditorNeeded' } } } });
      expect((await userRow(admin.id)).status).toBe('active');

      // With a second admin, the first may step down.
      const second = await memberOf(app, fresh.industryId, { roleId: adminRole });
      const stepDown = await api(app, `/api/staff/${admin.id}/status`, {
        token: second.token,
        method: 'PUT',
        body: { status: 'inactive' },
      });
      expect(stepDown.status).toBe(200);
    });
  });

  it("never shows another industry's roles to a staff member", async () => {
    const fresh = await freshIndustry(app, { members: 5 });
    const theirs = await roleOf(app, fresh.industryId, 'Hidden', ['list-client']);
    const reader = await staffWith(app, ['list-role']);
    const list = await api<{ rows: { id: number }[] }>(app, '/api/roles?pageSize=100', { token: reader });
    expect(list.body.rows.map((r) => r.id)).not.toContain(theirs);
    const [found] = await app.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.id, theirs), eq(roles.industryId, fresh.industryId)));
    expect(found).toBeDefined();
  });
});

async function userRow(id: number) {
  const [user] = await app.database.db.select().from(users).where(eq(users.id, id));
  return user!;
}
