import { afterAll, describe, expect, it } from 'vitest';
import { apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

const HINDI_BOARD_TITLE = 'आउटबाउंड ट्रैकिंग';

const savedLanguage = async (app: App) =>
  ((await (await app.api()).get('/api/user/preferences')) as { language: string }).language;

/** The board as a Hindi reader sees it: its heading, its column headers, the page's language and tab title. */
async function expectBoardInHindi(app: App) {
  const { page } = app;
  await page.getByRole('heading', { name: HINDI_BOARD_TITLE }).waitFor();
  await page.getByTestId('board-row').first().waitFor();
  expect(await page.getByTestId('tracking-board').locator('thead').textContent()).toContain(
    'गाड़ी / ट्रांसपोर्टर',
  );
  expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^सभी \(\d/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(await page.title()).toBe(`${HINDI_BOARD_TITLE} · फ़्रेटडेस्क`);
}

describe('the app in Hindi', () => {
  // The owner is shared with the other browser tests: they read the app in English.
  afterAll(async () => {
    const owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
    await owner.call('PUT', '/api/user/preferences', { language: 'en' });
  });

  it('switches to हिन्दी in the header, keeps it across a reload and follows the user to another browser', async () => {
    const app = await openApp();
    // An English reader's browser never fetches the Hindi texts; the switch fetches them once, both parts (the
    // board is beyond the first screens).
    const hindiFetched: string[] = [];
    app.page.on('request', (request) => {
      if (/hindi(First|Later)-[\w-]+\.js$/.test(request.url())) hindiFetched.push(request.url());
    });
    await app.signInAs('owner', '/outbound-tracking');
    await app.page.getByRole('heading', { name: 'Outbound tracking' }).waitFor();
    expect(hindiFetched).toEqual([]);

    await app.page.getByTestId('app-header').getByText('हिन्दी').click();
    await expectBoardInHindi(app);
    expect(hindiFetched).toHaveLength(2);
    await app.screenshot('tracking-board-hi');
    await expect.poll(() => savedLanguage(app)).toBe('hi');

    await app.reload();
    await expectBoardInHindi(app);

    // A browser that has never seen the app starts in English and turns Hindi once the owner signs in.
    const elsewhere = await openApp();
    await elsewhere.open('/login');
    await elsewhere.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await elsewhere.signInAs('owner');
    await elsewhere.page.getByRole('heading', { name: 'डैशबोर्ड' }).waitFor();
    await elsewhere.open('/outbound-tracking');
    await expectBoardInHindi(elsewhere);
  }, 120_000); // Two browsers and a reload in each: over a minute on a busy two-core machine.

  it('switches back to English from the header, for this user too', async () => {
    const app = await openApp();
    await app.signInAs('owner');
    await app.page.getByRole('heading', { name: 'डैशबोर्ड' }).waitFor();
    await app.page.getByTestId('app-header').getByText('English').click();
    await app.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await app.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => savedLanguage(app)).toBe('en');
  });
});
