import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/domain/gstin';
import type { OrderDetail } from '../../src/domain/schemas/orders';
import { type ApiSession, apiSessionOf, newIndustryOwner } from '../support/appApi';
import { openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';
import { suiteServer } from '../support/suiteServer';

/**
 * A proof of delivery kept as a file: the owner adds a scan to a delivered order on its page, a colleague
 * downloads the very same bytes, and another industry's owner cannot reach it. The owner's logo and address on
 * the Company settings tab ride along.
 */

/** A scanned POD as a phone's scanner app saves it: a PDF, with bytes a corrupted copy would not match. */
const SCAN = Buffer.concat([
  Buffer.from('%PDF-1.4\n%âãÏÓ\n'),
  Buffer.from(Array.from({ length: 60_000 }, (_, i) => 32 + ((i * 31) % 90))),
  Buffer.from('\n%%EOF\n'),
]);
const SCAN_NAME = 'POD-signed-copy.pdf';

let owner: ApiSession;
let order: { id: number; number: string };
let fileId: number;

const orderPage = (id: number) => `/order/inbound/${id}`;

beforeAll(async () => {
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  // An inbound delivered order: the invoice suite bills an outbound one.
  const delivered = await owner.get<{ rows: { id: number; number: string }[] }>(
    '/api/orders?direction=inbound&tab=delivered&pageSize=25',
  );
  order = delivered.rows.at(-1)!;
});

describe('a POD file on a delivered order', () => {
  it('is checked in the browser, then uploaded by the owner and listed with view and download', async () => {
    const app = await openApp({ viewport: { width: 1280, height: 900 } });
    const { page } = app;
    await app.signInAs('owner', orderPage(order.id));
    const card = page.getByTestId('pod-files');
    await card.getByText('No POD file yet.').waitFor();

    // A text file renamed to .pdf is refused before anything is sent.
    const chooser = page.waitForEvent('filechooser');
    await card.getByTestId('pod-add').click();
    await (await chooser).setFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('hello'),
    });
    await card.getByTestId('pod-problem').getByText('Choose a PDF, JPEG, PNG or WebP file').waitFor();
    await app.screenshot('pod-file-refused');

    const again = page.waitForEvent('filechooser');
    await card.getByTestId('pod-add').click();
    await (await again).setFiles({ name: SCAN_NAME, mimeType: 'application/pdf', buffer: SCAN });
    const row = card.getByTestId('pod-file-row').filter({ hasText: SCAN_NAME });
    await row.waitFor();
    await row.getByText(/PDF · 59 KB · .+ · \d{4}-\d{2}-\d{2}/).waitFor();
    await page.getByText(`${SCAN_NAME} was added to the proof of delivery`).waitFor();
    expect(await card.getByTestId('pod-problem').count()).toBe(0);
    await app.screenshot('pod-file-listed');

    const detail = await owner.get<OrderDetail>(`/api/orders/${order.id}`);
    expect(detail.podFiles.map((f) => [f.fileName, f.sizeBytes])).toEqual([[SCAN_NAME, SCAN.length]]);
    fileId = detail.podFiles[0]!.id;
    await app.close();
  });

  it('is downloaded by a staff member of the same industry, byte for byte, on a phone', async () => {
    const app = await openApp({ viewport: { width: 390, height: 844 } });
    const { page } = app;
    await app.signInAs('staff', orderPage(order.id));
    const row = page.getByTestId('pod-file-row').filter({ hasText: SCAN_NAME });
    await row.waitFor();
    await app.screenshot('pod-file-390');
    await app.expectFitsWidth();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${SCAN_NAME}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(SCAN_NAME);
    expect((await readFile((await download.path())!)).equals(SCAN)).toBe(true);

    // In Hindi the card speaks Hindi too, on this phone only: the staff account's saved language stays English
    // for the browser tests beside this one that sign in as staff.
    await app.switchLanguage('हिन्दी', { here: true });
    await page.getByTestId('pod-files').getByText('डिलीवरी का सबूत (POD)').waitFor();
    await app.screenshot('pod-file-hi-390');
    await app.switchLanguage('English');
    await app.close();
  });

  it("is not found by another industry's owner", async () => {
    const first14 = '24AAKCP4417M1Z';
    const theirs = await newIndustryOwner(suiteServer().baseUrl, suiteServer().serverLogPath, {
      name: 'Pavagadh Polymers Pvt Ltd',
      gstin: `${first14}${gstinCheckCharacter(first14)}`,
      email: 'owner@pavagadh-polymers.in',
      mobile: '9123409876',
    });
    const file = await theirs.call<{ error: { code: string } }>(
      'GET',
      `/api/orders/${order.id}/pod/${fileId}`,
    );
    expect([file.status, file.json.error.code]).toEqual([404, 'not_found']);
    const detail = await theirs.call('GET', `/api/orders/${order.id}`);
    expect(detail.status).toBe(404);
    // The owner of the file still gets it.
    const mine = await fetch(`${owner.baseUrl}/api/orders/${order.id}/pod/${fileId}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(mine.status).toBe(200);
  });
});

describe("the industry's logo on the Company settings tab", () => {
  afterAll(() => owner.call('DELETE', '/api/company/logo'));

  it('is uploaded by the owner and shown; staff see it read-only', async () => {
    const app = await openApp({ viewport: { width: 390, height: 844 } });
    const { page } = app;
    await app.signInAs('owner', '/settings/company');
    const card = page.getByTestId('company-logo-card');
    await card.getByTestId('company-no-logo').waitFor();
    const logo = await sharp({ create: { width: 480, height: 160, channels: 3, background: '#0a7d44' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await card.getByTestId('logo-choose').click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await card.getByTestId('company-logo').waitFor();
    await page.getByText('The logo is saved. New documents carry it.').waitFor();
    await app.screenshot('company-logo-390');
    await app.expectFitsWidth();
    await app.close();

    const staff = await openApp({ viewport: { width: 1280, height: 900 } });
    await staff.signInAs('staff', '/settings/company');
    await staff.page.getByTestId('company-logo').waitFor();
    await staff.page.getByText("Only the industry's owner can change the logo.").waitFor();
    expect(await staff.page.getByTestId('logo-choose').count()).toBe(0);
    await staff.screenshot('company-logo-staff');
    await staff.close();
  });
});

describe("the industry's address on the Company settings tab", () => {
  it('is changed by the owner, with a bad one refused under its field, and saved; staff cannot change it', async () => {
    const app = await openApp({ viewport: { width: 1280, height: 900 } });
    const { page } = app;
    await app.signInAs('owner', '/settings/company');
    await page.getByTestId('company-address-edit').click();
    const input = page.getByTestId('company-address-input');
    await input.fill('x');
    await page.getByTestId('company-address-save').click();
    await page.getByText('Enter the address', { exact: true }).waitFor();
    await input.fill('14, Udyog Vihar, Mandideep, Bhopal 462046');
    await page.getByTestId('company-address-save').click();
    await page.getByText('The address is saved. New invoices carry it.').waitFor();
    await page
      .getByTestId('company-address')
      .getByText('14, Udyog Vihar, Mandideep, Bhopal 462046')
      .waitFor();
    expect((await owner.get<{ address: string }>('/api/company')).address).toBe(
      '14, Udyog Vihar, Mandideep, Bhopal 462046',
    );
    await app.screenshot('company-address');
    await app.close();

    const staff = await openApp({ viewport: { width: 1280, height: 900 } });
    await staff.signInAs('staff', '/settings/company');
    await staff.page.getByText('14, Udyog Vihar, Mandideep, Bhopal 462046').waitFor();
    expect(await staff.page.getByTestId('company-address-edit').count()).toBe(0);
    await staff.close();
  });

  it('is pictured in Hindi on a phone, in its editor too', async () => {
    const phone = await openHindiPhone('owner', '/settings/company');
    await phone.page.getByTestId('company-address-edit').click();
    await phone.page.getByTestId('company-address-input').waitFor();
    await phone.screenshot('company-address-hi-390');
    await phone.expectFitsWidth();
    await phone.close();
  });
});
