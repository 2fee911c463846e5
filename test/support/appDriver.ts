import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { BiddingWindowValues } from '../../src/domain/bidding';
import { DISPLAY_TIME_ZONE } from '../../src/domain/constants';
import type { RequestBids, TransporterBidReply } from '../../src/domain/schemas/bids';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import type { VehicleColumns, VehicleState } from '../../src/domain/schemas/tracking';
import type { Direction } from '../../src/domain/statuses';
import { decodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { SESSION_STORAGE_KEY } from '../../src/machines/sessionPersistence';
import { ROOM_FOR_LANGUAGES } from '../../src/views/layout/headerRoom';
import { NEWS_QUIET_MS } from '../../src/views/notifications/newsTogether';
import { auditState, auditsDone, watchAccessibility } from './accessibility';
import { ApiSession, apiSessionOf, DEMO_PASSWORD, ingest, loginOf, type Role } from './appApi';
import { launchChromium } from './chromium';
import { expectFitsWidth } from './fitsWidth';
import { screenLoaded } from './screenLoaded';
import { suiteServer } from './suiteServer';

/**
 * The one driver of the real app for the browser suite and the model-based tests: a person's verbs (sign in
 * as…, open the bids of…, expect a row…) over a Chromium page, and the other parties' verbs (a transporter
 * bids, a truck reports its position) over the API. Every page it opens is audited by axe-core.
 */

let shared: Promise<Browser> | undefined;
/** The session the app stored when each person (by server and login) first signed in through the form. */
const storedSessions = new Map<string, Record<string, unknown>>();
/** The windows (contexts) opened since `closeApps` last ran: the running file's. */
const windows = new Set<BrowserContext>();

/**
 * One Chromium for the whole run, launched on first use: the browser suite's files share one module graph
 * (isolate: false), so it serves file after file, and ends with the test process, as Playwright ends the
 * browsers it launched. One that crashed is launched afresh for the next file.
 */
const browser = () => {
  shared ??= launchChromium(inject('chromiumPath')).then((launched) =>
    launched.on('disconnected', () => {
      shared = undefined;
    }),
  );
  return shared;
};

/** Closes the windows a file left open, so that none of its pages (a socket, a dialog) lives into the next. */
export async function closeApps() {
  await Promise.all([...windows].map((context) => context.close()));
}

export interface OpenAppOptions {
  /** The app under test; the suite's shared server when absent. */
  baseUrl?: string;
  viewport?: { width: number; height: number };
  /** Runs in the page before the app's scripts (e.g. to count frames). */
  initScript?: () => void;
  /**
   * Whether the app's service worker may register. Blocked unless a test is about it: a worker that answers
   * the page's requests itself would take them out of reach of `page.route` (a test that fails a chunk), and
   * each new window would download the whole offline shell on the suite's two cores.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * A fresh profile (no stored session, as on a new device) on a desktop-sized page, whose person has asked
 * for reduced motion: dialogs, menus and toasts appear at once, so each step sees the screen at rest. Its
 * clock reads India's time, as its users' do: a calendar opens on India's today, which from 18:30 UTC is
 * already tomorrow's date.
 */
export async function openApp(options: OpenAppOptions = {}): Promise<App> {
  const context = await (await browser()).newContext({
    viewport: options.viewport ?? { width: 1366, height: 850 },
    reducedMotion: 'reduce',
    timezoneId: DISPLAY_TIME_ZONE,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  windows.add(context);
  context.on('close', () => windows.delete(context));
  const page = await context.newPage();
  if (options.initScript) await page.addInitScript(options.initScript);
  watchAccessibility(page);
  return new App(page, options.baseUrl ?? suiteServer().baseUrl);
}

/**
 * Saves what `page` shows as `.tmp/screenshots/<name>.png` when the run was started with E2E_SCREENSHOTS=1 (a
 * person reviewing the screens); otherwise does nothing. Nothing in the suite reads the pictures, and taking
 * some 270 of them cost every run a minute or more of Chromium's time (a capture re-renders the page in software).
 */
export async function savePicture(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage: false });
}

const hashOf = (url: string) => new URL(url).hash.replace(/^#/, '') || '/';

export class App {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    /** The other parties' API sessions, shared by the tabs of a profile: each signs in once (login limits). */
    private readonly sessions = new Map<Role, Promise<ApiSession>>(),
  ) {}

  /**
   * The requests this window raised: cancelled when it closes, since a spot window ending half an hour later
   * tells the shipper in a dialog, which would open over whichever test runs then.
   */
  private readonly raisedRequests: number[] = [];

  /** A second tab of the same profile: the same stored session, so already signed in. */
  async openTab(): Promise<App> {
    const page = await this.page.context().newPage();
    watchAccessibility(page);
    return new App(page, this.baseUrl, this.sessions);
  }

  /** Closes this profile's window (its context), as at the end of a walk through the app. */
  async close() {
    const owner = this.raisedRequests.length > 0 ? await this.as('owner') : null;
    const reason = 'Raised for a walk through the app';
    // One already awarded or cancelled answers 409: it has no window left to end.
    for (const id of this.raisedRequests.splice(0))
      await owner?.call('POST', `/api/requests/${id}/cancel`, { reason });
    await this.page.context().close();
  }

  // ---- Where the user is

  /**
   * Opens a hash path, e.g. "/plant", as typed into the address bar. The path the page is already on is
   * reloaded, as a person does to see it afresh (a hash the page already shows would change nothing).
   */
  async open(path: string) {
    if (this.page.url().startsWith(this.baseUrl) && this.path() === path) await this.page.reload();
    else await this.page.goto(`${this.baseUrl}/#${path}`);
  }

  /** The hash path the app is on, e.g. "/dashboard". */
  path(): string {
    return hashOf(this.page.url());
  }

  async expectPath(path: string | RegExp) {
    await this.page.waitForFunction(
      ([expected, isRegex]) => {
        const hash = window.location.hash.replace(/^#/, '') || '/';
        return isRegex ? new RegExp(expected as string).test(hash) : hash === expected;
      },
      [path instanceof RegExp ? path.source : path, path instanceof RegExp] as const,
      // Generous: a signed-in landing loads the app's first screens, slow on a busy machine.
      { timeout: 30_000 },
    );
  }

  async reload() {
    await this.page.reload();
  }

  /** Waits for the screen to have loaded: its heading drawn, no preloader, nothing busy, no spinner. */
  async expectScreenLoaded() {
    await screenLoaded(this.page, 30_000);
  }

  /** Expects nothing on the screen to scroll sideways (see fitsWidth.ts). */
  async expectFitsWidth() {
    await expectFitsWidth(this.page, this.path());
  }

  /**
   * Has axe-core check the state the user sees now (a dialog, a form with errors), and saves a picture of it
   * under .tmp/screenshots when the run asks for pictures (`savePicture`).
   */
  async screenshot(name: string) {
    await savePicture(this.page, name);
    await auditState(this.page, name);
  }

  // ---- Session

  /** Types a login and password into the sign-in form and submits, without waiting for the outcome. */
  async submitSignIn(login: string, password = DEMO_PASSWORD) {
    if (!this.path().startsWith('/login')) await this.open('/login');
    await this.page.getByLabel('Email or mobile number').fill(login);
    await this.page.getByRole('textbox', { name: 'Password' }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /**
   * Signs in as a demo role and waits to land on `landing`. A path is opened as a deep link, as a person follows a
   * bookmark: the app shows it once signed in, without drawing the dashboard first; a pattern is reached from the
   * root, wherever the app sends this person. The first window of a person in the run signs in through the form,
   * as a person would, and so does a window already on the app; a later fresh window is that person's browser
   * coming back with the session the app stored then (signIn.test.ts and the like walk the form). A stored
   * session the server no longer takes (signed out, password changed) sends the app to the sign-in page, and the
   * form is used again.
   */
  async signInAs(role: Role, landing: string | RegExp = '/dashboard') {
    const login = loginOf(role);
    const key = `${this.baseUrl} ${login}`;
    const stored = storedSessions.get(key);
    // Someone already at the sign-in page (sent there from a deep link, say) signs in there.
    const fresh = !this.page.url().startsWith(this.baseUrl);
    if (stored && fresh && (await this.stillSignedIn(stored)) && (await this.restoreSession(stored, landing)))
      return;
    storedSessions.delete(key);
    // The sign-in page keeps the deep link and goes on to it (routeGuard.ts).
    if (fresh && typeof landing === 'string') {
      await this.open(landing);
      await this.expectPath(/^\/login/);
    }
    await this.signInWith(login, DEMO_PASSWORD, landing);
    const session = await this.storedSession();
    if (session?.token) storedSessions.set(key, session);
  }

  /**
   * Whether the server still takes the stored session's token: another file may have ended it (a password
   * changed ends every other session), and the app would find out only at its first refused request.
   */
  private async stillSignedIn(session: Record<string, unknown>): Promise<boolean> {
    const reply = await fetch(`${this.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${String(session.token)}` },
    });
    return reply.ok;
  }

  /**
   * Opens the app at `landing` (a path, or the root for a pattern) with `session` already stored, as a returning
   * browser does, and waits for a screen drawn there; false if the app sent it to the sign-in page instead.
   */
  private async restoreSession(session: Record<string, unknown>, landing: string | RegExp): Promise<boolean> {
    // Any page of the app's origin gives its storage; the app's own would start without the session.
    await this.page.goto(`${this.baseUrl}/health`);
    await this.page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      JSON.stringify(session),
    ] as const);
    const deepLink = typeof landing === 'string';
    await this.page.goto(`${this.baseUrl}/#${deepLink ? landing : '/'}`);
    // A deep link is in the address bar before the app has started: the screen's heading says it was let in.
    // Not the first paint's shell (index.html), whose brand is a heading too but comes before any script.
    const wanted = deepLink ? new RegExp(`^${landing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : landing;
    const arrived = await this.page.waitForFunction(
      (pattern) => {
        const hash = window.location.hash.replace(/^#/, '') || '/';
        if (hash.startsWith('/login')) return 'refused';
        const drawn = document.querySelector('h1') && !document.querySelector('.app-shell');
        return new RegExp(pattern).test(hash) && drawn ? 'landed' : false;
      },
      wanted.source,
      { timeout: 30_000 },
    );
    return (await arrived.jsonValue()) === 'landed';
  }

  async signInWith(login: string, password: string, landing: string | RegExp = '/dashboard') {
    await this.submitSignIn(login, password);
    await this.expectPath(landing);
  }

  /** The language this window keeps to itself (`switchLanguage` with `{ here: true }`); null while it saves. */
  private languageHere: 'en' | 'hi' | null = null;

  /**
   * Chooses the language from the header's switch, which a phone keeps in the profile menu; waits for that menu
   * to be gone, so that what follows (a screenshot and its audit) sees the page, not the menu fading out.
   *
   * The app saves the choice to the person's account, which the browser tests running beside this one sign in
   * as too, and read in English. `here` keeps it in this window instead, across reloads: for a test that reads
   * only the page in Hindi, not what the server words in the saved language (exports, documents).
   */
  async switchLanguage(label: 'हिन्दी' | 'English', { here = false } = {}) {
    if (here && this.languageHere === null)
      await this.page.route('**/api/user/preferences', (route) =>
        route.request().method() === 'PUT'
          ? route.abort()
          : route.fulfill({
              json: { language: this.languageHere },
              headers: { 'cache-control': 'no-store' },
            }),
      );
    if (here || this.languageHere !== null) this.languageHere = label === 'English' ? 'en' : 'hi';
    // The industry's header has the switch from a width known at once, though it may still be drawn for the
    // width before; the transporter's portal has it in its header on a phone too.
    const inHeader = this.page.getByTestId('app-header').getByTestId('language-switch');
    const roomy = await this.page.evaluate((query) => window.matchMedia(query).matches, ROOM_FOR_LANGUAGES);
    if (roomy || (await inHeader.isVisible())) {
      await inHeader.getByText(label).click();
      return;
    }
    await this.page.getByTestId('profile-menu').click();
    await this.page.getByRole('menu').getByText(label).click();
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('menu').waitFor({ state: 'detached' });
  }

  /** Signs out from the profile menu and waits for the sign-in page. */
  async signOut() {
    await auditsDone(this.page);
    // Signing out ends the session on the server: the next window of this person signs in afresh.
    const token = (await this.storedSession())?.token;
    for (const [key, session] of storedSessions) if (session.token === token) storedSessions.delete(key);
    await this.page.getByTestId('profile-menu').click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await this.expectPath('/login');
  }

  /** Chooses a plant in the header's plant selector, as the plant to work on. */
  async selectPlant(name: string) {
    await this.page.getByTestId('plant-select').click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect.poll(() => this.page.getByTestId('plant-select').inputValue()).toBe(name);
  }

  // ---- News

  /** The unread notifications the header's bell counts. */
  async unreadCount(): Promise<number> {
    return Number(await this.page.getByTestId('bell-count').getAttribute('data-count'));
  }

  /**
   * Waits until the news of a notification beyond the `unread` counted before has reached the page (the bell
   * counts it) and the app has shown whatever it shows for it. The app gathers news until it has been quiet
   * for NEWS_QUIET_MS: that much time passing is the one wait, after which nothing more comes of it.
   */
  async expectNewsTold(unread: number) {
    await expect.poll(() => this.unreadCount(), { timeout: 15_000 }).toBeGreaterThan(unread);
    await this.page.waitForTimeout(NEWS_QUIET_MS);
  }

  /**
   * Dismisses every news dialog on `page` (this app's own page by default), as a person does: a bidding window
   * closing with bids asks for its award over any screen. A dialog already closing still shows its button while it
   * fades, and detaches it under the click: then there is nothing left to dismiss.
   */
  async dismissNewsDialogs(page: Page = this.page) {
    const cancel = page.getByTestId('push-cancel');
    while ((await cancel.count()) > 0)
      await cancel
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
  }

  /** The session the app keeps in localStorage (null before the first visit). */
  storedSession(): Promise<Record<string, unknown> | null> {
    return this.page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'),
      SESSION_STORAGE_KEY,
    );
  }

  /** The API as the user signed in on this page, with the page's own token. */
  async api(): Promise<ApiSession> {
    const token = String((await this.storedSession())?.token ?? '');
    if (!token) throw new Error('nobody is signed in on this page');
    return new ApiSession(this.baseUrl, token);
  }

  /** Another party's API session (a transporter's app, the shipper's back office), signed in once. */
  as(role: Role): Promise<ApiSession> {
    let session = this.sessions.get(role);
    if (!session) {
      session = apiSessionOf(this.baseUrl, role);
      this.sessions.set(role, session);
    }
    return session;
  }

  // ---- Requests and bids

  async openRequest(request: { id: number; direction: Direction }) {
    await this.open(`/request/${request.direction}/detail/${request.id}`);
    await this.page.getByTestId('status-badge').first().waitFor();
  }

  /** Opens the bids page of a request and waits for its table. */
  async openBidsOf(request: { id: number; direction: Direction }) {
    await this.open(`/request/${request.direction}/view-bid/${request.id}/${request.id}`);
    await this.page.getByTestId('bids-table').waitFor();
  }

  /** The demo transporter bids on a request from its own app; answers the server's reply. */
  async placeBidAsTransporter(requestId: number, amountInr: number, vehicleCount?: number) {
    const transporter = await this.as('transporter');
    return transporter.call<TransporterBidReply>('POST', `/api/transporter/requests/${requestId}/bids`, {
      amountInr,
      ...(vehicleCount ? { vehicleCount } : {}),
    });
  }

  /** The demo transporter lowers its standing bid; answers the server's reply (409 once bidding closed). */
  async reviseBidAsTransporter(requestId: number, bidId: number, amountInr: number) {
    const transporter = await this.as('transporter');
    return transporter.call<TransporterBidReply>(
      'PATCH',
      `/api/transporter/requests/${requestId}/bids/${bidId}`,
      { amountInr },
    );
  }

  async withdrawBidAsTransporter(requestId: number, bidId: number) {
    const transporter = await this.as('transporter');
    return transporter.call('DELETE', `/api/transporter/requests/${requestId}/bids/${bidId}`);
  }

  /** The bids of a request as the shipper's screen ranks them. */
  async bidsOf(requestId: number): Promise<RequestBids> {
    return (await this.as('owner')).get<RequestBids>(`/api/requests/${requestId}/bids`);
  }

  /** The owner's industry's bidding window settings, as its settings tab saves them; for requests published after. */
  async setBiddingWindow(values: BiddingWindowValues) {
    const reply = await (await this.as('owner')).call('PUT', '/api/settings/bidding-window', values);
    if (reply.status !== 200) throw new Error(`the bidding window settings answered ${reply.status}`);
  }

  /** Back to the product's default bidding window. */
  async resetBiddingWindow() {
    await (await this.as('owner')).call('DELETE', '/api/settings/bidding-window');
  }

  /**
   * The owner's outbound request to the demo seed's first plant and first client with an address, every
   * transporter invited; `spot` opens it for bidding at once, otherwise it is saved as a draft with the
   * given window.
   */
  async raiseRequestAsOwner(
    options: { spot: true } | { spot?: false; biddingStartsAt: Date; biddingEndsAt: Date },
    fields: { vehicleCount?: number; ceilingInr?: number } = {},
  ): Promise<RequestDetail> {
    const owner = await this.as('owner');
    const form = await owner.get<FormOptions>('/api/form-options');
    const plant = form.plants[0]!;
    const client = form.clients.find((c) => c.addresses.length > 0)!;
    const pickupAt = new Date(Date.now() + 86_400_000).toISOString();
    const values = {
      direction: 'outbound',
      plantId: plant.id,
      clientId: client.id,
      pickupAddress: plant.address,
      pickupCityId: plant.cityId,
      dropOffs: [{ address: client.addresses[0]!.address, cityId: client.addresses[0]!.cityId }],
      productId: form.products[0]!.id,
      quantity: 12,
      weightKg: 12_000,
      vehicleType: form.vehicleTypes[0],
      vehicleCount: fields.vehicleCount ?? 1,
      pickupAt,
      ceilingInr: fields.ceilingInr ?? 36_000,
      transporterIds: form.transporters.map((t) => t.id),
    };
    const request = options.spot
      ? await owner.post<RequestDetail>('/api/requests/spot', values)
      : await owner.post<RequestDetail>('/api/requests', {
          ...values,
          kind: 'regular',
          biddingStartsAt: options.biddingStartsAt.toISOString(),
          biddingEndsAt: options.biddingEndsAt.toISOString(),
        });
    this.raisedRequests.push(request.id);
    return request;
  }

  // ---- Settings

  /**
   * Adds a webhook in Settings → Webhooks (the page must show the tab): its URL and, beside the form's
   * default, these event kinds by their labels; answers the signing secret the app shows once, still open.
   */
  async addWebhook(url: string, eventLabels: readonly string[] = []): Promise<string> {
    await this.page.getByTestId('webhook-add').click();
    const form = this.page.getByTestId('webhook-form');
    await form.getByTestId('webhook-url').fill(url);
    for (const label of eventLabels) await form.getByLabel(label).check();
    await form.getByTestId('webhook-save').click();
    const secret = this.page.getByTestId('webhook-secret-value');
    await secret.waitFor();
    return (await secret.textContent()) ?? '';
  }

  // ---- Tables

  /** A row of a table (rows carry `data-testid="<table>-row"`) that shows the given text. */
  row(testId: string, containing?: string | RegExp): Locator {
    const rows = this.page.getByTestId(testId);
    return containing === undefined ? rows : rows.filter({ hasText: containing });
  }

  /** Waits for such a row to be on screen and answers it. */
  async expectRow(testId: string, containing?: string | RegExp): Promise<Locator> {
    const row = this.row(testId, containing).first();
    await row.waitFor();
    return row;
  }

  /**
   * Waits for the DataTable to settle on the page whose first row is number `first`: the previous page stays on
   * screen, dimmed, until the next one arrives.
   */
  async expectTablePageFrom(first: number) {
    await this.page.waitForFunction((from) => {
      const table = document.querySelector('[data-testid="data-table"] table');
      const range = document.querySelector('[data-testid="data-table-range"]')?.textContent ?? '';
      return table?.getAttribute('aria-busy') === 'false' && range.startsWith(`${from}–`);
    }, first);
  }

  // ---- Maps

  /** A picture of a map, to tell whether it changed by a later one. */
  async mapPicture(map: Locator): Promise<string> {
    return (await map.screenshot()).toString('base64');
  }

  /**
   * The picture of a map once it has stopped changing, two pictures in a row alike: its camera has arrived (at
   * once, with reduced motion) and its tiles and layers are drawn.
   */
  async mapAtRest(map: Locator): Promise<string> {
    let last = '';
    await expect
      .poll(
        async () => {
          const now = await this.mapPicture(map);
          const still = now === last;
          last = now;
          return still;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    return last;
  }

  // ---- The road: trucks and their devices

  /** The outbound trucks on the road, as the board loads them. */
  async outboundFleet(): Promise<VehicleState[]> {
    const owner = await this.as('owner');
    return decodeVehicleColumns(await owner.get<VehicleColumns>('/api/tracking/fleet?direction=outbound'))
      .vehicles;
  }

  /** A GPS fix of a truck, `share` of the way from its origin to its destination (or at a given point). */
  async reportPosition(
    vehicle: VehicleState,
    where: { share: number } | { latitude: number; longitude: number },
    fix: { recordedAt?: string; speedKmh?: number; eventId?: string } = {},
  ) {
    const { origin, destination } = vehicle;
    const point =
      'share' in where
        ? {
            latitude: origin.latitude + (destination.latitude - origin.latitude) * where.share,
            longitude: origin.longitude + (destination.longitude - origin.longitude) * where.share,
          }
        : where;
    const reply = await ingest(this.baseUrl, 'gps', [
      {
        eventId: fix.eventId ?? `e2e-${vehicle.orderId}-${Date.now()}-${Math.random()}`,
        vehicleNumber: vehicle.vehicleNumber,
        orderId: vehicle.orderId,
        recordedAt: fix.recordedAt ?? new Date().toISOString(),
        ...point,
        speedKmh: fix.speedKmh ?? 54,
        heading: 90,
      },
    ]);
    if (reply.status !== 200 || reply.json.accepted !== 1)
      throw new Error(`the GPS fix was not taken: ${reply.status} ${JSON.stringify(reply.json)}`);
  }

  /**
   * A phone running Traccar Client in the truck reports over OsmAnd, with the server URL Settings gave
   * (`/api/ingest/osmand?key=…`) and the truck's number as its device identifier. Answers the HTTP status.
   */
  async reportOsmAndFix(key: string, vehicle: VehicleState, speedKnots = 20): Promise<number> {
    const { origin, destination } = vehicle;
    const query = new URLSearchParams({
      id: vehicle.vehicleNumber,
      lat: String((origin.latitude + destination.latitude) / 2),
      lon: String((origin.longitude + destination.longitude) / 2),
      timestamp: String(Math.floor(Date.now() / 1000)),
      speed: String(speedKnots),
      key,
    });
    return (await fetch(`${this.baseUrl}/api/ingest/osmand?${query}`)).status;
  }

  /** A FASTag read of a truck at a toll plaza halfway along its lane. */
  async reportTollCrossing(vehicle: VehicleState, plazaName: string) {
    const { origin, destination } = vehicle;
    const reply = await ingest(this.baseUrl, 'fastag', [
      {
        eventId: `e2e-toll-${vehicle.orderId}-${Date.now()}`,
        vehicleNumber: vehicle.vehicleNumber,
        orderId: vehicle.orderId,
        plazaName,
        plazaCode: 'E2E-01',
        latitude: (origin.latitude + destination.latitude) / 2,
        longitude: (origin.longitude + destination.longitude) / 2,
        laneDirection: 'Outbound',
        readAt: new Date().toISOString(),
      },
    ]);
    if (reply.status !== 200) throw new Error(`the toll read was not taken: ${reply.status}`);
  }

  // ---- Containers

  /** Gives an order its shipping containers, as the order page's editor saves them. */
  async setContainersOf(orderId: number, containerNumbers: readonly string[]) {
    const owner = await this.as('owner');
    const reply = await owner.call<{ id: number; number: string }[]>(
      'PUT',
      `/api/orders/${orderId}/containers`,
      {
        containerNumbers,
      },
    );
    if (reply.status !== 200) throw new Error(`the containers were not saved: ${reply.status}`);
    return reply.json;
  }

  /** A carrier's DCSA Track & Trace events, posted with the demo industry's key; every one must be taken. */
  async reportContainerEvents(events: readonly unknown[]) {
    const reply = await ingest(this.baseUrl, 'container', [...events]);
    if (reply.status !== 200 || reply.json.accepted !== events.length)
      throw new Error(`the container events were not taken: ${reply.status} ${JSON.stringify(reply.json)}`);
  }

  /** A container's timeline screen, once its milestones are shown. */
  async openContainer(direction: Direction, id: number) {
    await this.open(`/${direction}-containers/${id}`);
    await this.page.getByTestId('container-milestones').waitFor();
  }
}
