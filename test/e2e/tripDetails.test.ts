import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/schemas/orders';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { advanceServerClock } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import type { AppProcess } from '../support/appProcess';
import { startSeededServer } from '../support/seededServer';

/**
 * The dispatcher's trip detail: who drives the truck and how to call them, one e-way bill validity on the
 * card and in the events, and a tracking alert's notification that opens the trip it is about.
 */

let owner: App;

beforeAll(async () => {
  owner = await openApp();
  await owner.signInAs('owner');
});

const detailOf = (v: VehicleState) =>
  `/${v.direction}-tracking/detail/${v.orderId}/${v.trackingMethod ?? 'gps'}`;

describe('the trip detail', () => {
  it("names the driver and calls their phone with a tap, on a desktop and a phone's width", async () => {
    const fleet = await owner.outboundFleet();
    const vehicle = fleet.find((v) => v.status === 'in_transit') ?? fleet[0]!;
    const order = await (await owner.api()).get<OrderDetail>(`/api/orders/${vehicle.orderId}`);
    expect(order.driverName).toBeTruthy();

    await owner.open(detailOf(vehicle));
    const card = owner.page.getByTestId('driver-card');
    await card.getByTestId('driver-name').waitFor();
    expect(await card.getByTestId('driver-name').textContent()).toBe(order.driverName);
    const call = card.getByRole('link', { name: new RegExp(`^Call ${order.driverName}`) });
    expect(await call.getAttribute('href')).toBe(`tel:+91${order.driverPhone}`);
    await owner.page.getByTestId('detail-map').locator('canvas').first().waitFor();
    await owner.screenshot('trip-detail-driver');

    const phone = await openApp({ viewport: { width: 390, height: 844 } });
    await phone.signInAs('owner', detailOf(vehicle));
    await phone.page.getByTestId('driver-name').waitFor();
    await phone.expectFitsWidth();
    await phone.page.getByTestId('driver-card').scrollIntoViewIfNeeded();
    await phone.screenshot('trip-detail-driver-phone');
    await phone.close();
  });

  it('shows the e-way bill valid until the same instant on its card and in the events', async () => {
    const fleet = await owner.outboundFleet();
    const billed = fleet.filter((v) => v.ewaybill && v.status === 'in_transit').slice(0, 4);
    expect(billed.length).toBeGreaterThan(0);
    for (const vehicle of billed) {
      await owner.open(detailOf(vehicle));
      const validUntil = owner.page.getByTestId('ewaybill-valid-until');
      await validUntil.waitFor();
      const shown = (await validUntil.textContent())?.replace(/^Valid until /, '');
      expect(shown).toMatch(/\d{2}:\d{2}$/);
      // Newest first: the bill's latest event is the first e-way bill line of the events.
      const latestBillEvent = owner.page
        .getByTestId('events-timeline')
        .getByText(new RegExp(`^E-way bill ${vehicle.ewaybill!.number} `))
        .first();
      await latestBillEvent.waitFor();
      expect(await latestBillEvent.textContent()).toMatch(new RegExp(`valid until ${shown}$`));
      await latestBillEvent.scrollIntoViewIfNeeded();
    }
    await owner.screenshot('trip-detail-ewaybill');
  });
});

describe('a tracking alert', () => {
  /**
   * Alerts reach people once per digest: the shared server holds them for a day, this one for a second.
   * Its simulator is off, so the seeded fleet stands still and our truck's alert is the digest's only one:
   * with the demo's faulty trucks driving, a busy second could hold more than three alerts at the plant,
   * which are rightly told as one summary instead of our trip's own notification. The seed's trucks stopped
   * reporting when it was written, though, so their no-signal and long-stop alerts fall due some minutes into
   * the run, sweep after sweep: the test moves this server's clock past all of them first, and has their digest
   * told, so that ours is told alone.
   */
  let server: AppProcess;
  let dispatcher: App;

  beforeAll(async () => {
    server = await startSeededServer('trip-alerts', { ALERT_DIGEST_SECONDS: '1' });
    dispatcher = await openApp({ baseUrl: server.baseUrl });
    await dispatcher.signInAs('owner');
  }, 200_000);
  afterAll(async () => {
    await dispatcher?.close();
    await server?.stop();
  });

  it("opens the tracking detail of the alert's trip, from its dialog and from the list", async () => {
    const page = dispatcher.page;
    await dispatcher.open('/notification');
    // Signed in and listening: the notification comes over the socket and opens its dialog.
    await expect
      .poll(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 })
      .toBe('Live');
    // Past every time-bound alert of the standing fleet (no signal after 30 min, a long stop after 60), then
    // a few seconds more, at which their digest is due and told.
    const unread = await dispatcher.unreadCount();
    await advanceServerClock(server.baseUrl, 2 * 3_600_000);
    const now = await advanceServerClock(server.baseUrl, 5_000);
    // The standing fleet's alerts are told first, in a batch of their own.
    await dispatcher.expectNewsTold(unread);
    const fleet = await dispatcher.outboundFleet();
    const vehicle = fleet.find(
      (v) => v.status === 'in_transit' && v.lastFix !== null && !v.alerts.includes('off_route'),
    )!;
    const title = `Off route: ${vehicle.vehicleNumber}`;
    // Some 60 km square to the lane from where the truck last reported, whichever way the lane runs: well off
    // the planned route, and a move a truck makes in the two hours. From the lane's middle it was a jump of up
    // to 350 km for a truck near either end, which the server rightly judges implausible (over 150 km/h,
    // fixPlausibility.ts) and raises no alert for.
    const { origin, destination, lastFix } = vehicle;
    const [north, east] = [destination.latitude - origin.latitude, destination.longitude - origin.longitude];
    const aside = 0.55 / Math.hypot(north, east);
    await dispatcher.reportPosition(
      vehicle,
      { latitude: lastFix!.latitude - east * aside, longitude: lastFix!.longitude + north * aside },
      { recordedAt: now.toISOString() },
    );

    // Told in a toast beside any other truck's, blocking nothing; its link opens the trip.
    const ours = page.getByTestId('news-toast').filter({ hasText: title });
    await ours.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog', { name: title }).count()).toBe(0);
    await dispatcher.screenshot('alert-notification-toast');
    // Bidding windows that closed with bids in those two hours ask for their award first: answered later.
    await dispatcher.dismissNewsDialogs();
    await ours.getByRole('link', { name: 'Open' }).click();
    await dispatcher.expectPath(`/outbound-tracking/detail/${vehicle.orderId}/alert`);
    await page.getByRole('heading', { level: 1, name: 'Outbound tracking detail' }).waitFor();
    await page.getByTestId('eta-card').getByText('Off route').waitFor();
    await page.getByTestId('driver-name').waitFor();
    await page.getByTestId('detail-map').locator('canvas').first().waitFor();
    await dispatcher.screenshot('alert-trip-detail');

    // The notifications list opens the same trip.
    await dispatcher.open('/notification');
    const notice = page.getByRole('link', { name: title });
    await notice.waitFor();
    expect(await notice.getAttribute('href')).toBe(`#/outbound-tracking/detail/${vehicle.orderId}/alert`);
    await notice.click();
    await dispatcher.expectPath(`/outbound-tracking/detail/${vehicle.orderId}/alert`);
    await page.getByTestId('eta-card').waitFor();
  }, 90_000);
});
