import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema/access';
import { notifications } from '../../server/db/schema/messaging';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { TransporterNotificationPreferences } from '../../src/domain/schemas/profile';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, moveWindowEnd, requestForm } from './lifecycleFixtures';
import { recordingPushSender } from './recordingPushSender';
import { transporterLogin } from './transporterLogin';

/**
 * A transporter company's people hear of an award by push and by e-mail, each as they chose in the portal:
 * the winner's people that they won, the other bidders' that they lost, nobody else anything, and only once
 * the award committed. Their choices are their own: validated, kept per person, out of every other tenant's
 * reach.
 */

const { pushSender, pushes } = recordingPushSender();

let app: TestApp;
let refs: DemoRefs;
const tokens = { owner: '', staff: '', carrier: '', winnerA: '', winnerB: '', outsider: '' };
const emails = {
  winnerA: 'winner-a@freightdesk.test',
  winnerB: 'winner-b@freightdesk.test',
  outsider: 'outsider@freightdesk.test',
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' }, pushSender });
  refs = await demoRefs(app.database.db);
  tokens.owner = await loginAs(app, 'owner');
  tokens.staff = await loginAs(app, 'staff');
  tokens.carrier = await loginAs(app, 'transporter');
  const [winner, outsider] = refs.otherTransporterIds;
  tokens.winnerA = await transporterLogin(app, {
    transporterId: winner,
    email: emails.winnerA,
    mobile: '9733300001',
  });
  tokens.winnerB = await transporterLogin(app, {
    transporterId: winner,
    email: emails.winnerB,
    mobile: '9733300002',
  });
  tokens.outsider = await transporterLogin(app, {
    transporterId: outsider,
    email: emails.outsider,
    mobile: '9733300003',
  });
});
afterAll(() => app.close());

const choices = (token: string) => api(app, '/api/transporter/notification-preferences', { token });
const choose = (token: string, body: unknown) =>
  api(app, '/api/transporter/notification-preferences', { method: 'PUT', token, body });
const BOTH_ON = { awardWon: { push: true, email: true }, bidLost: { push: true, email: true } };

describe('a transporter person’s notification choices', () => {
  it('start with push and e-mail on for both events, and keep what the person saves', async () => {
    const first = await choices(tokens.winnerA);
    expect(first.status).toBe(200);
    expect(TransporterNotificationPreferences.parse(first.body)).toEqual(BOTH_ON);
    const chosen = { awardWon: { push: false, email: true }, bidLost: { push: true, email: false } };
    const saved = await choose(tokens.winnerA, chosen);
    expect(saved).toEqual({ status: 200, body: chosen });
    expect((await choices(tokens.winnerA)).body).toEqual(chosen);
    // Back to the defaults for the award test below.
    expect((await choose(tokens.winnerA, BOTH_ON)).status).toBe(200);
  });

  it('refuses a malformed choice with the field it is about, and stores nothing of it', async () => {
    await choose(tokens.winnerB, { ...BOTH_ON, bidLost: { push: false, email: false } });
    const bad = await choose(tokens.winnerB, {
      awardWon: { push: 'yes', email: true },
      bidLost: { push: true, email: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        code: 'validation',
        message: expect.any(String),
        fields: { 'awardWon.push': expect.any(String) },
      },
    });
    const missing = await choose(tokens.winnerB, { awardWon: { push: true, email: true } });
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'validation' } } });
    const stray = await choose(tokens.winnerB, {
      ...BOTH_ON,
      awardWon: { push: true, email: true, inApp: false },
    });
    expect(stray).toMatchObject({ status: 400, body: { error: { code: 'validation' } } });
    // The earlier save stands, untouched by the refused ones.
    expect((await choices(tokens.winnerB)).body).toEqual({
      ...BOTH_ON,
      bidLost: { push: false, email: false },
    });
    await choose(tokens.winnerB, BOTH_ON);
  });

  it('are each person’s own: a colleague’s or another company’s save leaves them be, a shipper has none', async () => {
    await choose(tokens.carrier, {
      awardWon: { push: false, email: false },
      bidLost: { push: false, email: false },
    });
    expect((await choices(tokens.winnerA)).body).toEqual(BOTH_ON);
    expect((await choices(tokens.outsider)).body).toEqual(BOTH_ON);
    await choose(tokens.outsider, {
      awardWon: { push: true, email: false },
      bidLost: { push: true, email: false },
    });
    expect((await choices(tokens.carrier)).body).toEqual({
      awardWon: { push: false, email: false },
      bidLost: { push: false, email: false },
    });
    for (const method of ['GET', 'PUT']) {
      const shipper = await api(app, '/api/transporter/notification-preferences', {
        method,
        token: tokens.owner,
        ...(method === 'PUT' ? { body: BOTH_ON } : {}),
      });
      expect(shipper).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
      const anonymous = await api(app, '/api/transporter/notification-preferences', {
        method,
        ...(method === 'PUT' ? { body: BOTH_ON } : {}),
      });
      expect(anonymous).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    }
  });
});

describe('an award', () => {
  it('tells the winner’s people they won and the other bidders’ they lost, by push and e-mail as each chose', async () => {
    // The winner's two people: one keeps both channels, the other wants the win by e-mail only. The demo
    // carrier loses and wants that by push only; the outsider company is invited but never bids.
    await choose(tokens.winnerA, BOTH_ON);
    await choose(tokens.winnerB, { ...BOTH_ON, awardWon: { push: false, email: true } });
    await choose(tokens.carrier, { ...BOTH_ON, bidLost: { push: true, email: false } });
    await choose(tokens.outsider, BOTH_ON);
    const devices = {
      winnerA: 'fcm-winner-a',
      winnerB: 'fcm-winner-b',
      carrier: 'fcm-carrier',
      outsider: 'fcm-outsider',
      staff: 'fcm-staff',
    } as const;
    for (const [who, device] of Object.entries(devices)) {
      const saved = await api(app, '/api/user/save-token', {
        token: tokens[who as keyof typeof devices],
        body: { token: device },
      });
      expect(saved.status).toBe(200);
    }

    const created = await api<{ id: number; number: string }>(app, '/api/requests', {
      token: tokens.owner,
      body: requestForm(refs, { vehicleCount: 1 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = created.body.id;
    expect(
      (await api(app, `/api/requests/${requestId}/publish`, { method: 'POST', token: tokens.owner })).status,
    ).toBe(200);
    const winning = await api<{ id: number }>(app, `/api/transporter/requests/${requestId}/bids`, {
      token: tokens.winnerA,
      body: { amountInr: 39_000 },
    });
    expect(winning.status).toBe(201);
    const losing = await api(app, `/api/transporter/requests/${requestId}/bids`, {
      token: tokens.carrier,
      body: { amountInr: 42_000 },
    });
    expect(losing.status).toBe(201);
    await moveWindowEnd(app.database.db, requestId, -1_000);

    // A refused award commits nothing and so tells nobody anything.
    pushes.length = 0;
    app.mails.length = 0;
    const refused = await api(app, `/api/requests/${requestId}/award`, {
      token: tokens.owner,
      body: { awards: [{ bidId: winning.body.id, vehicles: 5 }] },
    });
    expect(refused.status).toBe(400);

    const award = await api(app, `/api/requests/${requestId}/award`, {
      token: tokens.owner,
      body: { awards: [{ bidId: winning.body.id, vehicles: 1 }] },
    });
    expect(award.status, JSON.stringify(award.body)).toBe(200);

    const ofTopic = (topic: string) => pushes.filter((p) => p.message.data.topic === topic);
    const noticeMails = () => app.mails.filter((m) => m.purpose === 'notification');
    await vi.waitFor(() => {
      expect(ofTopic('awardWon')).toHaveLength(1);
      expect(ofTopic('bidLost')).toHaveLength(1);
      expect(ofTopic('requestAwarded')).toHaveLength(1);
      expect(noticeMails()).toHaveLength(2);
    });

    // Push: the winner's person who kept it, the loser's person who chose it; each opens the portal.
    const [won] = ofTopic('awardWon');
    expect(won!.tokens).toEqual([devices.winnerA]);
    expect(won!.message.title).toContain(created.body.number);
    expect(won!.message.data).toMatchObject({ link: '/#/transporter/orders', referId: String(requestId) });
    const [lost] = ofTopic('bidLost');
    expect(lost!.tokens).toEqual([devices.carrier]);
    expect(lost!.message.data).toMatchObject({ link: '/#/transporter/requests' });
    // The shipper's own news went to the shipper's people only, never to a carrier's browser.
    expect(ofTopic('requestAwarded')[0]!.tokens).toEqual([devices.staff]);
    const carriers: string[] = [devices.winnerA, devices.winnerB, devices.carrier, devices.outsider];
    // The two carriers' pushes are sent side by side: either may come first.
    const toCarriers = pushes.filter((p) => p.tokens.some((t) => carriers.includes(t)));
    expect(toCarriers).toHaveLength(2);
    expect(toCarriers).toEqual(expect.arrayContaining([won, lost]));

    // E-mail: both of the winner's people (each chose it), not the loser (who did not), not the outsider.
    expect(
      noticeMails()
        .map((m) => m.to)
        .sort(),
    ).toEqual([emails.winnerA, emails.winnerB].sort());
    for (const mail of noticeMails()) {
      expect(mail.subject).toContain(created.body.number);
      expect(mail.link).toBe(`${app.config.publicUrl}/#/transporter/orders`);
      // Where to change the choice: the portal's page, not the shipper's profile.
      expect(mail.text).toContain('/#/transporter/notifications');
      expect(mail.text).not.toContain('edit_profile');
    }
    expect(app.mails.some((m) => m.to === demoAccount('transporter').email)).toBe(false);

    // Nothing is stored in a carrier's name: the portal tells its people live, not from a list.
    const carrierUsers = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userType, 2));
    const stored = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          carrierUsers.map((u) => u.id),
        ),
      );
    expect(stored).toEqual([]);
  });
});
