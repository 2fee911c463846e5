import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/open';
import { industries, subscriptions } from '../../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';
import { indianDate } from '../../server/indianDate';
import { addDays } from '../../src/domain/calendarDay';
import { PLAN_GRACE_DAYS } from '../../src/domain/subscriptionTerms';
import { openApp } from '../support/appDriver';
import { type AppProcess, startAppProcess } from '../support/appProcess';

/**
 * A plan that has ended, in the browser: for PLAN_GRACE_DAYS every page carries a banner asking to renew (in
 * the reader's language, on a phone too), and after them the owner is sent to /plan. This suite runs its own
 * server, stopped while its database's plan dates are moved back in time: PGlite has one process at a time.
 */

let server: AppProcess | undefined;
let dataDir: string;
let log: WriteStream;
const today = indianDate(new Date());

const start = async () => {
  server = await startAppProcess({
    dataDir,
    output: log,
    env: { SMTP_URL: '', LOGIN_ATTEMPTS_PER_MINUTE: '1000', ALERT_DIGEST_SECONDS: '86400' },
  });
  return server.baseUrl;
};

/** Every plan of the demo industry made to end on `endsOn`, a year long, with the server stopped. */
async function demoPlanEnds(endsOn: string) {
  await server?.stop();
  server = undefined;
  const database = await openPglite(dataDir);
  try {
    const [demo] = await database.db
      .select({ id: industries.id })
      .from(industries)
      .where(eq(industries.name, DEMO_INDUSTRY_NAME));
    await database.db
      .update(subscriptions)
      .set({ startsOn: addDays(endsOn, -364), endsOn, replacedOn: null })
      .where(eq(subscriptions.industryId, demo!.id));
  } finally {
    await database.close();
  }
  return start();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-plan-grace-'));
  log = createWriteStream('.tmp/e2e-plan-grace-server.log');
  await start();
}, 180_000);
afterAll(async () => {
  await server?.stop();
  log?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a plan that has ended', () => {
  it('shows a banner on every page during the grace, in English and Hindi, and leads to renewal', async () => {
    const endsOn = addDays(today, -3);
    const baseUrl = await demoPlanEnds(endsOn);
    const app = await openApp({ baseUrl, viewport: { width: 390, height: 844 } });
    const { page } = app;
    await app.signInAs('owner');
    const banner = page.getByTestId('plan-grace-banner');
    const until = addDays(endsOn, PLAN_GRACE_DAYS);
    await banner.getByText(`Your plan ended on ${endsOn}`, { exact: false }).waitFor();
    expect(await banner.textContent()).toContain(until);
    await app.screenshot('plan-grace-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await app.open('/payment-summary');
    await banner.waitFor();
    await app.switchLanguage('हिन्दी');
    await banner.getByText(`आपका प्लान ${endsOn} को ख़त्म हो गया`, { exact: false }).waitFor();
    await app.screenshot('plan-grace-hi-390');
    await app.switchLanguage('English');

    await banner.getByRole('link', { name: 'Renew now' }).click();
    await app.expectPath('/my-plan');
    await page.getByRole('button', { name: /^Renew / }).waitFor();
    await app.close();
  });

  it('sends the owner to /plan once the grace is over', async () => {
    const baseUrl = await demoPlanEnds(addDays(today, -PLAN_GRACE_DAYS - 1));
    const app = await openApp({ baseUrl });
    await app.signInAs('owner', '/plan');
    await app.open('/dashboard');
    await app.expectPath('/plan');
    expect(await app.page.getByTestId('plan-grace-banner').count()).toBe(0);
    await app.close();
  });
});
