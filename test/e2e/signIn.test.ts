import { beforeEach, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { DEMO_PASSWORD, loginOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';

let app: App;

beforeEach(async () => {
  app = await openApp();
});

describe('signing in and the root rules', () => {
  it('sends an anonymous visitor from the root to /login', async () => {
    await app.open('/');
    await app.expectPath('/login');
    await app.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await app.screenshot('login');
  });

  it('sends an anonymous visitor on a protected route to /login', async () => {
    await app.open('/plant');
    await app.expectPath('/login');
  });

  it('names the empty fields when the form is sent empty, and sends nothing', async () => {
    await app.open('/login');
    const calls: string[] = [];
    app.page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await app.page.getByRole('button', { name: 'Sign in' }).click();
    // The form's check arrives after the page is drawn (signIn.ts); sent at once, the form waits for it.
    await expect
      .poll(() => app.page.locator('.mantine-InputWrapper-error').allTextContents())
      .toEqual(['Enter your email or mobile number', 'Enter your password']);
    expect(calls).toEqual([]);
    expect(app.path()).toBe('/login');
  });

  it('refuses a wrong password with a clear message and stays on /login', async () => {
    await app.submitSignIn(loginOf('owner'), 'not-the-password');
    await app.page.getByTestId('login-error').waitFor();
    expect(await app.page.getByTestId('login-error').textContent()).toMatch(
      /wrong email, mobile number or password/i,
    );
    expect(app.path()).toBe('/login');
  });

  it('signs the owner in to the dashboard, with the header from login-header-details', async () => {
    await app.signInAs('owner');
    await app.page.getByTestId('dashboard-card').first().waitFor();
    await expect(app.page.getByTestId('header-industry').textContent()).resolves.toBeTruthy();
    await expect(app.page.getByTestId('header-name').textContent()).resolves.toBeTruthy();
    const session = await app.storedSession();
    expect(session?.loggedIn).toBe(true);
    expect(String(session?.permissions)).toContain('list-plant');
    await app.screenshot('dashboard');

    // The root now goes to the dashboard.
    await app.open('/redirect');
    await app.open('/');
    await app.expectPath('/dashboard');
  });

  it('returns to /joining-fees after signing in when that is where the visitor was heading', async () => {
    await app.open('/joining-fees');
    await app.expectPath('/login');
    await app.signInAs('owner', '/joining-fees');
    expect((await app.storedSession())?.loadAfterLogin).toBeNull();
  });

  it('sends an owner whose industry has no plan to /plan, from any screen', async () => {
    await app.signInAs('noPlan', '/plan');
    await app.page.getByTestId('no-plan').waitFor();
    const session = await app.storedSession();
    expect(session?.plan).toEqual({ expiry: 0, members: 0, plants: 0 });
    await app.open('/plant');
    await app.expectPath('/plan');
    await app.screenshot('no-plan');
  });

  it('logs out: the token is revoked and exactly the listed fields are cleared', async () => {
    await app.signInAs('owner');
    const before = await app.storedSession();
    const token = String(before?.token);
    expect(token.length).toBeGreaterThan(10);

    await app.signOut();

    const after = await app.storedSession();
    expect(after).toMatchObject({
      loggedIn: false,
      token: '',
      userName: 'Admin',
      industry: '',
      permissions: '',
      userType: null,
      userTypeId: null,
      userId: null,
      userTypeName: '',
      loadAfterLogin: null,
    });
    // Fields the seed does not list survive a logout.
    expect(after?.dateFilter).toEqual(before?.dateFilter);
    expect(after?.selectedPlant).toEqual(before?.selectedPlant);

    const reply = await app.page.evaluate(
      (bearer) =>
        fetch('/api/auth/me', { headers: { authorization: `Bearer ${bearer}` } }).then((r) => r.status),
      token,
    );
    expect(reply).toBe(401);

    // And the app is closed again.
    await app.open('/dashboard');
    await app.expectPath('/login');
  });

  it('signs in with a mobile number too', async () => {
    await app.signInWith(demoAccount('staff').mobile, DEMO_PASSWORD);
  });

  it('returns an anonymous visitor to the deep link they opened, once signed in', async () => {
    await app.open('/plant/add');
    await app.expectPath('/login');
    expect((await app.storedSession())?.loadAfterLogin).toBe('/plant/add');
    await app.signInAs('owner', '/plant/add');
    await app.page.getByRole('heading', { level: 1 }).waitFor();
    expect((await app.storedSession())?.loadAfterLogin).toBeNull();
    // Used once: signing in again later lands on the dashboard.
    await app.signOut();
    await app.signInAs('owner', '/dashboard');
  });

  it('signs a transporter in to its own portal, and a shipper after it to the dashboard', async () => {
    await app.signInAs('transporter', '/transporter/requests');
    expect((await app.storedSession())?.userType).toBe(2);
    await app.signOut();
    await app.signInAs('owner', '/dashboard');
    await app.open('/transporter/requests');
    await app.expectPath('/401');
  });
});
