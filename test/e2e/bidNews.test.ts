import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import { type App, openApp } from '../support/appDriver';

/**
 * Bid news does not interrupt the shipper's work: nothing pops up over the bids page that already shows the
 * bid, several bids at once are one notice, a form being filled is never covered, and a lone bid is a toast
 * that stays with the page it arrived on. Bids come from the demo transporter's API; placing, withdrawing and
 * placing again is how one transporter bids several times on one request.
 */

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await app.signInAs('owner');
});
afterAll(() => app.close());

const openRequest = () => app.raiseRequestAsOwner({ spot: true }, { ceilingInr: 36_000 });

/** `times` bids on the request in quick succession (each but the last withdrawn to make room for the next). */
async function bidRepeatedly(request: RequestDetail, times: number) {
  for (let i = 0; i < times; i++) {
    const bid = await app.placeBidAsTransporter(request.id, 30_000 - i * 100);
    expect(bid.status).toBe(201);
    if (i < times - 1) expect((await app.withdrawBidAsTransporter(request.id, bid.json.id)).status).toBe(200);
  }
}

// The dialog's root stays in the page while closed: what is open is a dialog by role.
const dialog = () => page.getByRole('dialog');
const notices = () => page.getByTestId('bid-notice');

/** The header's and the page heading's buttons and links whose middle a toast lies over. */
const coveredControls = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('header :is(a, button), main :has(> h1) ~ * :is(a, button)')]
      .filter((control) => control.checkVisibility())
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight;
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return inView && Boolean(top?.closest('.mantine-Notification-root'));
      })
      .map((control) => control.textContent),
  );

describe('bid news', () => {
  it('raises no dialog for a bid on the request whose bids are on screen: the page shows it', async () => {
    const request = await openRequest();
    await app.openBidsOf(request);
    const unread = await app.unreadCount();
    await bidRepeatedly(request, 1);
    await app.expectRow('bid-row');
    await page.getByTestId('bid-new').first().waitFor();
    await app.expectNewsTold(unread);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await notices().count()).toBe(0);
    await app.screenshot('bid-on-its-bids-page');
  });

  it('tells several bids arriving together as one notice with a link to them', async () => {
    const request = await openRequest();
    await app.open('/dashboard');
    await page.getByTestId('dashboard-card').first().waitFor();
    await bidRepeatedly(request, 3);

    const notice = notices();
    await notice.waitFor({ timeout: 15_000 });
    // The three are told together: no bid is left for a second notice.
    expect(await notice.textContent()).toContain(`3 new bids on request ${request.number}`);
    expect(await notice.count()).toBe(1);
    expect(await dialog().count()).toBe(0);
    await app.screenshot('bids-grouped-notice');

    await notice.getByRole('link', { name: 'View bids' }).click();
    await app.expectPath(`/request/outbound/view-bid/${request.id}/${request.id}`);
  });

  it('covers no form being filled: the bid is told in a notice instead', async () => {
    const request = await openRequest();
    await app.open('/request/outbound/new');
    const notes = page.getByLabel('Notes for transporters');
    await notes.fill('Loading bay 3, after 10 am');
    await bidRepeatedly(request, 1);

    await notices().waitFor({ timeout: 15_000 });
    expect(await notices().textContent()).toContain('New bid received');
    expect(await dialog().count()).toBe(0);
    // The form is as the user left it.
    expect(await notes.inputValue()).toBe('Loading bay 3, after 10 am');
    await app.screenshot('bid-over-a-form');
  });

  it('tells a lone bid elsewhere in a toast that blocks nothing and stays on its page', async () => {
    const request = await openRequest();
    await app.open('/dashboard');
    await page.getByTestId('dashboard-card').first().waitFor();
    const unread = await app.unreadCount();
    await bidRepeatedly(request, 1);

    const notice = notices();
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain(`A transporter bid on ${request.number}`);
    expect(await dialog().count()).toBe(0);
    // It covers none of the header's controls nor the page's own actions beside its heading.
    expect(await coveredControls()).toEqual([]);
    await app.screenshot('bid-toast');

    // News is about the page it arrived on: the next page starts without it, and the bell still counts it.
    await app.open('/order/outbound');
    await app.expectScreenLoaded();
    expect(await notices().count()).toBe(0);
    expect(await app.unreadCount()).toBeGreaterThan(unread);
  });
});
