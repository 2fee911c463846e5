import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import type { RequestStatus } from '../../src/domain/statuses';
import { advanceServerClock } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import type { AppProcess } from '../support/appProcess';
import { startSeededServer } from '../support/seededServer';
import { coveringWalks } from './coveringWalks';
import { requestModel } from './request.model';

/**
 * The request model walked in the real app: each walk that takes the transitions of `request.model.ts`'s
 * shortest paths (`coveringWalks`) is one request of its own, raised as a draft with three vehicles, which the
 * shipper publishes, edits, cancels and awards on its screens while the demo transporter bids, lowers and
 * withdraws from its own app (the API). At every step the request's page, left open as a shipper leaves it,
 * must show the model's state.
 *
 * Time is the server's: a path whose window must run out moves the server's clock past it rather than wait, so
 * the walks take their turns, one after another, since a clock moved for one walk moves every window. The file
 * runs on a server of its own: a shared server's clock, left minutes ahead of this machine's, would put every
 * later file's fixes, countdowns and webhook signatures in the past. The industry's late-bid extension is
 * shortened to one minute, so the walks move the clock by minutes rather than hours.
 */

const SEC = 1_000;
const MIN = 60 * SEC;
const VEHICLES = 3;
const BIDDING_WINDOW = { spotWindowMinutes: 30, extensionMinutes: 1, maxExtensions: 3 };
const EXTENSION = BIDDING_WINDOW.extensionMinutes * MIN;

type Path = ReturnType<typeof coveringWalks>[number];
const eventsOf = (path: Path) => path.steps.map((step) => step.event.type);

/** The server's time, ahead of this machine's by whatever the suite has moved it. */
const serverNow = async (app: App) => (await advanceServerClock(app.baseUrl, 0)).getTime();

/** Moves the server's clock to `at`, unless it is there already. */
async function clockTo(app: App, at: number) {
  const now = await serverNow(app);
  if (at > now) await advanceServerClock(app.baseUrl, at - now);
}

/**
 * The window each walk needs, from the server's `now`. Its end is reached by moving the clock, never by
 * waiting, so it is generous: the walk's steps before the window runs out take what a busy machine takes.
 */
function windowFor(events: string[], now: number) {
  // Bidding before the start needs a start still to come when the request opens.
  const start = events.includes('bid.beforeStart') ? now + 3 * MIN : now - SEC;
  if (events.includes('request.publishLate')) return { start, end: now + 15 * SEC };
  // An early bid lands more than the extension's reach before the end, so it does not move the end.
  return { start, end: start + EXTENSION + 5 * MIN };
}

/** One path's request, its shipper's page and its transporter's bid. */
class RequestWalk {
  request!: RequestDetail;
  bidId: number | null = null;
  orderIds: number[] = [];
  /** Each new amount undercuts the last, as the bidding rules ask, a bid placed again after a withdrawal too. */
  private amountInr = 30_000;
  private nextAmount = () => (this.amountInr -= 500);

  constructor(
    readonly app: App,
    /** The test's own expect, so that a failure names its walk. */
    readonly expect: ExpectStatic,
  ) {}

  async raise(window: { start: number; end: number }) {
    this.request = await this.app.raiseRequestAsOwner(
      { biddingStartsAt: new Date(window.start), biddingEndsAt: new Date(window.end) },
      { vehicleCount: VEHICLES },
    );
  }

  detail = async () => (await this.app.as('owner')).get<RequestDetail>(`/api/requests/${this.request.id}`);

  /** The request's page, opened unless the tab already shows it: the page follows the request live. */
  private async show() {
    const { direction, id } = this.request;
    if (this.app.path() !== `/request/${direction}/detail/${id}`) await this.app.openRequest(this.request);
  }

  /**
   * The request's page as the shipper sees it: its status badge, and the edit button when it may change. The
   * page stays open from step to step, so what changed without the shipper (a bid, the window running out and
   * the server's sweep settling it, the orders ending) must reach it live.
   */
  async expectOnScreen(status: RequestStatus, editable: boolean) {
    await this.show();
    const page = this.app.page;
    const badge = page.getByTestId('status-badge').first();
    const edit = page.getByTestId('request-edit');
    await this.expect
      .poll(
        async () => ({ status: await badge.getAttribute('data-status'), editable: (await edit.count()) > 0 }),
        {
          timeout: 45 * SEC,
        },
      )
      .toEqual({ status, editable });
  }

  /** The shipper opens the request's edit form; a request with bids refuses with a note instead. */
  async edit() {
    const { direction, id } = this.request;
    await this.app.open(`/request/${direction}/edit/${id}/1`);
    const page = this.app.page;
    const form = page.getByTestId('request-form');
    const refused = page.getByTestId('request-not-editable');
    await form.or(refused).first().waitFor();
    if (await refused.isVisible()) return;
    await page.getByTestId('request-quantity').fill('14');
    await page.getByTestId('request-save').click();
    await this.app.expectPath(`/request/${direction}/detail/${id}`);
    await this.expect.poll(async () => (await this.detail()).quantity).toBe(14);
    // The form keeps the window to the second: what the request now says is what later steps compare with.
    this.request = await this.detail();
  }

  /** Clicks Publish on the request's page; answers the server's status. */
  async publish() {
    await this.show();
    const page = this.app.page;
    // The click gets its own timeout, shorter than the answer's: when something covers the button, Playwright's
    // error names the element in the way, rather than the answer timing out with no word of why.
    const [answer] = await Promise.all([
      page.waitForResponse((reply) => reply.url().endsWith(`/api/requests/${this.request.id}/publish`), {
        timeout: 90 * SEC,
      }),
      page.getByTestId('request-publish').click({ timeout: 60 * SEC }),
    ]);
    return answer.status();
  }

  /** Publishing once the window is over: the server refuses. */
  async publishLate() {
    await clockTo(this.app, Date.parse(this.request.biddingEndsAt) + SEC);
    this.expect(await this.publish()).toBe(409);
  }

  async cancel() {
    await this.show();
    const page = this.app.page;
    const button = page.getByTestId('request-cancel');
    // An awarded request offers no cancel: its orders are cancelled one by one instead.
    if (!(await this.detail()).actions.includes('request.cancel')) {
      this.expect(await button.count()).toBe(0);
      return;
    }
    await button.click();
    await page.getByTestId('reason-input').fill('Indent raised twice');
    await page.getByTestId('reason-confirm').click();
    await page.getByTestId('reason-confirm').waitFor({ state: 'detached' });
  }

  /** The transporter bids from its own app: taken inside the window, refused outside it. */
  async bid(taken: boolean) {
    const reply = await this.app.placeBidAsTransporter(this.request.id, this.nextAmount());
    if (!taken) return void this.expect(reply.status, JSON.stringify(reply.json)).toBeGreaterThanOrEqual(400);
    this.expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    this.bidId = reply.json.id;
    // An early bid leaves the close where it was.
    this.expect((await this.detail()).biddingEndsAt).toBe(this.request.biddingEndsAt);
  }

  /** The transporter lowers its bid, late in the window: the close moves one extension later. */
  async lowerLate() {
    await clockTo(this.app, Date.parse((await this.detail()).biddingEndsAt) - EXTENSION + 5 * SEC);
    const at = await serverNow(this.app);
    const transporter = await this.app.as('transporter');
    const reply = await transporter.call(
      'PATCH',
      `/api/transporter/requests/${this.request.id}/bids/${this.bidId}`,
      { amountInr: this.nextAmount() },
    );
    this.expect(reply.status).toBe(200);
    const endsAt = Date.parse((await this.detail()).biddingEndsAt);
    this.expect(endsAt).toBeGreaterThanOrEqual(at + EXTENSION - 2 * SEC);
  }

  async withdraw() {
    const reply = await this.app.withdrawBidAsTransporter(this.request.id, this.bidId!);
    this.expect(reply.status).toBeLessThan(300);
    this.bidId = null;
  }

  /** Moves the clock past the window; the request settles without anyone touching it. */
  async windowOver() {
    await clockTo(this.app, Date.parse((await this.detail()).biddingEndsAt) + 2 * SEC);
  }

  /** Awards every vehicle to the L1 bid on the bids page, as the shipper does. */
  async award() {
    await this.app.openBidsOf(this.request);
    const page = this.app.page;
    await page.getByTestId('award-whole').click();
    await page.getByTestId('award-submit').click();
    await page.getByTestId('award-confirm').click();
    const result = page.getByTestId('award-result');
    await result.waitFor();
    // The result links each new order.
    const hrefs = await result
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    this.orderIds = hrefs.flatMap((href) => /\/order\/\w+\/(\d+)/.exec(href ?? '')?.[1] ?? []).map(Number);
    this.expect(this.orderIds).toHaveLength(VEHICLES);
  }

  /** Part of the vehicles is not an award: the server refuses it and the request stays closed. */
  async awardPart() {
    const reply = await (await this.app.as('owner')).call('POST', `/api/requests/${this.request.id}/award`, {
      awards: [{ bidId: this.bidId, vehicles: VEHICLES - 1 }],
    });
    this.expect(reply.status).toBeGreaterThanOrEqual(400);
  }

  /**
   * Cancels the request if it can still be cancelled, so that its window does not close (and notify the
   * shipper) in the middle of the browser tests that run after this file.
   */
  async tidyUp() {
    if ((await this.detail()).actions.includes('request.cancel'))
      await (await this.app.as('owner')).post(`/api/requests/${this.request.id}/cancel`, {
        reason: 'Test walk ended',
      });
  }

  /** Orders end (here: cancelled with a reason); the request is fulfilled once none is on the way. */
  async endOrders(count: number) {
    const owner = await this.app.as('owner');
    for (const id of this.orderIds.splice(0, count))
      await owner.post(`/api/orders/${id}/cancel`, { reason: 'Vehicle not needed' });
  }
}

const paths = coveringWalks(requestModel);

/** One signed-in profile; each walk has a tab of its own in it. */
let shipper: App;
let server: AppProcess;

beforeAll(async () => {
  server = await startSeededServer('request-model');
  shipper = await openApp({ baseUrl: server.baseUrl });
  await shipper.signInAs('owner');
  await shipper.setBiddingWindow(BIDDING_WINDOW);
});
afterAll(async () => {
  await shipper?.close();
  await server?.stop();
});

describe('request lifecycle (model-based, in the real app)', () => {
  for (const path of paths) {
    // The server and Chromium share two cores; a walk whose click or answer is lost to that load is walked
    // again from a new request (each walk raises its own), rather than failing the suite.
    it(path.description, { timeout: 5 * MIN, retry: 1 }, async ({ expect }) => {
      const app = await shipper.openTab();
      const walk = new RequestWalk(app, expect);
      await walk.raise(windowFor(eventsOf(path), await serverNow(app)));
      await path.test({
        states: {
          draft: () => walk.expectOnScreen('draft', true),
          open: () => walk.expectOnScreen('open', true),
          openWithBids: () => walk.expectOnScreen('open', false),
          closed: () => walk.expectOnScreen('closed', false),
          awarded: () => walk.expectOnScreen('awarded', false),
          fulfilled: () => walk.expectOnScreen('fulfilled', false),
          cancelled: () => walk.expectOnScreen('cancelled', false),
          expired: () => walk.expectOnScreen('expired', false),
        },
        events: {
          'request.edit': () => walk.edit(),
          'request.publish': async () => void expect(await walk.publish()).toBe(200),
          'request.publishLate': () => walk.publishLate(),
          'request.cancel': () => walk.cancel(),
          'bid.beforeStart': () => walk.bid(false),
          'bid.early': () => walk.bid(true),
          'bid.lastMinutes': () => walk.lowerLate(),
          'bid.lowerLate': () => walk.lowerLate(),
          'bid.withdrawLast': () => walk.withdraw(),
          'bid.afterClose': () => walk.bid(false),
          'clock.windowOver': () => walk.windowOver(),
          'request.awardPart': () => walk.awardPart(),
          'request.award': () => walk.award(),
          'orders.pending': () => walk.endOrders(1),
          'orders.done': () => walk.endOrders(VEHICLES),
        },
      });
      await walk.tidyUp();
      await app.page.close();
    });
  }
});
