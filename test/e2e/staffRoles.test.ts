import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/domain/gstin';
import { type ApiSession, NEW_INDUSTRY_PASSWORD, newIndustryOwner } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';
import { suiteServer } from '../support/suiteServer';

/**
 * Staff and roles in the browser. The screens are read on the demo industry, whose seed fills them; the role
 * edited and the seats filled belong to a company of the test's own, signed up as any company is, so the other
 * browser tests keep the demo's roles and free seats.
 */

const first14 = '23AAHCS7315K1Z';
const COMPANY = {
  name: 'Satpura Cables Pvt Ltd',
  gstin: first14 + gstinCheckCharacter(first14),
  email: 'owner@satpura-cables.in',
  mobile: '9123405678',
};

/** The owner of the test's own company. */
let owner: ApiSession;
let serial = 0;

beforeAll(async () => {
  owner = await newIndustryOwner(suiteServer().baseUrl, suiteServer().serverLogPath, COMPANY);
});

/** Without SMTP the server logs each mail's link: the invitation to `email`, as its reader would open it. */
function invitationPath(email: string): string {
  const link = readFileSync(suiteServer().serverLogPath, 'utf8')
    .split('\n')
    .filter((line) => line.includes('invitation link'))
    .map((line) => JSON.parse(line) as { to?: string; link?: string })
    .filter((entry) => entry.to === email)
    .at(-1)?.link;
  expect(link, `no invitation was mailed to ${email}`).toBeDefined();
  return new URL(link!).hash.replace(/^#/, '');
}

const member = () => {
  serial += 1;
  return {
    name: `Farhan Sheikh ${serial}`,
    email: `farhan.${serial}@satpura-cables.in`,
    mobile: `97130${String(serial).padStart(5, '0')}`,
  };
};

describe('staff and roles', () => {
  /** The staff list and form, the roles and the permission matrix, as `app` shows them in `language`. */
  async function picture(app: App, language: 'en' | 'hi', size: string) {
    const { page } = app;
    await app.open('/staff');
    await page.getByText('Priya Nair').waitFor();
    await page.getByTestId('staff-seats').waitFor();
    await app.screenshot(`staff-list-${language}-${size}`);
    await app.open('/staff/add');
    await page.getByTestId('access-section').waitFor();
    await page.getByTestId('field-userType').click();
    await page.getByRole('option', { name: language === 'en' ? 'Plant user' : 'प्लांट यूज़र' }).click();
    await page.getByTestId('field-plantIds').waitFor();
    await app.screenshot(`staff-form-${language}-${size}`);
    await app.open('/role');
    await page.getByText('Gate Keeper').waitFor();
    await app.screenshot(`role-list-${language}-${size}`);
    await app.open('/role/add');
    await page.getByTestId('permission-matrix').waitFor();
    await app.screenshot(`role-form-${language}-${size}`);
  }

  it('shows the staff list and form, the roles and their matrix, in English on a desktop and in Hindi on a phone', async () => {
    const desktop = await openApp({ viewport: { width: 1366, height: 850 } });
    await desktop.signInAs('owner');
    await picture(desktop, 'en', 'desktop');
    await desktop.close();
    const phone = await openHindiPhone();
    await picture(phone, 'hi', '390');
    // Nothing on a phone is wider than the screen, the permission matrix included.
    await phone.expectFitsWidth();
    await phone.close();
  }, 120_000);

  it('edits a role so a staff member loses a menu entry and gets /401 on its route', async () => {
    const role = await owner.post<{ id: number }>('/api/roles', {
      name: 'Client desk',
      permissions: ['list-client', 'add-client', 'list-vendor'],
    });
    const person = member();
    await owner.post('/api/staff', { ...person, userType: 1, roleId: role.id, plantIds: [] });

    // The new member opens the invitation, sets a password and signs in, in a browser of their own.
    const staff = await openApp();
    await staff.open(invitationPath(person.email));
    await staff.page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await staff.page.getByLabel(/^New password/).fill('desk-secret-42');
    await staff.page.getByLabel(/^Confirm new password/).fill('desk-secret-42');
    await staff.screenshot('staff-invitation');
    await staff.page.getByRole('button', { name: 'Set password' }).click();
    await staff.expectPath('/login');
    await staff.page.getByText('Your password is set.', { exact: false }).waitFor();
    await staff.signInWith(person.email, 'desk-secret-42');
    const menu = staff.page.getByTestId('sidebar');
    await menu.getByRole('link', { name: 'Clients' }).waitFor();

    // The owner takes the clients away from the role, on the matrix.
    const admin = await openApp();
    await admin.signInWith(COMPANY.email, NEW_INDUSTRY_PASSWORD);
    await admin.open(`/role/edit/${role.id}`);
    const listClients = admin.page.getByLabel('List: Clients', { exact: true });
    await listClients.waitFor();
    expect(await listClients.isChecked()).toBe(true);
    expect(await admin.page.getByLabel('All permissions for Clients').isChecked()).toBe(false);
    await admin.page.getByLabel('All permissions for Clients').click();
    expect(await listClients.isChecked()).toBe(true);
    await admin.page.getByLabel('All permissions for Clients').click();
    expect(await listClients.isChecked()).toBe(false);
    expect(await admin.page.getByLabel('Add: Clients', { exact: true }).isChecked()).toBe(false);
    await admin.screenshot('role-matrix-edited');
    await admin.page.getByTestId('save').click();
    await admin.expectPath('/role');
    await admin.page.getByText('Role saved.').waitFor();

    // The staff member's next move fetches their permissions again: the entry is gone, the route refused.
    await menu.getByRole('link', { name: 'Vendors' }).click();
    await staff.expectPath('/vendor');
    // The refetch answers after the move, later still on a busy machine.
    await expect.poll(() => menu.getByRole('link', { name: 'Clients' }).count()).toBe(0);
    await staff.open('/client');
    await staff.expectPath('/401');
    await staff.screenshot('staff-lost-clients');
  }, 120_000);

  it("adds staff beyond the plan's member limit and is told why", async () => {
    const choices = await owner.get<{
      roles: { id: number; name: string }[];
      seats: { used: number; limit: number };
    }>('/api/staff/choices');
    const clerk = choices.roles.find((r) => r.name === 'Gate Keeper')!;
    // Fill the plan's seats but one, through the API.
    for (let free = choices.seats.limit - choices.seats.used; free > 1; free -= 1)
      await owner.post('/api/staff', { ...member(), userType: 1, roleId: clerk.id, plantIds: [] });

    const app = await openApp();
    const { page } = app;
    await app.signInWith(COMPANY.email, NEW_INDUSTRY_PASSWORD);
    const add = async (person: ReturnType<typeof member>) => {
      await page.getByTestId('access-section').waitFor();
      await page.getByLabel('Full name').fill(person.name);
      await page.getByLabel('Email address').fill(person.email);
      await page.getByLabel('Mobile number').fill(person.mobile);
      await page.getByTestId('field-roleId').click();
      await page.getByRole('option', { name: 'Gate Keeper' }).click();
      await page.getByTestId('save').click();
    };

    // The last seat is taken from the form, which says the invitation is on its way.
    await app.open('/staff/add');
    await add(member());
    await app.expectPath('/staff');
    await page.getByText('An invitation to set a password is on its way', { exact: false }).waitFor();
    await page
      .getByTestId('staff-seats')
      .getByText(`${choices.seats.limit} of ${choices.seats.limit}`)
      .waitFor();

    // One more: the form warns before, and the server refuses it, saying which limit and what to do.
    await app.open('/staff/add');
    await page.getByTestId('staff-seats-full').waitFor();
    await add(member());
    const refusal = `Your plan allows ${choices.seats.limit} members; deactivate one or upgrade the plan`;
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(app.path()).toBe('/staff/add');
    await app.screenshot('staff-member-limit');
    const after = await owner.get<{ seats: { used: number } }>('/api/staff/choices');
    expect(after.seats.used).toBe(choices.seats.limit);
  }, 180_000);
});
