import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLAUSIBLE_KMH } from '../../src/domain/fixPlausibility';
import { distanceKm } from '../../src/domain/geo';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import type { TripSummary } from '../../src/domain/schemas/tripSummary';
import { type App, openApp } from '../support/appDriver';
import { BELIEVABLE_STEP_KM, believedAt, stepsToward } from '../support/believableMoves';

/**
 * The dispatcher's journey: the board and the map keep up with a feed. The browser suite runs with the
 * simulator off, so this test is the feed: it posts GPS fixes to the ingest API as a device gateway would.
 */

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp({ initScript: countDrawFrames });
  page = app.page;
  await app.signInAs('owner');
});

const postFix = (vehicle: VehicleState, latitude: number, longitude: number, eventId: string) =>
  app.reportPosition(vehicle, { latitude, longitude }, { eventId });

/**
 * Runs in the page before its scripts: numbers the animation frames and, for each canvas, notes the frames in
 * which it drew with WebGL. The live layers' redraws are counted from outside, as the browser sees them.
 */
function countDrawFrames() {
  let frame = 0;
  const tick = () => {
    frame += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const drawn = new WeakMap<object, Set<number>>();
  for (const context of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype])
    for (const name of ['drawElements', 'drawArrays'] as const) {
      const draw = context[name] as (...args: unknown[]) => void;
      Object.defineProperty(context, name, {
        value(this: WebGLRenderingContext, ...args: unknown[]) {
          const frames = drawn.get(this.canvas) ?? new Set<number>();
          drawn.set(this.canvas, frames.add(frame));
          draw.apply(this, args);
        },
      });
    }
  Object.assign(window, {
    liveMapDrawFrames: () => {
      const canvases = document.querySelectorAll('[data-testid="map-view"] canvas.maplibregl-canvas');
      const live = [...canvases].find((canvas) => !canvas.closest('[data-testid="basemap"]'));
      return live ? (drawn.get(live)?.size ?? 0) : 0;
    },
  });
}

const liveMapDrawFrames = () =>
  page.evaluate(() => (window as unknown as { liveMapDrawFrames: () => number }).liveMapDrawFrames());

/** Resolves once the live layers have not redrawn for a second. */
async function liveMapAtRest() {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await liveMapDrawFrames();
        const still = now === last;
        last = now;
        return still;
      },
      { timeout: 15_000, interval: 1_000 },
    )
    .toBe(true);
  return last;
}

const mapPixels = () => app.mapPicture(page.getByTestId('map-view'));

describe('the live outbound board', () => {
  let vehicle: VehicleState;

  it('lists the trucks on the road, live, beside the map', async () => {
    await app.open('/outbound-tracking');
    await app.expectPath('/outbound-tracking');
    await page.getByTestId('board-row').first().waitFor();
    await page.getByTestId('map-view').locator('canvas').first().waitFor();
    await expect.poll(() => page.getByTestId('connection-state').textContent()).toMatch(/live/i);

    const fleet = await app.outboundFleet();
    expect(fleet.length).toBeGreaterThan(0);
    // A truck on the road whose position comes from its GPS box: a search for it zooms the map to its last fix.
    vehicle = fleet.find((v) => v.status === 'in_transit' && v.trackingMethod === 'gps' && v.lastFix)!;
    expect(vehicle).toBeDefined();
    await app.screenshot('tracking-board');
  });

  // Once again when it fails: it failed twice in a whole suite's run, never alone; the error names the truck's
  // state then (a retry picks another truck, the first now fixed a moment ago).
  it('redraws the still map once a fleet update is in, not once per tile', { retry: 1 }, async () => {
    // A truck on the road, of a lane over a degree and a half long, so that part of it is pixels on the map
    // zoomed out over India (a move of less than a pixel is not drawn).
    const laneDegrees = (v: VehicleState) =>
      Math.hypot(v.destination.latitude - v.origin.latitude, v.destination.longitude - v.origin.longitude);
    // The first fix, a believable step on from where the truck is believed to be, draws it anew; the second,
    // another step on along its lane, only moves it: near its road, so no alert follows the fix as an update
    // of its own. (A jump along the lane seconds later would be judged implausible and draw nothing.)
    // The first fix is dated just after the truck's last one (two hours ago if it has none), the second four
    // minutes ahead of now (within the feeds' allowed clock skew): the time between lets the second be many
    // pixels on at a believable speed, though never more than half the way left (arriving is news of its own).
    const secondAt = Date.now() + 4 * 60_000;
    const plan = (v: VehicleState) => {
      const first = stepsToward(v, believedAt(v), 1);
      const firstAt = v.lastFix ? Date.parse(v.lastFix.at) + 1_000 : Date.now() - 2 * 3_600_000;
      const believableKm = (MAX_PLAUSIBLE_KMH - 10) * ((secondAt - firstAt) / 3_600_000);
      return { v, first, firstAt, stepKm: Math.min(believableKm, distanceKm(first, v.destination) / 2) };
    };
    // The truck whose second step can be the longest: which one that is depends on the day's demo fleet and
    // on the fixes other tests posted (a truck near its destination, or fixed a minute ago, moves too little
    // to change a pixel zoomed out over India, and then nothing is drawn at all).
    const fleet = await app.outboundFleet();
    const [best] = fleet
      .filter((v) => v.orderId !== vehicle.orderId && v.status === 'in_transit' && laneDegrees(v) > 1.5)
      .map(plan)
      .sort((a, b) => b.stepKm - a.stepKm);
    const { v: other, first, firstAt, stepKm } = best ?? plan(vehicle);
    expect(stepKm, 'a step of many pixels zoomed out over India').toBeGreaterThan(30);
    const { latitude, longitude } = first;
    const start = await liveMapDrawFrames();
    await app.reportPosition(
      other,
      { latitude, longitude },
      { eventId: `e2e-${other.orderId}-redraw-1-${Date.now()}`, recordedAt: new Date(firstAt).toISOString() },
    );
    await expect.poll(liveMapDrawFrames, { timeout: 10_000 }).toBeGreaterThan(start);
    // A slow machine's pace, so that the worker's re-cut tiles come back in frames of their own.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    let redraws: number;
    try {
      const before = await liveMapAtRest();
      const step = stepsToward(other, { latitude, longitude }, stepKm / BELIEVABLE_STEP_KM);
      await app.reportPosition(other, step, {
        eventId: `e2e-${other.orderId}-redraw-2-${Date.now()}`,
        recordedAt: new Date(secondAt).toISOString(),
      });
      try {
        await expect.poll(liveMapDrawFrames, { timeout: 20_000 }).toBeGreaterThan(before);
      } catch (error) {
        // What the server holds of the truck then, to tell a fix the board never heard of from one not drawn.
        const held = (await app.outboundFleet()).find((v) => v.orderId === other.orderId);
        throw new Error(
          `no redraw after the second fix: ${JSON.stringify({ step, stepKm, firstAt, secondAt, held })}`,
          { cause: error },
        );
      }
      redraws = (await liveMapAtRest()) - before;
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    // MapLibre re-cuts every tile in view for the update. Drawn as each came back, this took two frames at this
    // pace (the source's news, then its tiles), and more with more tiles in view; now one, and one more at most
    // when the cluster counts must be placed again.
    expect(redraws).toBeGreaterThanOrEqual(1);
    expect(redraws).toBeLessThanOrEqual(2);
  });

  it('moves a row and the map when a fix arrives, without a reload', async () => {
    await page.getByPlaceholder(/vehicle, order/i).fill(vehicle.vehicleNumber);
    const row = page.locator(`[data-testid="board-row"][data-order-id="${vehicle.orderId}"]`);
    await row.waitFor();
    // A search that leaves one truck zooms the map to it: its scale reads a few km, not hundreds.
    await expect
      .poll(() => page.getByTestId('map-view').locator('.maplibregl-ctrl-scale').textContent(), {
        timeout: 5_000,
      })
      .toMatch(/^(\d+\sm|1?\d\skm)$/);
    await row.click();
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');

    // Where the truck is believed to be, then a believable step on along its lane: both near the planned
    // route (a jump along the lane seconds later would be judged implausible and move nothing).
    const start = believedAt(vehicle);
    const first = stepsToward(vehicle, start, 0);
    await postFix(vehicle, first.latitude, first.longitude, `e2e-${vehicle.orderId}-1-${Date.now()}`);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/now|just now|0 min/i);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('54 km/h');
    // The map follows the selected truck: its picture once it is there.
    const before = await app.mapAtRest(page.getByTestId('map-view'));

    const second = stepsToward(vehicle, start, 1);
    await postFix(vehicle, second.latitude, second.longitude, `e2e-${vehicle.orderId}-2-${Date.now()}`);
    await expect.poll(mapPixels, { timeout: 10_000, interval: 500 }).not.toBe(before);
    await app.screenshot('tracking-board-moved');
  });

  it('leaves the truck where it was when a fix 2,000 km away arrives seconds later', async () => {
    const row = page.locator(`[data-testid="board-row"][data-order-id="${vehicle.orderId}"]`);
    const [latest] = (await app.outboundFleet()).filter((v) => v.orderId === vehicle.orderId);
    const at = believedAt(latest!);
    // A faulty receiver: 18° of latitude (2,000 km) away, at a speed of its own.
    await app.reportPosition(
      vehicle,
      { latitude: at.latitude - 18, longitude: at.longitude },
      { speedKmh: 88 },
    );
    // Then a believable step on from where the truck was. Fixes are judged in turn: had the jump been taken,
    // this step would be 2,000 km back from it, and itself kept off the board.
    const next = stepsToward(vehicle, at, 1);
    await app.reportPosition(vehicle, next, { speedKmh: 61 });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('61 km/h');
    expect(await row.textContent()).not.toContain('88 km/h');
    const [after] = (await app.outboundFleet()).filter((v) => v.orderId === vehicle.orderId);
    expect(after!.lastFix!.latitude).toBeCloseTo(next.latitude, 4);
    expect(after!.lastFix!.longitude).toBeCloseTo(next.longitude, 4);
  });

  it("opens the trip's menu from the keyboard and gives the focus back to its button", async () => {
    const row = page.locator(`[data-testid="board-row"][data-order-id="${vehicle.orderId}"]`);
    const button = row.getByTestId('trip-menu');
    const focusedIsButton = () =>
      button.evaluate(
        (element) => element === document.activeElement && element.getAttribute('aria-expanded'),
      );
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Mantine's menu, opened by a key, puts the focus on its first item; the arrows walk the items.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('Tracking detail');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Schedule map (replay)');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(focusedIsButton).toBe('false');
    // The row kept its selection: the keys stayed in the menu.
    expect(await row.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tracking detail of the trip from its row', async () => {
    const row = page.locator(`[data-testid="board-row"][data-order-id="${vehicle.orderId}"]`);
    await row.getByTestId('trip-menu').click();
    await page.getByRole('menuitem', { name: 'Tracking detail' }).click();
    await app.expectPath(new RegExp(`^/outbound-tracking/detail/${vehicle.orderId}/`));
    await page.getByTestId('eta-card').waitFor();
    await page.getByTestId('events-timeline').waitFor();
    await page.getByTestId('detail-map').locator('canvas').first().waitFor();
    await app.screenshot('tracking-detail');
  });

  it('replays the trip on the schedule map: play moves the clock, pause holds it', async () => {
    await app.open(`/outbound-tracking/schedule-map/${vehicle.orderId}`);
    await page.getByTestId('replay-map').locator('canvas').first().waitFor();
    const clock = page.getByTestId('replay-clock');
    const timeline = page.getByRole('slider', { name: 'Replay time' });
    await timeline.waitFor();
    // Rewind to the start of the trip, then play it at the fastest speed.
    await timeline.focus();
    await page.keyboard.press('Home');
    const atStart = await timeline.getAttribute('aria-valuenow');
    await page.getByText('1 h per s', { exact: true }).click();
    await page.getByTestId('replay-toggle').click();
    await expect.poll(() => timeline.getAttribute('aria-valuenow'), { timeout: 10_000 }).not.toBe(atStart);

    await page.getByTestId('replay-toggle').click();
    const paused = await clock.textContent();
    // Time passing is the point: at this speed a running clock shows a new minute within a few frames.
    await page.waitForTimeout(800);
    expect(await clock.textContent()).toBe(paused);
    await app.screenshot('replay');
  });

  it('shows the halts of a long trip and replays the part of it the supervisor picks', async () => {
    const longest = await longestGpsTrip();
    await app.open(`/outbound-tracking/schedule-map/${longest!.orderId}`);
    await page.getByTestId('replay-map').locator('canvas').first().waitFor();
    const timeline = page.getByRole('slider', { name: 'Replay time' });
    await timeline.waitFor();
    // A trip of a day and more opens paced to play whole in a minute or two.
    await expect.poll(() => page.getByRole('radio', { name: '1 h per s' }).isChecked()).toBe(true);
    // The stops come named from the server's summary, a moment after the track.
    const stops = page.getByRole('button', { name: /^Jump to Stop at .+, .+ at / });
    await stops.first().waitFor();
    const wholeFrom = Number(await timeline.getAttribute('aria-valuemin'));
    await app.mapAtRest(page.getByTestId('replay-map'));
    await app.screenshot('replay-whole-trip');

    // The seeded trip has been on the road for most of a day: late in India's evening all its fixes fall on
    // today, and a trip of one day offers no part to pick.
    const wholeTo = Number(await timeline.getAttribute('aria-valuemax'));
    const indianDay = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(ms);
    if (indianDay(wholeFrom) === indianDay(wholeTo)) {
      expect(await page.getByRole('button', { name: 'Part of the trip' }).count()).toBe(0);
    } else {
      await replayToday(wholeFrom);
    }

    // On a phone the page fits its width: controls, speeds and picker wrap rather than scroll sideways.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // The layout settles after the resize (the map and the chips reflow).
      await app.expectFitsWidth();
      await page.getByTestId('replay-toggle').scrollIntoViewIfNeeded();
      await app.screenshot('replay-phone');
    } finally {
      await page.setViewportSize(desktop);
    }
  });

  it("sums the trip up on a phone in Hindi, and downloads its report as XLSX in the reader's language", async () => {
    const longest = await longestGpsTrip();
    const summary = await (await app.as('owner')).get<TripSummary>(
      `/api/tracking/orders/${longest!.orderId}/summary`,
    );
    expect(summary.distanceKm).toBeGreaterThan(0);
    expect(summary.stops.length).toBeGreaterThan(0);
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await app.open(`/outbound-tracking/schedule-map/${longest!.orderId}`);
      await app.switchLanguage('हिन्दी');
      const panel = page.getByTestId('trip-summary');
      await panel.getByRole('heading', { name: 'ट्रिप सारांश' }).waitFor();
      const figures = panel.getByTestId('trip-figure');
      expect(await figures.count()).toBe(5);
      expect(await figures.first().textContent()).toMatch(/^दूरी[\d,.]+ किमी$/);
      expect(await figures.nth(4).textContent()).toMatch(/^अधिकतम गति(\d+ किमी\/घं|—)$/);
      const stops = panel.getByTestId('trip-stop');
      expect(await stops.count()).toBe(summary.stops.length);
      expect(await stops.first().textContent()).toContain('पहुँचे');
      // Compact figures wrap two to a row rather than push the page sideways.
      const [first, second, third] = await Promise.all([0, 1, 2].map((i) => figures.nth(i).boundingBox()));
      expect(second!.y).toBe(first!.y);
      expect(third!.y).toBeGreaterThan(first!.y);
      await panel.scrollIntoViewIfNeeded();
      await app.expectFitsWidth();
      await app.screenshot('replay-summary-hi-390');

      const saved = page.waitForEvent('download', { timeout: 60_000 });
      await panel.getByTestId('export-button').click();
      await page.getByTestId('export-xlsx').click();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/^trip-.+\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const values = (sheet.getRow(2).values as unknown[]).slice(1);
      expect(values[header.indexOf('गाड़ी')]).toBe(longest!.vehicleNumber);
      const km = values[header.indexOf('दूरी (किमी)')] as number;
      // The seeded truck drives on while the test runs: the file is a little later than the summary read above.
      expect(km).toBeGreaterThanOrEqual(Math.round(summary.distanceKm * 10) / 10);
      expect(km).toBeLessThan(summary.distanceKm + 50);
      expect(book.worksheets[1]!.rowCount).toBeGreaterThan(1);
    } finally {
      await app.switchLanguage('English');
      await page.setViewportSize(desktop);
    }
  });
});

/** The outbound GPS trip longest on the road: the seed drove it from its start, halts and all. */
async function longestGpsTrip() {
  const [longest] = (await app.outboundFleet())
    .filter((v) => v.trackingMethod === 'gps' && v.lastFix)
    .sort((a, b) => a.pickupAt.localeCompare(b.pickupAt));
  return longest!;
}

/** Picks today, in India, as the part of the trip to replay: it starts at India's midnight, not the trip's start. */
async function replayToday(wholeFrom: number) {
  const timeline = page.getByRole('slider', { name: 'Replay time' });
  const today = new Date();
  const label = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(today);
  const midnight = Date.parse(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(today)}T00:00:00+05:30`,
  );
  await page.getByRole('button', { name: 'Part of the trip' }).click();
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect
    .poll(async () => Number(await timeline.getAttribute('aria-valuemin')))
    .toBeGreaterThanOrEqual(Math.max(midnight, wholeFrom));
  expect(Number(await timeline.getAttribute('aria-valuemin'))).toBeGreaterThan(wholeFrom);
  await page.getByTestId('replay-map').locator('canvas').first().waitFor();
  await app.mapAtRest(page.getByTestId('replay-map'));
  await app.screenshot('replay-part');
}
