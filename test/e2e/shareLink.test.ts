import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { type App, openApp } from '../support/appDriver';
import { believedAt, stepsToward } from '../support/believableMoves';

/**
 * The consignee's journey: the shipper shares one trip, someone without an account follows it live until the
 * link is revoked. The suite runs with the simulator off, so the test posts the truck's fixes itself.
 */

let owner: App;
/** A separate context: no stored session, as on the consignee's own phone. */
let viewer: App;

beforeAll(async () => {
  owner = await openApp();
  await owner.signInAs('owner');
  viewer = await openApp();
});

/** The shown ETA, read from its machine-readable <time>; null while it is not known. */
const shownEta = async () => {
  const time = viewer.page.getByTestId('share-eta').locator('time');
  return (await time.count()) ? await time.getAttribute('datetime') : null;
};

/** An instant as the live positions carry it: in whole seconds (src/domain/vehicleColumns.ts). */
const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;

/** The shown last fix, read from its machine-readable <time>; null before the first fix. */
const lastFixAt = async () => {
  const time = viewer.page.getByTestId('share-last-update').locator('time');
  return (await time.count()) ? Date.parse((await time.getAttribute('datetime')) ?? '') : null;
};

describe('a public live-location link', () => {
  let vehicle: VehicleState;
  let url: string;

  it('is created from the trip detail page', async () => {
    const fleet = await owner.outboundFleet();
    // The last running truck: the board's test follows the first one.
    vehicle = fleet.filter((v) => v.status === 'in_transit').at(-1) ?? fleet.at(-1)!;
    await owner.open(`/outbound-tracking/detail/${vehicle.orderId}/gps`);
    await owner.page.getByTestId('eta-card').waitFor();
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share this trip' });
    await dialog.getByLabel('Link expires after').waitFor();
    await dialog.getByRole('button', { name: 'Create link' }).click();

    const field = dialog.getByRole('textbox', { name: 'Public link' });
    await field.waitFor();
    url = await field.inputValue();
    expect(url).toMatch(new RegExp(`^${owner.baseUrl}/#/live/[\\w-]{10,}$`));
    expect(await dialog.getByTestId('share-expiry').textContent()).toMatch(/IST/);
    await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
    await owner.screenshot('share-dialog');
  });

  it('shows the trip without sign-in and follows a new fix live', async () => {
    await viewer.page.goto(url);
    const page = viewer.page;
    await page.getByTestId('share-summary').waitFor();
    expect(await page.getByTestId('share-summary').textContent()).toContain(vehicle.orderNumber);
    await page.getByTestId('share-map').locator('canvas').first().waitFor();
    // The trip's layers are on once the map region stops being busy.
    await page
      .getByRole('region', { name: 'Map of the trip' })
      .and(page.locator('[aria-busy="false"]'))
      .waitFor();
    await expect.poll(() => page.getByTestId('share-connection').textContent()).toMatch(/live/i);
    // No sidebar: the page is the bare public frame.
    expect(await page.getByRole('navigation').count()).toBe(0);

    const before = await lastFixAt();
    const recordedAt = new Date().toISOString();
    // A step the ingest believes: a jump along the lane from a last fix minutes old (a busy run's) is kept off
    // the map as a fix that cannot be true, and the page rightly goes on showing the last believable one.
    await viewer.reportPosition(vehicle, stepsToward(vehicle, believedAt(vehicle), 1), {
      recordedAt,
      speedKmh: 48,
    });
    await expect.poll(lastFixAt, { timeout: 10_000 }).toBe(toSecond(recordedAt));
    expect(before).not.toBe(toSecond(recordedAt));
    expect(await page.getByTestId('share-last-update').textContent()).toMatch(/^now/);
    // The ETA and the distance left are the trip's own, as the dispatcher sees them after this fix.
    const { vehicle: now } = await (await owner.api()).get<{ vehicle: VehicleState }>(
      `/api/tracking/orders/${vehicle.orderId}/live`,
    );
    expect(now.etaAt).not.toBeNull();
    await expect
      .poll(
        async () => {
          const shown = await shownEta();
          return shown === null ? null : Date.parse(shown);
        },
        { timeout: 10_000 },
      )
      .toBe(toSecond(now.etaAt!));
    expect(await page.getByTestId('share-eta').textContent()).toMatch(/\d{2}:\d{2} IST$/);
    expect(await page.getByTestId('share-distance-left').textContent()).toBe(
      `${Math.round(now.distanceLeftKm).toLocaleString('en-IN')} km to ${vehicle.destination.name}`,
    );
    await viewer.mapAtRest(page.getByTestId('share-map'));
    await viewer.screenshot('share-live');
  });

  it('stops working once revoked', async () => {
    const dialog = owner.page.getByRole('dialog', { name: 'Share this trip' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Revoke this link?' });
    await confirm.getByText('Are you sure?').waitFor();
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByTestId('share-revoked').waitFor();

    // The open page hears of it at once (the server closes its socket), and a reload says the same.
    const problem = viewer.page.getByTestId('share-problem');
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/expired or was revoked/);
    await viewer.reload();
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/expired or was revoked/);
    await viewer.screenshot('share-revoked');
  });

  it('says so when the token is not a link at all', async () => {
    await viewer.open('/live/not-a-real-share-token-0000');
    const problem = viewer.page.getByTestId('share-problem');
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/This link is not valid/);
    await viewer.screenshot('share-unknown');
  });
});

/** What the link's own page would list after a reload, and the order's state: said when a crossing is not shown live. */
const tollsKept = async (token: string) => {
  const reply = await fetch(`${owner.baseUrl}/api/share/${token}`);
  const body = (await reply.json()) as { status?: string; tolls?: { plazaName: string }[] };
  return `not shown live; the link answers ${reply.status}, status ${body.status}, crossings ${body.tolls?.map((t) => t.plazaName).join(', ')}`;
};

describe('a public toll-crossings link', () => {
  it('lists the crossings and adds a new one as it is read', async () => {
    const fleet = await owner.outboundFleet();
    const vehicle = fleet.filter((v) => v.status === 'in_transit').at(-1) ?? fleet.at(-1)!;
    const { token } = await (await owner.api()).post<{ token: string }>(
      `/api/tracking/orders/${vehicle.orderId}/share`,
      { hours: 4, kind: 'fastag' },
    );

    await viewer.open(`/fast/${token}`);
    const page = viewer.page;
    await page.getByTestId('share-tolls').waitFor();
    await expect.poll(() => page.getByTestId('share-connection').textContent()).toMatch(/live/i);
    const rows = viewer.row('share-toll-row');
    const before = await rows.count();
    await viewer.reportTollCrossing(vehicle, 'E2E Plaza');
    // Live, without a reload; when it does not come, the message says whether the server kept the crossing.
    await expect
      .poll(() => rows.count(), { timeout: 10_000 })
      .toBe(before + 1)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}: ${await tollsKept(token)}`);
      });
    expect(await rows.first().textContent()).toContain('E2E Plaza');
    await page
      .getByRole('region', { name: 'Map of the trip' })
      .and(page.locator('[aria-busy="false"]'))
      .waitFor();
    await viewer.mapAtRest(page.getByTestId('share-map'));
    await viewer.screenshot('share-tolls');
  });
});
