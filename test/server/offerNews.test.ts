import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema/access';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, moveWindowEnd, requestForm } from './lifecycleFixtures';
import { testSockets } from './testSockets';

/**
 * A transporter company hears, in its own room only, that a request offered to it changed (published, bid on,
 * awarded) and whether its bid won or lost; never a figure of another company's bid, and nothing of requests
 * it was not invited to.
 */

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;
/** The second company's login: invited alongside the demo transporter. */
let rival: string;
/** The third company's login: never invited here. */
let outsider: string;
const sockets = testSockets();

type Heard = { event: string; payload: Record<string, unknown> };

async function transporterLogin(transporterId: number, key: string): Promise<string> {
  await app.database.db.insert(users).values({
    userType: 2,
    transporterId,
    name: `Fleet ${key}`,
    email: `fleet-${key}@freightdesk.test`,
    mobile: key === 'a' ? '9711111111' : '9722222222',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const reply = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: `fleet-${key}@freightdesk.test`, password: DEMO_PASSWORD },
  });
  return reply.body.token;
}

/** Everything a socket hears of the offer news, in order. */
async function listener(token: string): Promise<{ socket: Socket; heard: Heard[] }> {
  const socket = await sockets.connect(app.baseUrl, { token });
  const heard: Heard[] = [];
  for (const event of ['offer.changed', 'offer.decided', 'bid.placed'])
    socket.on(event, (payload: Record<string, unknown>) => heard.push({ event, payload }));
  return { socket, heard };
}

const until = async (check: () => boolean) => {
  await expect.poll(check, { timeout: 5_000, interval: 20 }).toBe(true);
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
  rival = await transporterLogin(refs.otherTransporterIds[0], 'a');
  outsider = await transporterLogin(refs.otherTransporterIds[1], 'b');
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

describe('offer news of a transporter company', () => {
  it('tells invited companies of a publish, bids and the award, each its own outcome, and no one else', async () => {
    const [mine, theirs, outside] = await Promise.all([
      listener(carrier),
      listener(rival),
      listener(outsider),
    ]);
    const created = await api<{ id: number }>(app, '/api/requests', {
      token: owner,
      body: requestForm(refs, {
        vehicleCount: 1,
        transporterIds: [refs.transporterId, refs.otherTransporterIds[0]],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = created.body.id;
    const published = await api(app, `/api/requests/${requestId}/publish`, { method: 'POST', token: owner });
    expect(published.status).toBe(200);
    await until(() => mine.heard.length === 1 && theirs.heard.length === 1);
    expect(mine.heard[0]).toEqual({ event: 'offer.changed', payload: { requestId } });

    const rivalBid = await api<{ id: number }>(app, `/api/transporter/requests/${requestId}/bids`, {
      token: rival,
      body: { amountInr: 41_000 },
    });
    expect(rivalBid.status).toBe(201);
    const myBid = await api<{ id: number }>(app, `/api/transporter/requests/${requestId}/bids`, {
      token: carrier,
      body: { amountInr: 43_000 },
    });
    expect(myBid.status).toBe(201);
    await until(() => mine.heard.length === 3 && theirs.heard.length === 3);
    // The rival's bid reached the demo transporter as "look again", with no amount and no bid of the shipper's feed.
    expect(mine.heard.slice(1)).toEqual([
      { event: 'offer.changed', payload: { requestId } },
      { event: 'offer.changed', payload: { requestId } },
    ]);

    await moveWindowEnd(app.database.db, requestId, -1_000);
    const award = await api(app, `/api/requests/${requestId}/award`, {
      token: owner,
      body: { awards: [{ bidId: rivalBid.body.id, vehicles: 1 }] },
    });
    expect(award.status, JSON.stringify(award.body)).toBe(200);
    await until(() => mine.heard.length === 5 && theirs.heard.length === 5);
    const decided = (heard: Heard[]) => heard.find((h) => h.event === 'offer.decided')?.payload;
    const about = { requestId, number: expect.any(String), industry: expect.any(String) };
    expect(decided(mine.heard)).toEqual({ ...about, outcome: 'lost' });
    expect(decided(theirs.heard)).toEqual({ ...about, outcome: 'won' });

    // The uninvited company heard nothing of it, and no company heard the shipper's bid feed.
    expect(outside.heard).toEqual([]);
    expect([...mine.heard, ...theirs.heard].some((h) => h.event === 'bid.placed')).toBe(false);
  });
});

describe('a spot indent', () => {
  it('reaches the invited companies as it is saved, open at once', async () => {
    const mine = await listener(carrier);
    const {
      kind: _,
      biddingStartsAt: __,
      biddingEndsAt: ___,
      ...values
    } = requestForm(refs, {
      transporterIds: [refs.transporterId],
    });
    const spot = await api<{ id: number }>(app, '/api/requests/spot', { token: owner, body: values });
    expect(spot.status, JSON.stringify(spot.body)).toBe(201);
    await until(() => mine.heard.length === 1);
    expect(mine.heard[0]).toEqual({ event: 'offer.changed', payload: { requestId: spot.body.id } });
  });
});
