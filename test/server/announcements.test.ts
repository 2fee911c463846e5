import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementReads, announcements } from '../../server/db/schema/messaging';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';
import type { Announcement, AnnouncementPage } from '../../src/domain/schemas/announcements';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { testSockets } from './testSockets';
import { prepareSecondIndustry } from './trackingFixtures';

let app: TestApp;
const sockets = testSockets();
const tokens = { owner: '', staff: '', plant: '', noPlan: '', gateKeeper: '' };

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  // The second industry holds a plan, so its owner reaches the routes and only tenancy can refuse them.
  await prepareSecondIndustry(app);
  for (const key of ['owner', 'staff', 'plant', 'noPlan'] as const) tokens[key] = await loginAs(app, key);
  // A plant user of the demo whose role (Gate Keeper) lacks list-whats-new.
  const gate = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: 'imran.qureshi@vindhyacements.in', password: DEMO_PASSWORD },
  });
  tokens.gateKeeper = gate.body.token;
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

type Error = { error: { code: string; fields?: Record<string, string> } };

const post = (token: string, body: unknown) =>
  api<Announcement & Error>(app, '/api/announcements', { token, body });
const unread = async (token: string) =>
  (await api<{ unread: number }>(app, '/api/announcements/unread', { token })).body.unread;
const list = async (token: string) =>
  (await api<AnnouncementPage>(app, '/api/announcements?pageSize=100', { token })).body;
const stored = async () => (await app.database.db.select({ n: count() }).from(announcements))[0]!.n;

/** The next `event` on the socket, or `null` when none came within `ms`. */
const next = (socket: Socket, event: string, ms = 1_500) =>
  new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('announcements: validation', () => {
  it('refuses an empty title or body, and a body past its length, under their fields, storing nothing', async () => {
    const before = await stored();
    const empty = await post(tokens.owner, { title: '   ', body: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('validation');
    expect(Object.keys(empty.body.error.fields ?? {}).sort()).toEqual(['body', 'title']);
    const long = await post(tokens.owner, { title: 'Long', body: 'x'.repeat(5_001) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields ?? {})).toEqual(['body']);
    const nul = await post(tokens.owner, { title: 'Bad\u0000title', body: 'Fine' });
    expect(nul.status).toBe(400);
    expect(await stored()).toBe(before);
  });
});

describe('announcements: who may do what', () => {
  it('lets only an owner write, and only holders of list-whats-new read', async () => {
    const before = await stored();
    const byStaff = await post(tokens.staff, { title: 'From staff', body: 'Not allowed' });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.error.code).toBe('forbidden');
    expect(await stored()).toBe(before);

    expect((await api(app, '/api/announcements', { token: tokens.staff })).status).toBe(200);
    expect((await api(app, '/api/announcements', { token: tokens.plant })).status).toBe(200);
    const gate = await api<Error>(app, '/api/announcements/unread', { token: tokens.gateKeeper });
    expect(gate.status).toBe(403);
    expect((await api(app, '/api/announcements')).status).toBe(401);
  });
});

describe('announcements: posting, live news and read state', () => {
  it('reaches the readers of the industry live, and counts as unread for them only', async () => {
    const socketOf = (token: string) => sockets.connect(app.baseUrl, { token });
    const [staff, plant, gateKeeper, owner, elsewhere] = await Promise.all([
      socketOf(tokens.staff),
      socketOf(tokens.plant),
      socketOf(tokens.gateKeeper),
      socketOf(tokens.owner),
      socketOf(tokens.noPlan),
    ]);
    const staffBefore = await unread(tokens.staff);
    const plantBefore = await unread(tokens.plant);
    const arrivals = [staff, plant, gateKeeper, owner, elsewhere].map((s) => next(s, 'announcement.posted'));

    const reply = await post(tokens.owner, { title: 'Weighbridge closed', body: 'Use **gate 2** today.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ title: 'Weighbridge closed', pinned: false, read: true });
    expect(reply.body.authorName).toBe('Arvind Mehta');

    const [toStaff, toPlant, toGateKeeper, toOwner, toElsewhere] = await Promise.all(arrivals);
    expect(toStaff).toEqual({
      id: reply.body.id,
      title: 'Weighbridge closed',
      createdAt: reply.body.createdAt,
    });
    expect(toPlant).toEqual(toStaff);
    // No permission, the author, and another industry: nothing.
    expect([toGateKeeper, toOwner, toElsewhere]).toEqual([null, null, null]);

    expect(await unread(tokens.staff)).toBe(staffBefore + 1);
    expect(await unread(tokens.plant)).toBe(plantBefore + 1);
    expect(await unread(tokens.owner)).toBe(0);
    const row = (await list(tokens.staff)).rows.find((a) => a.id === reply.body.id);
    expect(row).toMatchObject({ read: false, body: 'Use **gate 2** today.' });
  });

  it('marks all read for the caller only', async () => {
    expect(await unread(tokens.staff)).toBeGreaterThan(0);
    const plantBefore = await unread(tokens.plant);
    const marked = await api<{ marked: number }>(app, '/api/announcements/read-all', {
      method: 'POST',
      token: tokens.staff,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.marked).toBeGreaterThan(0);
    expect(await unread(tokens.staff)).toBe(0);
    expect((await list(tokens.staff)).rows.every((a) => a.read)).toBe(true);
    expect(await unread(tokens.plant)).toBe(plantBefore);
    const again = await api<{ marked: number }>(app, '/api/announcements/read-all', {
      method: 'POST',
      token: tokens.staff,
    });
    expect(again.body).toEqual({ marked: 0 });
  });

  it('lists pinned first, then newest', async () => {
    const pinned = await post(tokens.owner, { title: 'Pinned rule', body: 'Always.', pinned: true });
    await post(tokens.owner, { title: 'Newest', body: 'Today.' });
    const { rows } = await list(tokens.staff);
    const firstUnpinned = rows.findIndex((a) => !a.pinned);
    expect(rows.slice(firstUnpinned).some((a) => a.pinned)).toBe(false);
    expect(rows.slice(0, firstUnpinned).map((a) => a.id)).toContain(pinned.body.id);
    expect(rows[firstUnpinned]!.title).toBe('Newest');
  });
});

describe('announcements: editing and deleting', () => {
  it('edits keep the read marks; deleting takes them away and tells open sessions', async () => {
    const { body: created } = await post(tokens.owner, { title: 'Draft wording', body: 'First.' });
    await api(app, '/api/announcements/read-all', { method: 'POST', token: tokens.staff });
    const edited = await api<Announcement>(app, `/api/announcements/${created.id}`, {
      method: 'PUT',
      token: tokens.owner,
      body: { title: 'Final wording', body: 'Second.', pinned: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Final wording', body: 'Second.', pinned: true });
    expect(edited.body.editedAt).not.toBeNull();
    expect(await unread(tokens.staff)).toBe(0);

    const byStaff = await api(app, `/api/announcements/${created.id}`, {
      method: 'DELETE',
      token: tokens.staff,
    });
    expect(byStaff.status).toBe(403);

    const staff = await sockets.connect(app.baseUrl, { token: tokens.staff });
    const removed = next(staff, 'announcement.removed');
    const gone = await api(app, `/api/announcements/${created.id}`, {
      method: 'DELETE',
      token: tokens.owner,
    });
    expect(gone.status).toBe(204);
    expect(await removed).toEqual({ id: created.id });
    const reads = await app.database.db
      .select({ n: count() })
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, created.id));
    expect(reads[0]!.n).toBe(0);
    const again = await api<Error>(app, `/api/announcements/${created.id}`, {
      method: 'DELETE',
      token: tokens.owner,
    });
    expect(again.status).toBe(404);
  });
});

describe('announcements: tenancy', () => {
  it("keeps each industry's announcements and read marks to itself", async () => {
    const { body: ours } = await post(tokens.owner, { title: 'Ours only', body: 'Vindhya news.' });
    const theirs = await post(tokens.noPlan, { title: 'Narmada news', body: 'Theirs.' });
    expect(theirs.status).toBe(201);

    expect((await list(tokens.noPlan)).rows.map((a) => a.title)).toEqual(['Narmada news']);
    expect((await list(tokens.staff)).rows.map((a) => a.title)).not.toContain('Narmada news');
    expect(await unread(tokens.noPlan)).toBe(0);

    for (const [method, body] of [
      ['PUT', { title: 'Hijacked', body: 'Changed.' }],
      ['DELETE', undefined],
    ] as const) {
      const reply = await api<Error>(app, `/api/announcements/${ours.id}`, {
        method,
        token: tokens.noPlan,
        body,
      });
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('not_found');
    }
    const [row] = await app.database.db.select().from(announcements).where(eq(announcements.id, ours.id));
    expect(row!.title).toBe('Ours only');

    // Reading all in one industry marks nothing of the other.
    const staffUnreadBefore = await unread(tokens.staff);
    await api(app, '/api/announcements/read-all', { method: 'POST', token: tokens.noPlan });
    expect(await unread(tokens.staff)).toBe(staffUnreadBefore);
    const foreignMarks = await app.database.db
      .select({ n: count() })
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, ours.id));
    expect(foreignMarks[0]!.n).toBe(1);
  });
});
