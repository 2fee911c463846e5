import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../server/indianDate';
import type { LinkMail } from '../../server/mail/mailer';
import { sendDueReports, weekdayOf } from '../../server/reports/weeklyReportMail';
import type { ReportSubscription } from '../../src/domain/schemas/insight';
import { api, loginAs, startTestApp, type TestApp } from './harness';

const DAY = 86_400_000;

let app: TestApp;
let owner: string;
let staff: string;
const mails: LinkMail[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  [owner, staff] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'staff')]);
});

afterAll(async () => {
  await app?.close();
});

const sweep = (now: Date) =>
  sendDueReports(
    {
      db: app.database.db,
      mailer: { send: async (mail) => void mails.push(mail) },
      publicUrl: 'https://freightdesk.example',
      log: app.app.log,
    },
    now,
  );

describe('weekly report e-mails', () => {
  const now = new Date();
  const today = indianDate(now);
  let subscription: ReportSubscription;

  it('subscribes once per report, day and filters, and lists only the caller’s own', async () => {
    const body = { kind: 'gate-turnaround', weekday: weekdayOf(today), format: 'xlsx' };
    const created = await api<ReportSubscription>(app, '/api/reports/subscriptions', { token: owner, body });
    expect(created.status).toBe(201);
    subscription = created.body;
    expect(subscription).toMatchObject(body);
    expect((await api(app, '/api/reports/subscriptions', { token: owner, body })).status).toBe(409);
    const bad = await api<{ error: { fields: Record<string, string> } }>(app, '/api/reports/subscriptions', {
      token: owner,
      body: { ...body, weekday: 'someday' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['weekday']);
    const mine = await api<ReportSubscription[]>(app, '/api/reports/subscriptions', { token: owner });
    expect(mine.body.map((s) => s.id)).toEqual([subscription.id]);
    const theirs = await api<ReportSubscription[]>(app, '/api/reports/subscriptions', { token: staff });
    expect(theirs.body).toEqual([]);
  });

  it('mails the seven days before on the chosen day, as an attachment, once a week', async () => {
    expect(await sweep(now)).toBe(1);
    const mail = mails.at(-1)!;
    const from = indianDate(new Date(now.getTime() - 7 * DAY));
    const to = indianDate(new Date(now.getTime() - DAY));
    expect(mail).toMatchObject({
      purpose: 'report',
      to: 'owner@freightdesk.test',
      subject: `Gate turnaround: ${from} to ${to}`,
      link: 'https://freightdesk.example/#/my-reports',
    });
    const [file] = mail.attachments!;
    expect(file!.filename).toBe(`gate-turnaround-${from}-to-${to}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(file!.content).buffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('Plant');

    // Later the same day, and on the other days of the week: nothing more.
    expect(await sweep(new Date(now.getTime() + 60_000))).toBe(0);
    for (let d = 1; d < 7; d++) expect(await sweep(new Date(now.getTime() + d * DAY))).toBe(0);
    expect(mails).toHaveLength(1);
    // The same day next week: the next one.
    expect(await sweep(new Date(now.getTime() + 7 * DAY))).toBe(1);
    expect(mails).toHaveLength(2);
  });

  it('lets only its owner stop it', async () => {
    const path = `/api/reports/subscriptions/${subscription.id}`;
    expect((await api(app, path, { token: staff, method: 'DELETE' })).status).toBe(404);
    expect((await api(app, path, { token: owner, method: 'DELETE' })).status).toBe(204);
    expect((await api(app, path, { token: owner, method: 'DELETE' })).status).toBe(404);
    expect(await sweep(new Date(now.getTime() + 14 * DAY))).toBe(0);
  });
});
