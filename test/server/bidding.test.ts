import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema/access';
import { notifications } from '../../server/db/schema/messaging';
import { orders } from '../../server/db/schema/orders';
import { plants } from '../../server/db/schema/plants';
import { bids, requests } from '../../server/db/schema/requests';
import { industryTransporters } from '../../server/db/schema/transporters';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/seed/demoAccounts';
import type { DomainEvent } from '../../server/events/domainEvents';
import { EventBus } from '../../server/events/eventBus';
import { settleDueWindows } from '../../server/requests/requestWindow';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import {
  type DemoRefs,
  demoRefs,
  makeStaffGateKeeper,
  moveWindowEnd,
  requestForm,
} from './lifecycleFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let staff: string;
let carrier: string;
let rivals: string[];

type BidReply = {
  id: number;
  amountPaise: number;
  status: string;
  revision: number;
  biddingEndsAt: string;
  myRank: number | null;
};

/** Transporter logins for two more companies, so several bidders can race. */
async function rivalTokens(db: TestApp['database']['db'], ids: readonly number[]): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    ids.map((transporterId, i) => ({
      userType: 2,
      transporterId,
      name: `Rival ${i}`,
      email: `rival${i}@freightdesk.test`,
      mobile: `970000000${i}`,
      passwordHash,
    })),
  );
  return Promise.all(
    ids.map(async (_, i) => {
      const reply = await api<{ token: string }>(app, '/api/auth/login', {
        body: { login: `rival${i}@freightdesk.test`, password: DEMO_PASSWORD },
      });
      return reply.body.token;
    }),
  );
}

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  await makeStaffGateKeeper(app.database.db, refs.industryId);
  [owner, staff, carrier] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'staff'),
    loginAs(app, 'transporter'),
  ]);
  rivals = await rivalTokens(app.database.db, refs.otherTransporterIds);
});
afterAll(() => app.close());

async function openRequest(over: Record<string, unknown> = {}): Promise<number> {
  const created = await api<{ id: number }>(app, '/api/requests', {
    token: owner,
    body: requestForm(refs, over),
  });
  expect(created.status).toBe(201);
  const published = await api(app, `/api/requests/${created.body.id}/publish`, {
    method: 'POST',
    token: owner,
  });
  expect(published.status).toBe(200);
  return created.body.id;
}

const bid = (requestId: number, amountInr: number, token = carrier) =>
  api<BidReply>(app, `/api/transporter/requests/${requestId}/bids`, { token, body: { amountInr } });
const revise = (requestId: number, bidId: number, amountInr: number, token = carrier) =>
  api<BidReply>(app, `/api/transporter/requests/${requestId}/bids/${bidId}`, {
    method: 'PATCH',
    token,
    body: { amountInr },
  });

describe('the transporter bidding API', () => {
  it('lists open requests offered to the transporter, hiding material when the industry says so', async () => {
    const id = await openRequest();
    const reply = await api<
      { id: number; product: string | null; quantity: number | null; myBid: unknown }[]
    >(app, '/api/transporter/requests', { token: carrier });
    expect(reply.status).toBe(200);
    const offered = reply.body.find((r) => r.id === id);
    expect(offered).toMatchObject({ myBid: null, product: expect.any(String), quantity: 60 });
    expect((await api(app, '/api/transporter/requests', { token: owner })).status).toBe(403);
  });

  it('places, lowers and withdraws; each rule refused with 409 and its reason', async () => {
    const id = await openRequest();
    const placed = await bid(id, 45_000);
    expect(placed).toMatchObject({
      status: 201,
      body: { amountPaise: 4_500_000, status: 'placed', myRank: 1 },
    });
    expect((await bid(id, 44_000)).body).toMatchObject({
      error: { code: 'conflict', message: 'You already have a bid here: revise it instead' },
    });
    expect((await revise(id, placed.body.id, 46_000)).body).toMatchObject({
      error: { code: 'conflict', message: 'Your new bid must be lower than your last, ₹45,000.00' },
    });
    const lowered = await revise(id, placed.body.id, 44_500);
    expect(lowered.body).toMatchObject({ status: 'revised', revision: 1, amountPaise: 4_450_000 });
    const withdrawn = await api<BidReply>(app, `/api/transporter/requests/${id}/bids/${placed.body.id}`, {
      method: 'DELETE',
      token: carrier,
    });
    expect(withdrawn.body.status).toBe('withdrawn');
    // A fresh bid after withdrawing must still undercut the last amount.
    expect((await bid(id, 44_500)).status).toBe(409);
    expect((await bid(id, 44_000)).status).toBe(201);
  });

  it('validates the amount (400) and the ceiling (409)', async () => {
    const id = await openRequest();
    expect((await bid(id, 0)).body).toMatchObject({
      error: { code: 'validation', fields: { amountInr: 'Bid must be more than ₹0' } },
    });
    expect((await bid(id, 12.345)).status).toBe(400);
    expect((await bid(id, 50_000.01)).body).toMatchObject({
      error: { code: 'conflict', message: 'A bid cannot exceed the ceiling of ₹50,000.00' },
    });
  });

  it('refuses outside the window, on requests not offered, and from a blocked transporter', async () => {
    const id = await openRequest();
    await moveWindowEnd(app.database.db, id, -1_000);
    expect((await bid(id, 40_000)).body).toMatchObject({
      error: { code: 'conflict', message: expect.stringMatching(/^Bidding closed at /) },
    });
    const notInvited = await openRequest({ transporterIds: refs.otherTransporterIds });
    expect((await bid(notInvited, 40_000)).status).toBe(404);
    const open = await openRequest();
    const link = and(
      eq(industryTransporters.industryId, refs.industryId),
      eq(industryTransporters.transporterId, refs.transporterId),
    );
    await app.database.db.update(industryTransporters).set({ status: 'blocked' }).where(link);
    const blocked = await bid(open, 40_000);
    await app.database.db.update(industryTransporters).set({ status: 'active' }).where(link);
    expect(blocked).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'This shipper has blocked your company from bidding' } },
    });
  });

  it('a bid in the last minutes moves the close one extension (five minutes) later', async () => {
    const id = await openRequest();
    await moveWindowEnd(app.database.db, id, 2 * 60_000);
    const scheduled = await api<{ biddingEndsAt: string }>(app, `/api/requests/${id}`, { token: owner });
    const reply = await bid(id, 40_000);
    expect(Date.parse(reply.body.biddingEndsAt)).toBe(Date.parse(scheduled.body.biddingEndsAt) + 5 * 60_000);
    const early = await openRequest();
    const far = await bid(early, 40_000);
    expect(Date.parse(far.body.biddingEndsAt) - Date.now()).toBeGreaterThan(3 * 3_600_000);
  });

  it('bids racing at the close keep one window and distinct ranks', async () => {
    const id = await openRequest();
    await moveWindowEnd(app.database.db, id, 60_000);
    const tokens = [carrier, ...rivals];
    const replies = await Promise.all(tokens.map((token, i) => bid(id, 40_000 - i * 500, token)));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    const ends = replies.map((r) => Date.parse(r.body.biddingEndsAt));
    const view = await api<{
      biddingEndsAt: string;
      bids: { id: number; rank: number; rankLabel: string; amountPaise: number }[];
    }>(app, `/api/requests/${id}/bids`, { token: owner });
    // Bids were serialised by the row lock: each saw the window the previous one extended, never shorter.
    expect(Date.parse(view.body.biddingEndsAt)).toBe(Math.max(...ends));
    expect([...ends].sort()).toEqual(ends.slice().sort());
    expect(view.body.bids.map((b) => b.rankLabel)).toEqual(['L1', 'L2', 'L3']);
    expect(view.body.bids.map((b) => b.amountPaise)).toEqual([3_900_000, 3_950_000, 4_000_000]);
  });
});

describe('the shipper’s view of bids and the award', () => {
  it('ranks with savings; needs list-bids / edit permission; awards split in one transaction', async () => {
    const id = await openRequest({ vehicleCount: 3 });
    const first = await bid(id, 42_000);
    const second = await bid(id, 41_000, rivals[0]);
    const third = await bid(id, 43_000, rivals[1]);
    const view = await api<{
      ceilingPaise: number;
      lastPaidPaise: number | null;
      bids: { id: number; rank: number; savingVsCeilingPaise: number; savingVsCeilingPercent: number }[];
    }>(app, `/api/requests/${id}/bids`, { token: owner });
    expect(view.body.bids[0]).toMatchObject({
      id: second.body.id,
      rank: 1,
      savingVsCeilingPaise: 900_000,
      savingVsCeilingPercent: 18,
    });
    expect((await api(app, `/api/requests/${id}/bids`, { token: staff })).status).toBe(403);

    const award = (body: unknown) =>
      api<{ orderIds: number[]; orders: { id: number; number: string }[]; rejectedBidIds: number[] }>(
        app,
        `/api/requests/${id}/award`,
        {
          token: owner,
          body,
        },
      );
    const early = await award({ awards: [{ bidId: second.body.id, vehicles: 3 }] });
    expect(early.body).toMatchObject({
      error: { code: 'conflict', message: 'This request is open: award it once bidding closes' },
    });

    await moveWindowEnd(app.database.db, id, -1_000);
    const partial = await award({ awards: [{ bidId: second.body.id, vehicles: 2 }] });
    expect(partial.body).toMatchObject({ error: { message: 'Award all 3 vehicles (this award covers 2)' } });
    const unknownBid = await award({ awards: [{ bidId: 999_999, vehicles: 3 }] });
    expect(unknownBid.body).toMatchObject({
      error: { code: 'unprocessable', fields: { 'awards.0.bidId': expect.any(String) } },
    });
    // Nothing was half-written by the refused awards.
    expect(await app.database.db.select().from(orders).where(eq(orders.requestId, id))).toEqual([]);

    const done = await award({
      awards: [
        { bidId: second.body.id, vehicles: 2 },
        { bidId: first.body.id, vehicles: 1 },
      ],
    });
    expect(done.status).toBe(200);
    expect(done.body.orderIds).toHaveLength(3);
    expect(done.body.rejectedBidIds).toEqual([third.body.id]);
    const made = await app.database.db.select().from(orders).where(eq(orders.requestId, id));
    // The award names its orders by the numbers people read, as stored.
    expect(done.body.orders.map((o) => o.id)).toEqual(done.body.orderIds);
    expect(new Set(done.body.orders.map((o) => o.number))).toEqual(new Set(made.map((o) => o.number)));
    expect(made.map((o) => o.freightPaise).sort()).toEqual([4_100_000, 4_100_000, 4_200_000]);
    expect(made.every((o) => o.status === 'created' && o.source === 'awarded')).toBe(true);
    const statuses = await app.database.db
      .select({ id: bids.id, status: bids.status })
      .from(bids)
      .where(eq(bids.requestId, id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [first.body.id]: 'accepted',
      [second.body.id]: 'accepted',
      [third.body.id]: 'rejected',
    });
    const twice = await award({ awards: [{ bidId: first.body.id, vehicles: 3 }] });
    expect(twice.status).toBe(400);
    // What was last paid on the lane is what came before this request: its own award is not its history.
    const after = await api<{ lastPaidPaise: number | null }>(app, `/api/requests/${id}/bids`, {
      token: owner,
    });
    expect(after.body.lastPaidPaise).toBe(view.body.lastPaidPaise);
    // An awarded request still counts the bids it received, and its lowest.
    const detail = await api<{ status: string; bidCount: number; lowestBidPaise: number }>(
      app,
      `/api/requests/${id}`,
      { token: owner },
    );
    expect(detail.body).toMatchObject({ status: 'awarded', bidCount: 3, lowestBidPaise: 4_100_000 });
    const list = await api<{ rows: { id: number; bidCount: number }[] }>(
      app,
      '/api/requests?direction=outbound&tab=awarded&pageSize=100',
      { token: owner },
    );
    expect(list.body.rows.find((r) => r.id === id)?.bidCount).toBe(3);
  });
});

describe('notifications', () => {
  let socket: Socket;
  afterAll(() => socket?.disconnect());

  it('a bid creates notification rows and emits bid.placed and notification.new to the industry room', async () => {
    const id = await openRequest();
    socket = connect(app.baseUrl, { auth: { token: owner }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const heard = (event: string) =>
      new Promise<Record<string, unknown>>((resolve) =>
        socket.once(event, (payload: Record<string, unknown>) => resolve(payload)),
      );
    const placed = heard('bid.placed');
    const notified = heard('notification.new');
    const reply = await bid(id, 39_000);
    expect(await placed).toMatchObject({
      requestId: id,
      bidId: reply.body.id,
      amountPaise: 3_900_000,
      bidCount: 1,
    });
    expect(await notified).toMatchObject({
      kind: 'request',
      title: 'New bid received',
      refId: id,
      direction: 'outbound',
      // What lets the browser tell bid news from the rest, and word a grouped notice.
      topic: 'bidReceived',
      subject: expect.stringMatching(/^REQ-/),
    });

    const list = await api<{ rows: { id: number; refId: number; read: boolean }[]; unread: number }>(
      app,
      '/api/notifications?filter=unread',
      { token: owner },
    );
    const mine = list.body.rows.find((n) => n.refId === id)!;
    expect(mine.read).toBe(false);
    const read = await api<{ read: boolean }>(app, `/api/notifications/${mine.id}/read`, {
      method: 'POST',
      token: owner,
    });
    expect(read.body.read).toBe(true);
    const after = await api<{ unread: number }>(app, '/api/notifications', { token: owner });
    expect(after.body.unread).toBe(list.body.unread - 1);
    expect(
      (await api(app, `/api/notifications/${mine.id}/read`, { method: 'POST', token: staff })).status,
    ).toBe(404);
  });

  it('tells the people concerned: not a plant user of another plant, and not the one who acted', async () => {
    const db = app.database.db;
    const [elsewhere] = await db
      .select({ id: plants.id })
      .from(plants)
      .where(and(eq(plants.industryId, refs.industryId), eq(plants.code, 'AMD')));
    const id = await openRequest({ plantId: elsewhere!.id });
    expect((await bid(id, 38_000)).status).toBe(201);

    const told = async (refId: number, title: string) =>
      (
        await db
          .select({ email: users.email })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .where(and(eq(notifications.refId, refId), eq(notifications.title, title)))
      ).map((row) => row.email);
    const aboutBid = await told(id, 'New bid received');
    expect(aboutBid).toContain(demoAccount('owner').email);
    expect(aboutBid).toContain(demoAccount('staff').email);
    expect(aboutBid).not.toContain(demoAccount('plant').email);

    // The window runs out and the owner awards: the close is news to all, the award to all but the owner.
    await db
      .update(requests)
      .set({ biddingEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(requests.id, id));
    const standing = await api<{ vehicleCount: number; bids: { id: number }[] }>(
      app,
      `/api/requests/${id}/bids`,
      { token: owner },
    );
    const awarded = await api(app, `/api/requests/${id}/award`, {
      token: owner,
      body: { awards: [{ bidId: standing.body.bids[0]!.id, vehicles: standing.body.vehicleCount }] },
    });
    expect(awarded.body).toMatchObject({ status: 'awarded' });
    const aboutClose = await told(id, 'Bidding closed');
    expect(aboutClose).toEqual(
      expect.arrayContaining([demoAccount('owner').email, demoAccount('staff').email]),
    );
    const [closeNote] = await db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.refId, id), eq(notifications.title, 'Bidding closed')));
    expect(closeNote!.body).toMatch(/closed with 1 bid, lowest ₹38,000\.00\. Award it now\.$/);
    const { number } = (await api<{ number: string }>(app, `/api/requests/${id}`, { token: owner })).body;
    const aboutAward = await told(id, `${number} awarded`);
    expect(aboutAward).toContain(demoAccount('staff').email);
    expect(aboutAward).not.toContain(demoAccount('owner').email);
  });

  it('tells the shipper when a window ends without bids, through the periodic sweep', async () => {
    const db = app.database.db;
    const id = await openRequest();
    await db
      .update(requests)
      .set({ biddingEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(requests.id, id));
    const events = new EventBus();
    const sent: DomainEvent[] = [];
    events.published$.subscribe((published) => sent.push(...published));
    expect(await settleDueWindows(db, events, new Date())).toBeGreaterThan(0);
    const detail = await api<{ status: string }>(app, `/api/requests/${id}`, { token: owner });
    expect(detail.body.status).toBe('expired');
    const rows = await db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.refId, id), eq(notifications.title, 'Bidding ended without bids')));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.body).toMatch(/received no bids and has expired\.$/);
    expect(
      sent.some((s) => s.type === 'notification.new' && s.payload.title === 'Bidding ended without bids'),
    ).toBe(true);
  });
});
