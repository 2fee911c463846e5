import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferedRequest } from '../../src/domain/schemas/bids';
import type { TransporterLink, TransporterPerformance } from '../../src/domain/schemas/transporter';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { PHONE } from '../support/hindiPhone';
import { validGstin } from '../support/importFiles';
import { suiteServer } from '../support/suiteServer';

/** The demo transporter account's company (transporter@freightdesk.test). */
const CARRIER = { code: 'TR001', name: 'Jai Bharat Roadways' };
const SWITCH = `Active (not blocked): ${CARRIER.name}`;

let app: App;
let page: App['page'];
let owner: ApiSession;
let link: TransporterLink;
/** The request the transporter bid on once unblocked. */
let bidOn: string;

/**
 * Clicks as a person would while news arrives: a bidding window of the owner's closing with bids (the demo
 * bidders bid every 15 s) opens its dialog over any screen, and a person dismisses it and clicks again.
 */
async function press(target: Locator, on: Page = page) {
  for (let attempt = 0; ; attempt++) {
    await app.dismissNewsDialogs(on);
    try {
      await target.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** The demo transporter's row in the list, narrowed by its code. */
async function carrierRow() {
  await page.getByRole('searchbox').fill(CARRIER.code);
  return app.expectRow('data-table-row', CARRIER.name);
}

/** Confirms the open confirmation after checking its words; a screenshot of it when named. */
async function confirm(words: string, screenshot?: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText(words, { exact: true }).waitFor();
  if (screenshot) await app.screenshot(screenshot);
  await press(page.getByTestId('status-confirm'));
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * The demo transporter bids on the request again, well under the demo bidders' amounts. They bid on new
 * requests every 15 s, maybe as this company: then it lowers the bid they placed for it. Answers the status.
 */
async function bidAgain(requestId: number): Promise<number> {
  const placed = await app.placeBidAsTransporter(requestId, 20_000);
  if (placed.status !== 409) return placed.status;
  const carrier = await app.as('transporter');
  const offered = await carrier.get<OfferedRequest[]>('/api/transporter/requests');
  const standing = offered.find((r) => r.id === requestId)?.myBid;
  if (!standing) return placed.status;
  return (await app.reviseBidAsTransporter(requestId, standing.id, 20_000)).status;
}

const linkStatus = async () =>
  (await owner.get<TransporterLink>(`/api/industry-transporters/${link.id}`)).status;

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  const found = await owner.get<{ rows: TransporterLink[] }>(
    `/api/industry-transporters?search=${CARRIER.code}`,
  );
  link = found.rows.find((r) => r.code === CARRIER.code)!;
  await app.signInAs('owner');
});

// Other browser tests bid as the demo transporter: whatever happens here, it leaves this file unblocked.
afterAll(async () => {
  if (link && (await linkStatus()) !== 'active')
    await owner.call('PUT', `/api/industry-transporters/${link.id}/status`, { status: 'active' });
});

describe('my transporters', () => {
  it('blocks a transporter after "You want to block this transporter!": its next bid is refused', async () => {
    const request = await app.raiseRequestAsOwner({ spot: true }, { ceilingInr: 36_000 });
    await app.open('/industry-transporter');
    await app.expectRow('data-table-row');
    await app.screenshot('transporters-list');

    const row = await carrierRow();
    expect(await row.textContent()).toContain('Active');
    // The switch's own input is hidden under its track: click the label that holds both.
    await press(row.getByRole('switch', { name: SWITCH }).locator('xpath=..'));
    await confirm('You want to block this transporter!', 'transporters-block-confirm');
    await page.getByText('Status changed.').waitFor();
    await expect.poll(async () => (await carrierRow()).textContent()).toContain('Blocked');
    expect(await linkStatus()).toBe('blocked');

    const refused = await app.placeBidAsTransporter(request.id, 33_000);
    expect(refused).toMatchObject({
      status: 403,
      json: { error: { code: 'forbidden', message: 'This shipper has blocked your company from bidding' } },
    });
    const form = await owner.get<{ transporters: { id: number }[] }>('/api/form-options');
    expect(form.transporters.map((t) => t.id)).not.toContain(link.transporterId);

    // Unblocking asks the seed's status confirmation, and the transporter bids again.
    await press((await carrierRow()).getByRole('switch', { name: SWITCH }).locator('xpath=..'));
    await confirm('Status will be changed!');
    await expect.poll(async () => (await carrierRow()).textContent()).toContain('Active');
    expect(await linkStatus()).toBe('active');
    expect([200, 201]).toContain(await bidAgain(request.id));
    bidOn = request.number;
  });

  it('shows its bids, wins and on-time deliveries, and its latest bids', async () => {
    await app.open(`/industry-transporter/view/${link.id}`);
    await page.getByRole('heading', { level: 1, name: CARRIER.name }).waitFor();
    await page.getByTestId('recent-bids').waitFor();
    // The bid of the test before is among the latest.
    expect(await page.getByTestId('recent-bids').textContent()).toContain(bidOn);
    // The figures are the API's (read again should a demo bidder bid for it meanwhile).
    const shown = async () => {
      const figures = await owner.get<TransporterPerformance>(
        `/api/industry-transporters/${link.id}/performance`,
      );
      const text = async (id: string) => (await page.getByTestId(id).textContent()) ?? '';
      const same =
        (await text('figure-bids')).endsWith(String(figures.bids)) &&
        (await text('figure-wins')).endsWith(String(figures.wins)) &&
        (await text('figure-delivered')).endsWith(String(figures.delivered));
      if (!same) {
        await app.reload();
        await page.getByTestId('recent-bids').waitFor();
      }
      return same && figures.bids > 0;
    };
    await expect.poll(shown, { timeout: 30_000 }).toBe(true);
    await app.screenshot('transporters-view');

    // Blocking from the view page asks the same words, and says so on the page; unblocking restores.
    await press(page.getByTestId('toggle-block'));
    await confirm('You want to block this transporter!');
    await page.getByTestId('blocked-note').waitFor();
    await press(page.getByTestId('toggle-block'));
    await confirm('Status will be changed!');
    await page.getByTestId('blocked-note').waitFor({ state: 'hidden' });
    expect(await linkStatus()).toBe('active');
  });

  it('finds a transporter by PAN, offers the invitation when none has it, and invites one with its office', async () => {
    await app.open('/industry-transporter/new');
    await page.getByTestId('lookup-key').fill(link.pan!.toLowerCase());
    await press(page.getByTestId('lookup'));
    const match = page.getByTestId(`match-${link.transporterId}`);
    await match.getByText('In your list').waitFor();
    await app.screenshot('transporters-new-found');
    await press(match.getByTestId('open-linked'));
    await app.expectPath(`/industry-transporter/view/${link.id}`);

    await app.open('/industry-transporter/new');
    await page.getByTestId('lookup-key').fill('27AAPFU0939F1ZV');
    await press(page.getByTestId('lookup'));
    await press(page.getByTestId('invite-instead'));
    expect(await page.getByTestId('field-gstin').inputValue()).toBe('27AAPFU0939F1ZV');
    // Too short an address is refused as the field is left (under it, which moves the Save button down).
    await page.getByTestId('field-address').fill('ab');
    await page.getByTestId('field-address').press('Tab');
    await page.getByText('Enter the address', { exact: true }).waitFor();
    await press(page.getByTestId('save'));
    await page.getByText('Enter the company name', { exact: true }).waitFor();
    await page.getByTestId('gstin-reading').getByText('PAN AAPFU0939F', { exact: false }).waitFor();
    await app.screenshot('transporters-new-invite');

    // Filled in as the transporter's papers say, its registered office included: invited, and the view shows it.
    const n = Date.now() % 10_000;
    const company = `Narmada Freight ${n}`;
    const office = `${n} Transport Nagar, Sihora Road`;
    await page.getByTestId('field-name').fill(company);
    await page.getByTestId('field-gstin').fill(validGstin(n, '23', 'W'));
    await page.getByTestId('field-contactName').fill('Rajesh Verma');
    await page.getByTestId('field-email').fill(`invite${n}.${Date.now()}@narmadafreight.example.in`);
    await page.getByTestId('field-mobile').fill(`97${String(Date.now() % 100_000_000).padStart(8, '0')}`);
    await page.getByTestId('field-cityId').click();
    await page.getByTestId('field-cityId').fill('Jabalpur');
    await press(page.getByRole('option', { name: 'Jabalpur, Madhya Pradesh' }).first());
    await page.getByTestId('field-address').fill(office);
    await press(page.getByTestId('save'));
    await app.expectPath('/industry-transporter');
    const invited = (
      await owner.get<{ rows: TransporterLink[] }>(
        `/api/industry-transporters?search=${encodeURIComponent(company)}&pageSize=25`,
      )
    ).rows;
    expect(invited).toEqual([
      expect.objectContaining({ name: company, address: office, account: 'invited' }),
    ]);
    await app.open(`/industry-transporter/view/${invited[0]!.id}`);
    await expect.poll(() => page.getByTestId('transporter-address').textContent()).toBe(office);
  });
});

/**
 * The driver's language switch, through this file's press: a transporter's bid here raises live news on the
 * owner's other pages, whose dialog would take the click.
 */
async function switchLanguage(other: App, label: 'हिन्दी' | 'English') {
  const inHeader = other.page.getByTestId('app-header').getByTestId('language-switch');
  if (await inHeader.isVisible()) await press(inHeader.getByText(label), other.page);
  else {
    await press(other.page.getByTestId('profile-menu'), other.page);
    await press(other.page.getByRole('menu').getByText(label), other.page);
    await other.page.keyboard.press('Escape');
    await other.page.getByRole('menu').waitFor({ state: 'detached' });
  }
}

describe('in Hindi on a phone', () => {
  it('shows the list, the add screen and the view without sideways scrolling', async () => {
    // Switched by this file's press, not openHindiPhone: the bids above raise live news on the owner's pages.
    const phone = await openApp({ viewport: PHONE });
    const { page: p } = phone;
    await phone.signInAs('owner');
    // The language is chosen on this browser only: the shared owner's saved language stays English.
    await p.route('**/api/user/preferences', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await phone.open('/industry-transporter');
    await phone.expectRow('data-table-row');
    await switchLanguage(phone, 'हिन्दी');
    await p.getByRole('heading', { level: 1, name: 'मेरे ट्रांसपोर्टर' }).waitFor();
    await phone.screenshot('transporters-list-hi-390');
    await phone.expectFitsWidth();

    await phone.open('/industry-transporter/new');
    await p.getByTestId('lookup-key').waitFor();
    await phone.screenshot('transporters-new-hi-390');
    await phone.expectFitsWidth();

    await phone.open(`/industry-transporter/view/${link.id}`);
    await p.getByTestId('recent-bids').waitFor();
    await phone.screenshot('transporters-view-hi-390');
    await phone.expectFitsWidth();
    await phone.close();
  });
});
