import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema/access';
import { notifications } from '../../server/db/schema/messaging';
import { plants } from '../../server/db/schema/plants';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { DEFAULT_CHANNELS, NOTIFICATION_EVENTS } from '../../src/domain/notificationEvents';
import { Profile } from '../../src/domain/schemas/profile';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';
import { recordingPushSender } from './recordingPushSender';
import { testSockets } from './testSockets';

/**
 * A person's notification choices are kept where notifications are delivered: a channel they muted for an
 * event is not used for them (no row or socket message in the app, no push, no mail), and one they chose is.
 */

const { pushSender, pushes } = recordingPushSender();

let app: TestApp;
let refs: DemoRefs;
const sockets = testSockets();
const tokens = { owner: '', staff: '', transporter: '' };

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' }, pushSender });
  refs = await demoRefs(app.database.db);
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

const choose = async (token: string, event: string, channels: Record<string, boolean>) => {
  const profile = Profile.parse((await api(app, '/api/user/profile', { token })).body);
  const reply = await api(app, '/api/user/profile', {
    method: 'PUT',
    token,
    body: {
      name: profile.name,
      mobile: profile.mobile,
      language: profile.language,
      notifications: { ...profile.notifications, [event]: channels },
    },
  });
  expect(reply.status).toBe(200);
};

const heard = (socket: Socket) => {
  const titles: string[] = [];
  socket.on('notification.new', (n: { title: string }) => titles.push(n.title));
  return titles;
};

/** A published request at a plant the plant user does not work at, bid on by the transporter. */
async function bidOnNewRequest(): Promise<number> {
  const [elsewhere] = await app.database.db
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.industryId, refs.industryId), eq(plants.code, 'AMD')));
  const created = await api<{ id: number }>(app, '/api/requests', {
    token: tokens.owner,
    body: requestForm(refs, { plantId: elsewhere!.id }),
  });
  await api(app, `/api/requests/${created.body.id}/publish`, { method: 'POST', token: tokens.owner });
  const bid = await api(app, `/api/transporter/requests/${created.body.id}/bids`, {
    token: tokens.transporter,
    body: { amountInr: 38_000 },
  });
  expect(bid.status).toBe(201);
  return created.body.id;
}

const rowsAbout = async (requestId: number, email: string) =>
  app.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.refId, requestId), eq(users.email, email)));

describe('notification choices', () => {
  it('start at in-app and push on, e-mail off, for every event', async () => {
    const profile = Profile.parse((await api(app, '/api/user/profile', { token: tokens.staff })).body);
    for (const event of NOTIFICATION_EVENTS) expect(profile.notifications[event]).toEqual(DEFAULT_CHANNELS);
  });

  it('are honoured on every channel: a muted one is not used, a chosen one is', async () => {
    const owner = demoAccount('owner');
    const staff = demoAccount('staff');
    // The owner keeps the defaults; the staff member wants bids by e-mail only.
    await choose(tokens.staff, 'bidReceived', { inApp: false, push: false, email: true });
    for (const [token, device] of [
      [tokens.owner, 'fcm-owner'],
      [tokens.staff, 'fcm-staff'],
    ] as const)
      expect((await api(app, '/api/user/save-token', { token, body: { token: device } })).status).toBe(200);
    const ownerHeard = heard(await sockets.connect(app.baseUrl, { token: tokens.owner }));
    const staffHeard = heard(await sockets.connect(app.baseUrl, { token: tokens.staff }));
    pushes.length = 0;
    app.mails.length = 0;

    const requestId = await bidOnNewRequest();

    await vi.waitFor(() => {
      expect(ownerHeard).toContain('New bid received');
      expect(pushes).toHaveLength(1);
      expect(app.mails.filter((m) => m.purpose === 'notification')).toHaveLength(1);
    });
    // Push: the owner's browser only.
    expect(pushes[0]!.tokens).toEqual(['fcm-owner']);
    // E-mail: the staff member only, with the record's link and where to change the choice.
    const [mail] = app.mails.filter((m) => m.purpose === 'notification');
    expect(mail).toMatchObject({ to: staff.email, subject: 'New bid received' });
    expect(mail!.link).toBe(`${app.config.publicUrl}/#/request/outbound/detail/${requestId}`);
    expect(mail!.text).toContain(mail!.link);
    expect(mail!.text).toContain('/#/edit_profile');
    // In the app: the owner's row and socket message, none for the staff member.
    expect(await rowsAbout(requestId, owner.email)).toHaveLength(1);
    expect(await rowsAbout(requestId, staff.email)).toHaveLength(0);
    // The socket message to the owner and any to the staff member go out in the same emit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staffHeard).toEqual([]);
  });

  it('reach nobody at all when every channel is off, and nothing is written for them', async () => {
    await choose(tokens.owner, 'bidReceived', { inApp: false, push: false, email: false });
    await choose(tokens.staff, 'bidReceived', { inApp: false, push: false, email: false });
    pushes.length = 0;
    app.mails.length = 0;
    const requestId = await bidOnNewRequest();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushes).toEqual([]);
    expect(app.mails).toEqual([]);
    expect(await rowsAbout(requestId, demoAccount('owner').email)).toHaveLength(0);
    expect(await rowsAbout(requestId, demoAccount('staff').email)).toHaveLength(0);
  });
});
