import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfIndianDay } from '../../server/indianDate';
import { addDays } from '../../src/domain/calendarDay';
import type { SubscriptionOverview } from '../../src/domain/schemas/subscription';
import { PLAN_GRACE_DAYS } from '../../src/domain/subscriptionTerms';
import { advanceServerClock, apiSessionOf } from '../support/appApi';
import { openApp } from '../support/appDriver';
import type { AppProcess } from '../support/appProcess';
import { startSeededServer } from '../support/seededServer';

/**
 * A plan that has ended, in the browser: for PLAN_GRACE_DAYS every page carries a banner asking to renew (in
 * the reader's language, on a phone too), and after them the owner is sent to /plan. This suite runs a server
 * of its own, whose clock it moves past the demo plan's end: the shared server's time must stay near today.
 */

let server: AppProcess;
let baseUrl: string;
/** The day the demo industry's last plan ends. */
let endsOn: string;

/** Moves the server's clock to midday in India, `days` days after the demo plan ends. */
async function daysAfterThePlanEnds(days: number) {
  const midday = startOfIndianDay(addDays(endsOn, days)).getTime() + 12 * 3_600_000;
  const now = await advanceServerClock(baseUrl, 0);
  await advanceServerClock(baseUrl, midday - now.getTime());
}

beforeAll(async () => {
  server = await startSeededServer('plan-grace');
  baseUrl = server.baseUrl;
  const owner = await apiSessionOf(baseUrl, 'owner');
  const { current, next } = await owner.get<SubscriptionOverview>('/api/subscription');
  endsOn = (next ?? current)!.endsOn;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('a plan that has ended', () => {
  it('shows a banner on every page during the grace, in English and Hindi, and leads to renewal', async () => {
    await daysAfterThePlanEnds(3);
    const app = await openApp({ baseUrl, viewport: { width: 390, height: 844 } });
    const { page } = app;
    await app.signInAs('owner');
    const banner = page.getByTestId('plan-grace-banner');
    const until = addDays(endsOn, PLAN_GRACE_DAYS);
    await banner.getByText(`Your plan ended on ${endsOn}`, { exact: false }).waitFor();
    expect(await banner.textContent()).toContain(until);
    await app.screenshot('plan-grace-390');
    await app.expectFitsWidth();

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
    await daysAfterThePlanEnds(PLAN_GRACE_DAYS + 1);
    const app = await openApp({ baseUrl });
    await app.signInAs('owner', '/plan');
    await app.open('/dashboard');
    await app.expectPath('/plan');
    expect(await app.page.getByTestId('plan-grace-banner').count()).toBe(0);
    await app.close();
  });
});
