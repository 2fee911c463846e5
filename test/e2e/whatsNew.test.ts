import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';

/**
 * What's new as the industry uses it: the owner posts an announcement on a desktop; a staff member, reading
 * the app in Hindi on a phone, sees the header's badge count it at once, opens What's new, reads it rendered
 * (its Markdown drawn, its HTML not) and the badge clears. Then the owner deletes it after the confirmation.
 */

const TITLE = `Night gate shift ${Date.now()}`;
const BODY =
  'From tonight the **night shift** opens gate 2.\n\n- Weighbridge B only\n\n<b data-testid="injected">raw</b>';

let owner: App;
let staff: App;

const countOf = (app: App) => app.page.getByTestId('whats-new-count').getAttribute('data-count').then(Number);

beforeAll(async () => {
  // The staff member reads Hindi on this phone only: the account is shared with the browser tests running beside
  // this file, which sign in as staff and read English (its saved language once switched them mid-test).
  staff = await openHindiPhone('staff');
  owner = await openApp({ viewport: { width: 1280, height: 850 } });
  await owner.signInAs('owner');
});
afterAll(async () => {
  await staff.close();
  await owner.close();
});

describe("what's new", () => {
  it('posts an announcement that shows as unread for staff', async () => {
    const { page: staffPage } = staff;
    await staffPage.getByTestId('whats-new-link').waitFor();
    // Whatever earlier announcements left unread, reading them first makes the count start from zero.
    await staff.open('/whats-new');
    await staffPage.getByRole('heading', { level: 1, name: 'नया क्या है' }).waitFor();
    await expect.poll(() => countOf(staff)).toBe(0);
    await staff.open('/dashboard');

    const { page } = owner;
    await owner.open('/whats-new');
    await page.getByRole('heading', { level: 1, name: "What's new" }).waitFor();
    await page.getByTestId('announcement-new').click();
    const form = page.getByTestId('announcement-form');
    await form.waitFor();
    // Sent empty, the form says what is missing under each field and posts nothing.
    await page.getByTestId('announcement-save').click();
    await form.getByText('Enter the title').waitFor();
    await form.getByText('Write the announcement').waitFor();
    await owner.screenshot('whats-new-form-errors');
    await page.getByTestId('announcement-title').fill(TITLE);
    await page.getByTestId('announcement-body').fill(BODY);
    await page.getByTestId('announcement-save').click();
    await form.waitFor({ state: 'detached' });
    const posted = page.getByTestId('announcement').filter({ hasText: TITLE });
    await posted.waitFor();
    await owner.screenshot('whats-new-owner');

    // Live, without a reload: the staff member's badge counts it.
    await expect.poll(() => countOf(staff)).toBe(1);
    const link = staffPage.getByTestId('whats-new-link');
    expect(await link.getAttribute('aria-label')).toBe('नया क्या है: 1 बिना पढ़ी घोषणा');
    await staff.screenshot('whats-new-badge-phone-hi');

    await link.click();
    await staff.expectPath('/whats-new');
    const card = staffPage.getByTestId('announcement').filter({ hasText: TITLE });
    await card.waitFor();
    expect(await card.getAttribute('data-read')).toBe('false');
    expect(await card.getByText('नई').count()).toBe(1);
    expect(await card.locator('strong').textContent()).toBe('night shift');
    expect(await card.locator('li').textContent()).toBe('Weighbridge B only');
    // The HTML in the text is neither drawn nor shown as markup.
    expect(await staffPage.getByTestId('injected').count()).toBe(0);
    expect(await card.textContent()).not.toContain('<b');
    await expect.poll(() => countOf(staff)).toBe(0);
    // Readers are offered no way to change it.
    expect(await staffPage.getByTestId('announcement-new').count()).toBe(0);
    expect(await card.getByTestId('announcement-delete').count()).toBe(0);
    await staff.screenshot('whats-new-phone-hi');
    await staff.expectFitsWidth();

    // The release notes, in Hindi.
    await staffPage.getByTestId('tab-releases').click();
    await staffPage.getByRole('heading', { name: 'हर ट्रक की लाइव ट्रैकिंग' }).waitFor();
    await staff.screenshot('whats-new-releases-phone-hi');
  });

  it('deletes an announcement only after the confirmation, and it leaves open sessions', async () => {
    const { page } = owner;
    const posted = page.getByTestId('announcement').filter({ hasText: TITLE });
    await posted.getByTestId('announcement-delete').click();
    await page.getByText('You will not be able to recover the data!').waitFor();
    await owner.screenshot('whats-new-delete-confirm');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await posted.count()).toBe(1);

    await posted.getByTestId('announcement-delete').click();
    await page.getByTestId('delete-confirm').click();
    await posted.waitFor({ state: 'detached' });

    await staff.page.getByTestId('tab-announcements').click();
    await staff.page
      .getByTestId('announcement')
      .filter({ hasText: TITLE })
      .waitFor({ state: 'detached', timeout: 15_000 });
  });
});
