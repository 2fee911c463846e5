import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterSpan } from '../../src/domain/calendarDay';
import { isoToIndianWallTime } from '../../src/domain/indianTime';
import type { Report, ReportSubscription } from '../../src/domain/schemas/insight';
import type { ApiSession } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';

/**
 * A logistics head reviewing transporters for a quarter: the scorecard for the quarter chosen in the date
 * picker, its table the API's, downloaded as XLSX and PDF whose figures are the API's too; the report chosen
 * is kept in the address; on a phone and in Hindi as well.
 */

let app: App;
let owner: ApiSession;
let quarter: { from: string; to: string; label: string };
let scorecard: Report;

const decimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** Picks a format from the report's Export menu and gives the saved file's bytes and name. */
async function download(format: 'xlsx' | 'pdf'): Promise<{ name: string; bytes: Buffer }> {
  const { page } = app;
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('export-button').click();
  await page.getByTestId(`export-${format}`).click();
  const file = await saved;
  await page.getByTestId('export-button').waitFor();
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  await app.signInAs('owner');
  owner = await app.api();
  // The quarter under review: this one, or the last when this one has hardly begun and holds less.
  const today = isoToIndianWallTime(Date.now()).slice(0, 10);
  const candidates = [
    { ...quarterSpan(today), label: 'This quarter' },
    { ...quarterSpan(today, -1), label: 'Last quarter' },
  ];
  const sizes = await Promise.all(
    candidates.map(
      async (c) =>
        (await owner.get<Report>(`/api/reports/transporter-scorecard?from=${c.from}&to=${c.to}`)).table.rows
          .length,
    ),
  );
  quarter = (sizes[1]! > sizes[0]! ? candidates[1] : candidates[0])!;
});
afterAll(() => app.close());

describe('reports', () => {
  it('makes the transporter scorecard for the quarter chosen in the date picker, as the API does', async () => {
    const { page } = app;
    await app.open('/my-reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('tab', { name: 'Transporter scorecard', selected: true }).waitFor();
    await page.getByTestId('data-table-date-range').click();
    // The open calendar is audited too: its dialog must be named by the field that opened it.
    await page.getByRole('dialog', { name: 'Period' }).waitFor();
    await app.screenshot('reports-period-open-en-1366');
    await page.getByRole('button', { name: quarter.label }).click();
    await page.getByTestId('insight-period').getByText(`${quarter.from} to ${quarter.to}`).waitFor();

    scorecard = await owner.get<Report>(
      `/api/reports/transporter-scorecard?from=${quarter.from}&to=${quarter.to}`,
    );
    expect(scorecard.table.rows.length).toBeGreaterThan(0);
    const names = scorecard.table.rows.map((row) => String(row.transporter));
    await expect
      .poll(() =>
        page
          .getByTestId('insight-table-row')
          .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? '')),
      )
      .toEqual(names.slice(0, 25));
    // Each transporter's orders and on-time pickup, worded as the screen words them.
    const first = scorecard.table.rows[0]!;
    const row = page.getByTestId('insight-table-row').first();
    await row
      .getByText(decimal.format(Number(first.orders)), { exact: true })
      .first()
      .waitFor();
    await page.getByTestId('insight-chart').getByRole('img').waitFor();
    await app.screenshot('reports-scorecard-en-1366');
  });

  it('downloads it as XLSX holding the API’s figures', async () => {
    const file = await download('xlsx');
    expect(file.name).toBe(`transporter-scorecard-${quarter.from}-to-${quarter.to}.xlsx`);
    const book = new ExcelJS.Workbook();
    // ExcelJS takes an ArrayBuffer: the file's own bytes, copied out of Node's pooled buffer.
    await book.xlsx.load(new Uint8Array(file.bytes).buffer);
    const sheet = book.worksheets[0]!;
    const columns = scorecard.table.columns;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Transporter',
      'Orders',
      'Placement against indents (%)',
      'On-time pickup (%)',
      'On-time delivery (%)',
      'Detention at the gate (hours)',
      'Bid participation (%)',
      'Win rate (%)',
      'Average winning bid against the ceiling (%)',
      'Alerts per 1,000 km',
    ]);
    expect(sheet.actualRowCount - 1).toBe(scorecard.table.rows.length);
    // The on-time by lane: its own sheet, every row the API gives.
    const byLane = book.worksheets[1]!;
    expect(byLane.name).toBe('On time by lane');
    expect(byLane.actualRowCount - 1).toBe(scorecard.byLane?.rows.length);
    scorecard.table.rows.forEach((apiRow, index) => {
      const cells = columns.map((_, n) => sheet.getRow(index + 2).getCell(n + 1).value ?? null);
      expect(cells).toEqual(columns.map((c) => apiRow[c.key] ?? null));
    });
  });

  it('downloads it as a PDF printing the period and each transporter’s figures', async () => {
    const file = await download('pdf');
    expect(file.name).toBe(`transporter-scorecard-${quarter.from}-to-${quarter.to}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(file.bytes));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Transporter scorecard');
    expect(text).toContain(`Period: ${quarter.from} to ${quarter.to}`);
    for (const row of scorecard.table.rows) {
      expect(text).toContain(String(row.transporter));
      if (typeof row.onTimePickupPct === 'number')
        expect(text).toContain(`${decimal.format(row.onTimePickupPct)} %`);
    }
  });

  it('e-mails the scorecard weekly, listed until it is deleted after a confirmation', async () => {
    const { page } = app;
    const mine = () => owner.get<ReportSubscription[]>('/api/reports/subscriptions');
    const before = (await mine()).length;
    await page.getByTestId('subscription-weekday').click();
    await page.getByRole('option', { name: 'Friday', exact: true }).click();
    await page.getByTestId('subscription-format').getByText('PDF').click();
    await page.getByTestId('subscription-create').click();
    await page.getByText('Transporter scorecard will be e-mailed to you every Friday.').waitFor();
    const created = (await mine()).find((s) => s.kind === 'transporter-scorecard' && s.weekday === 'fri');
    expect(created?.format).toBe('pdf');
    const row = page.getByTestId('subscription-row').filter({ hasText: 'Friday' });
    await row.getByText('Transporter scorecard').waitFor();
    await app.screenshot('reports-subscription-en-1366');

    await row.getByTestId('subscription-delete').click();
    await page
      .getByRole('dialog')
      .getByText('Transporter scorecard every Friday will no longer be e-mailed to you.')
      .waitFor();
    await app.screenshot('reports-subscription-delete-confirm');
    await page.getByTestId('subscription-delete-confirm').click();
    await row.waitFor({ state: 'detached' });
    expect(await mine()).toHaveLength(before);
  });

  it('keeps the chosen report in the address, so a link opens it', async () => {
    const { page } = app;
    await page.getByTestId('report-tab-lane-cost').click();
    await expect.poll(() => app.path()).toBe('/my-reports?report=lane-cost');
    await page.getByRole('heading', { level: 2, name: 'Lane cost' }).waitFor();
    // The demo runs more lanes than a trend can draw: the chart says which it draws.
    await page.getByTestId('insight-chart-caption').getByText('Top 10 lanes by trips.').waitFor();
    await app.reload();
    await page.getByRole('tab', { name: 'Lane cost', selected: true }).waitFor();
    await page.getByTestId('insight-period').waitFor();
  });

  it('reads on a phone, in Hindi', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    await app.open('/my-reports?report=transporter-scorecard');
    await page.getByTestId('insight-period').waitFor();
    await app.switchLanguage('हिन्दी');
    await page.getByRole('tab', { name: 'ट्रांसपोर्टर स्कोरकार्ड', selected: true }).waitFor();
    await page.getByTestId('insight-chart').getByRole('img').waitFor();
    // Each transporter is a card: its every figure in view, none pushed off the side.
    expect(await page.getByTestId('insight-table').getAttribute('data-layout')).toBe('cards');
    await page.getByTestId('insight-table-row').first().scrollIntoViewIfNeeded();
    await app.expectFitsWidth();
    await app.screenshot('reports-scorecard-hi-390');
    await app.switchLanguage('English');
  });
});
