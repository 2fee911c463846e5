import type { WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';
import { believedAt, stepsToward } from '../support/believableMoves';

/**
 * Live screens keep up through a dropped connection, and a trip screen follows its one truck.
 *
 * How the socket is dropped: the test stands between the page and the server's socket.io endpoint, as a
 * network would (Playwright's routeWebSocket), closes the open connection and refuses new ones until it lets
 * them through again. Emulating the whole browser offline (CDP Network.emulateNetworkConditions) would also
 * flip navigator.onLine, and TanStack Query refetches every query on "online" by itself: the bid would show
 * even if the socket's own resync did nothing. Here only the socket knows it was down.
 */

let app: App;

/** The page's sockets pass through the test, which can cut them and let them back. */
async function cuttableSockets(page: App['page']) {
  let down = false;
  let open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    if (!down) return void open.push(ws, server);
    // While down, a connection dies as on a dead network: the transport opens (the server's engine.io handshake
    // reaches the page) and drops before the page's socket.io CONNECT reaches the server, so the socket joins no
    // room and hears nothing; socket.io tries again a second or so later. (A connection closed before its
    // handshake would instead hang until socket.io's 20-second connect timeout.)
    ws.onMessage(() => undefined);
    server.onMessage((message) => {
      ws.send(message);
      void ws.close();
      void server.close();
    });
  });
  return {
    async cut() {
      down = true;
      const cutting = open;
      open = [];
      await Promise.all(cutting.map((side) => side.close()));
    },
    restore() {
      down = false;
    },
  };
}

let network: Awaited<ReturnType<typeof cuttableSockets>>;

beforeAll(async () => {
  app = await openApp();
  network = await cuttableSockets(app.page);
  await app.signInAs('owner');
});
afterAll(() => app.close());

describe('live news through a dropped socket', () => {
  it("shows a bid placed while the shipper's socket was down within seconds of reconnecting, without a reload", async () => {
    const request = await app.raiseRequestAsOwner({ spot: true });
    await app.openBidsOf(request);
    const badge = app.page.getByTestId('connection-state');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toMatch(/live/i);
    const rows = app.row('bid-row');
    const before = await rows.count();
    await app.page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await network.cut();
    await expect.poll(() => badge.textContent(), { timeout: 5_000 }).toMatch(/reconnecting/i);
    const bid = await app.placeBidAsTransporter(request.id, 30_000);
    expect(bid.status).toBe(201);
    // The bid's news went out while nobody could hear it: in the second a live page takes to show a bid
    // (time passing is the point), this one shows nothing.
    await app.page.waitForTimeout(1_000);
    expect(await rows.count()).toBe(before);

    network.restore();
    // socket.io tries again on its own, a few seconds apart at most.
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toMatch(/live/i);
    await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(before + 1);
    await app.page.getByTestId('bid-new').first().waitFor();
    expect(await app.page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await app.screenshot('bids-after-reconnect');
  });
});

describe('a trip screen on its order', () => {
  it('moves with its truck, and never asks for the fleet', async () => {
    const fleet = await app.outboundFleet();
    const vehicle = fleet.filter((v) => v.status === 'in_transit').at(-1) ?? fleet.at(-1);
    expect(vehicle, 'an outbound truck on the road').toBeDefined();
    const asked: string[] = [];
    app.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/tracking/')) asked.push(pathname);
    });

    await app.open(`/outbound-tracking/detail/${vehicle!.orderId}/${vehicle!.trackingMethod ?? 'gps'}`);
    const eta = app.page.getByTestId('eta-card');
    await expect.poll(() => eta.textContent(), { timeout: 10_000 }).toContain(vehicle!.destination.name);
    await expect
      .poll(() => app.page.getByTestId('connection-state').textContent(), { timeout: 10_000 })
      .toMatch(/live/i);
    await app.page.getByTestId('detail-map').locator('canvas').first().waitFor();

    const map = app.page.getByTestId('detail-map');
    // Two believable steps on from where the truck is: a jump along the lane would be judged implausible.
    const from = believedAt(vehicle!);
    for (const steps of [1, 2]) {
      const text = await eta.textContent();
      // The map has settled on the truck before its picture is taken.
      const picture = await app.mapAtRest(map);
      await app.reportPosition(vehicle!, stepsToward(vehicle!, from, steps));
      await expect.poll(() => eta.textContent(), { timeout: 10_000 }).not.toBe(text);
      await expect.poll(() => app.mapPicture(map), { timeout: 10_000, interval: 500 }).not.toBe(picture);
    }
    await app.screenshot('trip-detail-live');

    expect(asked).not.toContain('/api/tracking/fleet');
    // One snapshot of the order for the one connection, then only the socket.
    expect(asked.filter((path) => path === `/api/tracking/orders/${vehicle!.orderId}/live`)).toHaveLength(1);
  });
});

describe('a revoked session', () => {
  it('ends on screen at once when its token is signed out elsewhere', async () => {
    // A browser of its own: signing its token out must not end the other tests' session.
    const tab = await openApp();
    await tab.signInAs('owner', '/outbound-tracking');
    await expect.poll(() => tab.page.getByTestId('connection-state').textContent()).toMatch(/live/i);
    // The same token signed out from another device: the server closes its socket, the page learns why.
    const elsewhere = await tab.api();
    expect((await elsewhere.call('POST', '/api/auth/logout')).status).toBeLessThan(300);
    await tab.expectPath('/login');
    await tab.close();
  });
});
