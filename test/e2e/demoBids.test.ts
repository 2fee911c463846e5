import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MAX_MS } from '../../src/views/notifications/newsTogether';
import { type App, openApp } from '../support/appDriver';
import type { AppProcess } from '../support/appProcess';
import { startSeededServer } from '../support/seededServer';

/**
 * The journey right after `npm start`: the demo transporters are running, a shipper raises a spot indent,
 * and bids arrive on its bids page live, ranked, without a reload, and no notification dialog covers them.
 * This suite starts its own server with the simulator on (the shared one keeps it off so other tests' data
 * stays still), sped up 15 times so that a demo bidder acts every second.
 */

let server: AppProcess;
let app: App;

beforeAll(async () => {
  server = await startSeededServer('demo-bids', { SIM_VEHICLES: '3', SIM_RATE: '15' });
  app = await openApp({ baseUrl: server.baseUrl });
  await app.signInAs('owner');
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('demo bids on a request just raised', () => {
  it('arrive live on the bids page, ranked', async () => {
    // Raised through the API the form uses (the form has its own browser test).
    const request = await app.raiseRequestAsOwner({ spot: true }, { ceilingInr: 36_000 });
    expect(request.status).toBe('open');
    await app.openBidsOf(request);
    // No reload from here: the rows come over the socket as the demo transporters bid.
    await expect.poll(() => app.row('bid-row').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect(await app.row('bid-row').first().getAttribute('data-rank')).toBe('L1');
    // Each bid is also a notification; the page on screen shows it already, so no dialog interrupts. (The
    // demo transporters bid on other requests too: those are told in notices, not dialogs.) Time passing is
    // the point: with a bid every second the news is never quiet, and the app tells what it gathered at the
    // latest NEWS_MAX_MS after the first of it.
    await app.page.waitForTimeout(NEWS_MAX_MS);
    expect(await app.page.getByRole('dialog').allTextContents()).not.toContainEqual(
      expect.stringContaining('New bid received'),
    );
    await app.screenshot('demo-bids-live');
  }, 120_000);
});
