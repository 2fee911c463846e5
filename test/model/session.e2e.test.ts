import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { OrderRow } from '../../src/domain/schemas/orders';
import { apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';
import { coveringWalks } from './coveringWalks';
import { sessionModel } from './session.model';

/**
 * The session model walked in the real app: each walk that takes the transitions of `session.model.ts`'s
 * shortest paths (`coveringWalks`) is a fresh browser profile in which a person signs in through the form, picks a plant in the header, signs out from the
 * profile menu and reloads the page; at every step the model's state is checked on screen and in the
 * session the app keeps in localStorage.
 */

let plant: { id: number; name: string };
/** The deep link: one of the owner's orders, as a colleague would send it. */
let order: { path: string; number: string };

beforeAll(async () => {
  const owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  const options = await owner.get<FormOptions>('/api/form-options');
  plant = options.plants[0]!;
  const orders = await owner.get<{ rows: OrderRow[] }>('/api/orders?direction=outbound&page=1&pageSize=25');
  const first = orders.rows[0]!;
  order = { path: `/order/outbound/${first.id}`, number: first.number };
});

const owner = demoAccount('owner');

async function expectSignedOut(app: App, selectedPlant: number | null) {
  await app.expectPath('/login');
  await app.page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await app.storedSession()).toMatchObject({
    loggedIn: false,
    token: '',
    userName: 'Admin',
    permissions: '',
    userType: null,
    userId: null,
    industry: '',
    loadAfterLogin: null,
    // The plant is a preference of the device: it outlives a logout.
    selectedPlant,
  });
}

async function expectHeadingToDeepLink(app: App) {
  await app.expectPath('/login');
  await app.page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await app.storedSession()).toMatchObject({ loggedIn: false, loadAfterLogin: order.path });
}

async function expectAtDeepLink(app: App) {
  await app.expectPath(order.path);
  await app.page.getByRole('heading', { level: 1, name: new RegExp(order.number) }).waitFor();
  expect(await app.storedSession()).toMatchObject({ loggedIn: true, loadAfterLogin: null });
}

async function expectSignedIn(app: App, selectedPlant: number | null) {
  await expect.poll(() => app.page.getByTestId('header-name').textContent()).toBe(owner.name);
  expect(app.path()).not.toBe('/login');
  await expect
    .poll(() => app.page.getByTestId('plant-select').inputValue())
    .toBe(selectedPlant === null ? '' : plant.name);
  expect(await app.storedSession()).toMatchObject({ loggedIn: true, userName: owner.name, selectedPlant });
}

describe('session flow (model-based, in the real app)', () => {
  for (const path of coveringWalks(sessionModel)) {
    // A walk takes many steps, each a sign-in, a reload or a page: minutes on a busy machine.
    it(path.description, { timeout: 4 * 60_000 }, async () => {
      const app = await openApp();
      await app.open('/');
      await path.test({
        states: {
          loggedOut: () => expectSignedOut(app, null),
          loggedIn: () => expectSignedIn(app, null),
          loggedInWithPlant: () => expectSignedIn(app, plant.id),
          loggedOutWithPlant: () => expectSignedOut(app, plant.id),
          headingToDeepLink: () => expectHeadingToDeepLink(app),
          loggedInAtDeepLink: () => expectAtDeepLink(app),
        },
        events: {
          'session.login': () => app.signInAs('owner', /^\/(?!login)/),
          'session.logout': () => app.signOut(),
          'session.plantSelect': () => app.selectPlant(plant.name),
          'app.reload': () => app.reload(),
          'app.openDeepLink': () => app.open(order.path),
        },
      });
      await app.close();
    });
  }
});
