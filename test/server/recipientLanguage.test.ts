import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/access';
import { notifications } from '../../server/db/schema/messaging';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { formattersFor } from '../../src/i18n/format';
import { refusalText } from '../../src/i18n/refusalText';
import type { Refusal } from '../../src/machines/refusal';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';

/**
 * Notifications and e-mails are written in their recipient's language (users.language, chosen in the
 * profile): one row per recipient, each in theirs, and the socket news likewise.
 */
let app: TestApp;
let refs: DemoRefs;
let owner: string;
let staff: string;
let carrier: string;

const setLanguage = (token: string, language: 'en' | 'hi') =>
  api(app, '/api/user/preferences', { method: 'PUT', token, body: { language } });

async function openRequest(): Promise<{ id: number; number: string }> {
  const created = await api<{ id: number; number: string }>(app, '/api/requests', {
    token: owner,
    body: requestForm(refs),
  });
  expect(created.status).toBe(201);
  const published = await api(app, `/api/requests/${created.body.id}/publish`, {
    method: 'POST',
    token: owner,
  });
  expect(published.status).toBe(200);
  return created.body;
}

async function connected(token: string): Promise<Socket> {
  const socket = connect(app.baseUrl, { auth: { token }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  [owner, staff, carrier] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'staff'),
    loginAs(app, 'transporter'),
  ]);
});
afterAll(() => app.close());

describe("a notification in its recipient's language", () => {
  it('tells a Hindi-speaking user of a bid in Hindi and an English-speaking one in English', async () => {
    expect((await setLanguage(staff, 'hi')).status).toBe(200);
    expect((await setLanguage(owner, 'en')).status).toBe(200);
    const request = await openRequest();
    const [ownerSocket, staffSocket] = await Promise.all([connected(owner), connected(staff)]);
    try {
      const heard = (socket: Socket) =>
        new Promise<{ title: string; body: string }>((resolve) => socket.once('notification.new', resolve));
      const toOwner = heard(ownerSocket);
      const toStaff = heard(staffSocket);
      const placed = await api(app, `/api/transporter/requests/${request.id}/bids`, {
        token: carrier,
        body: { amountInr: 39_000 },
      });
      expect(placed.status).toBe(201);

      expect(await toOwner).toMatchObject({
        title: 'New bid received',
        body: `A transporter bid on ${request.number}.`,
      });
      expect(await toStaff).toMatchObject({
        title: 'नई बोली आई',
        body: `${request.number} पर एक ट्रांसपोर्टर ने बोली लगाई।`,
      });
    } finally {
      ownerSocket.disconnect();
      staffSocket.disconnect();
    }

    // The stored rows, which the notifications page lists, read the same.
    const stored = await app.database.db
      .select({ email: users.email, title: notifications.title, body: notifications.body })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.refId, request.id), eq(notifications.kind, 'request')));
    const of = (key: 'owner' | 'staff') => stored.find((row) => row.email === demoAccount(key).email);
    expect(of('owner')).toMatchObject({ title: 'New bid received' });
    expect(of('staff')).toMatchObject({ title: 'नई बोली आई' });
    const listed = await api<{ rows: { refId: number; title: string }[] }>(app, '/api/notifications', {
      token: staff,
    });
    expect(listed.body.rows.find((n) => n.refId === request.id)?.title).toBe('नई बोली आई');
  });

  it('answers a refused bid with its English sentence and the refusal as data, which a screen words in Hindi', async () => {
    const request = await openRequest();
    const ceilingPaise = Math.round(Number(requestForm(refs).ceilingInr) * 100);
    const refused = await api<{ error: { code: string; message: string; refusal: Refusal } }>(
      app,
      `/api/transporter/requests/${request.id}/bids`,
      { token: carrier, body: { amountInr: ceilingPaise / 100 + 1 } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'conflict',
      message: `A bid cannot exceed the ceiling of ${formattersFor('en').inr(ceilingPaise)}`,
      refusal: { code: 'bidOverCeiling', paise: ceilingPaise },
    });
    expect(refusalText(allLanguagesI18n('hi'), refused.body.error.refusal)).toBe(
      `बोली अधिकतम दर ${formattersFor('hi').inr(ceilingPaise)} से ऊपर नहीं जा सकती`,
    );
  });

  it('mails the password reset link in the language of the account', async () => {
    const sent = app.mails.length;
    await api(app, '/api/auth/forgot-password', { body: { email: demoAccount('staff').email } });
    await expect.poll(() => app.mails.length).toBe(sent + 1);
    const hindi = app.mails.at(-1)!;
    expect(hindi.subject).toBe('अपना Freightdesk पासवर्ड बदलें');
    expect(hindi.text).toContain('नया पासवर्ड चुनने के लिए यह लिंक एक घंटे के अंदर खोलें');
    expect(hindi.text).toContain(hindi.link);

    await api(app, '/api/auth/forgot-password', { body: { email: demoAccount('owner').email } });
    await expect.poll(() => app.mails.length).toBe(sent + 2);
    const english = app.mails.at(-1)!;
    expect(english.to).toBe(demoAccount('owner').email);
    expect(english.subject).toBe('Reset your Freightdesk password');
    expect(english.text).toContain('Open this link within an hour to choose a new password');
    expect(english.text).toContain(english.link);
  });
});
