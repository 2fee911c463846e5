import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import type { TransporterOrder } from '../../src/domain/schemas/transporterOrders';
import { linkTo } from '../../src/routes/links';
import { advanceServerClock } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import type { AppProcess } from '../support/appProcess';
import { startSeededServer } from '../support/seededServer';

/**
 * A spot indent whose bidder keeps lowering its bid in the last seconds still closes at its hard close and is
 * awarded right after. The owner sets a short drill on the settings screen (12 s of spot bidding, late bids
 * extend by 6 s, twice at most), so the hard close comes 24 s after the indent opens: the server's clock is
 * moved through them a second at a time.
 */

let server: AppProcess;
let app: App;
let page: App['page'];

// A server of its own: its clock ends the drill ahead of this machine's, which on the shared server would show
// every later file's windows as not yet open and its trucks' fixes as from the past.
beforeAll(async () => {
  server = await startSeededServer('hard-close');
  app = await openApp({ baseUrl: server.baseUrl });
  page = app.page;
  await app.signInAs('owner');
});
afterAll(async () => {
  await server?.stop();
});

const field = (key: string) => page.getByTestId(`bidding-window-${key}`);
const detail = async (id: number) => (await app.as('owner')).get<RequestDetail>(`/api/requests/${id}`);

describe('the hard close of a bidding window', () => {
  it('is set on the settings screen', async () => {
    await app.open('/settings/bidding-window');
    await page.getByTestId('bidding-window-form').waitFor();
    expect(await field('spotWindowMinutes').inputValue()).toBe('30');
    await field('spotWindowMinutes').fill('0.2');
    await field('extensionMinutes').fill('0.1');
    await field('maxExtensions').fill('2');
    await page.getByTestId('bidding-window-preview').getByText('at the latest', { exact: false }).waitFor();
    await app.screenshot('settings-bidding-window');
    await page.getByTestId('bidding-window-save').click();
    await page.getByText('Bidding window settings saved.', { exact: false }).waitFor();
    expect(await page.getByTestId('bidding-window-origin').textContent()).toMatch(/^Saved /);
  });

  it('closes a spot indent at its hard close while the transporter keeps revising, then awards it', async () => {
    const request = await app.raiseRequestAsOwner({ spot: true }, { vehicleCount: 1 });
    const hardClose = Date.parse(request.biddingHardCloseAt);
    expect(hardClose - Date.parse(request.biddingEndsAt)).toBe(12_000);
    // The first bid lands at once, well before the last seconds: it does not extend the window.
    const placed = await app.placeBidAsTransporter(request.id, 34_000);
    expect(placed.status).toBe(201);
    expect(placed.json.biddingEndsAt).toBe(request.biddingEndsAt);
    await app.openBidsOf(request);
    const limit = page.getByTestId('window-limit');
    await limit.getByText('Closes at the latest at', { exact: false }).waitFor();
    expect(await limit.textContent()).toMatch(/[0-2] of 2 extensions used/);
    // The transporter lowers its bid every second of the server's clock for as long as the window takes it.
    let amount = 34_000;
    let refusedAt: number | null = null;
    let now = Date.parse(request.biddingStartsAt);
    while (refusedAt === null && now < hardClose + 15_000) {
      now = (await advanceServerClock(app.baseUrl, 1_000)).getTime();
      amount -= 100;
      const at = now;
      const reply = await app.reviseBidAsTransporter(request.id, placed.json.id, amount);
      if (reply.status !== 200) {
        expect(reply.status).toBe(409);
        refusedAt = at;
      } else expect(Date.parse(reply.json.biddingEndsAt)).toBeLessThanOrEqual(hardClose);
    }
    expect(refusedAt).toBeGreaterThanOrEqual(hardClose - 100);
    // The bids page heard every revision and shows both extensions taken.
    await expect.poll(() => limit.getAttribute('data-extensions-used')).toBe('2');

    // The shipper watching the page is asked to act: bidding closed with bids. The dialog belongs to the page
    // it opened on, so going elsewhere closes it; from the bids page opened afresh they award.
    const told = page.getByRole('dialog').filter({ hasText: request.number });
    await told.waitFor();
    await app.open('/dashboard');
    await page.getByTestId('dashboard-card').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await app.openBidsOf(request);
    await expect
      .poll(() => page.getByTestId('status-badge').first().getAttribute('data-status'), { timeout: 10_000 })
      .toBe('closed');
    expect(await limit.textContent()).toContain('2 of 2 extensions used');
    await app.screenshot('bids-after-hard-close');
    await page.getByTestId('award-whole').click();
    await page.getByTestId('award-submit').click();
    await page.getByTestId('award-confirm').click();
    await page.getByTestId('award-result').waitFor();
    const awarded = await detail(request.id);
    expect(awarded).toMatchObject({ status: 'awarded', extensionsUsed: 2 });
    expect(awarded.biddingEndsAt).toBe(request.biddingHardCloseAt);
  });

  it('the winner accepts the award on its phone, and the shipper sees it on the order live', async () => {
    const carrier = await openApp({ baseUrl: server.baseUrl, viewport: { width: 390, height: 844 } });
    await carrier.signInAs('transporter', '/transporter/requests');
    const won = (
      await (await carrier.as('transporter')).get<TransporterOrder[]>('/api/transporter/orders')
    ).find((o) => o.source === 'awarded' && o.acceptable);
    expect(won, 'the award of the drill is waiting for its Accept').toBeDefined();
    // The shipper has the order open while the transporter answers.
    await app.open(linkTo('order-detail', { direction: won!.direction, id: won!.id }));
    const answer = page.getByTestId('order-acceptance');
    await answer.getByText('Waiting for the transporter to accept').waitFor();

    await carrier.page.getByTestId('portal-nav-transporter-orders').click();
    const card = carrier.page.locator(`[data-testid="my-order"][data-order="${won!.number}"]`);
    await card.getByTestId('order-awaiting').waitFor();
    await carrier.screenshot('portal-award-to-accept');
    await card.getByTestId('order-accept').click();
    await card
      .getByTestId('order-saved')
      .getByText(`You accepted ${won!.number}`, { exact: false })
      .waitFor();
    expect(await card.getByTestId('order-accept').count()).toBe(0);
    expect(await card.getByTestId('order-awaiting').count()).toBe(0);

    await answer.getByText(/^Accepted .+ · /).waitFor();
    await carrier.close();
  });

  it('shows the hard close on a phone without sideways scrolling', async () => {
    await app.resetBiddingWindow();
    const request = await app.raiseRequestAsOwner({ spot: true });
    const phone = await openApp({ baseUrl: server.baseUrl, viewport: { width: 390, height: 844 } });
    await phone.signInAs('owner');
    await phone.openRequest(request);
    await phone.page.getByTestId('window-limit').scrollIntoViewIfNeeded();
    await phone.screenshot('request-hard-close-phone');
    await phone.expectFitsWidth();
    await (await app.as('owner')).post(`/api/requests/${request.id}/cancel`, { reason: 'Drill over' });
    await phone.close();
  });
});
