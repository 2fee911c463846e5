import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanCatalogue } from '../../src/domain/schemas/subscription';
import { apiSessionOf } from '../support/appApi';
import { openApp } from '../support/appDriver';
import type { AppProcess } from '../support/appProcess';
import { startSeededServer } from '../support/seededServer';

/**
 * A server that takes no payments (PAYMENTS_MODE=off, as a production server without Razorpay's keys is): an
 * industry without a plan still reads the plans and the joining fee, is told plainly that they cannot be bought
 * yet, is offered no button to buy or simulate one, and can sign out. This suite runs a server of its own: the
 * shared one runs in test mode.
 */

let server: AppProcess;

beforeAll(async () => {
  server = await startSeededServer('payments-off', { PAYMENTS_MODE: 'off' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('plans on a server that takes no payments', () => {
  it('shows the plans with a notice and no button, in English and Hindi, on a phone, and signs out', async () => {
    const owner = await apiSessionOf(server.baseUrl, 'noPlan');
    expect((await owner.get<PlanCatalogue>('/api/plans')).paymentMode).toBe('off');

    const app = await openApp({ baseUrl: server.baseUrl, viewport: { width: 390, height: 844 } });
    const { page } = app;
    await app.signInAs('noPlan', '/plan');
    await page.getByTestId('no-plan').waitFor();
    const notice = page.getByTestId('payments-off');
    await notice.getByText('Plans cannot be bought yet').waitFor();
    await notice.getByText(/Payments are not set up on this server yet/).waitFor();
    await page.getByTestId('plan-offer-Starter').getByText('₹29,498.82 with GST').waitFor();
    expect(await page.getByTestId('plan-offers').getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Choose |^Simulate / }).count()).toBe(0);
    await app.expectFitsWidth();
    await app.screenshot('plan-payments-off-390');

    await app.switchLanguage('हिन्दी');
    await notice.getByText('अभी प्लान नहीं खरीदे जा सकते').waitFor();
    await app.screenshot('plan-payments-off-hi-390');
    await app.switchLanguage('English');

    // The joining fee reads the same way: its price, and no way to pay it yet.
    await app.open('/joining-fees');
    await page.getByTestId('joining-fee').getByText('Due').waitFor();
    await page.getByTestId('payments-off').waitFor();
    expect(await page.getByRole('button', { name: 'Pay the joining fee' }).count()).toBe(0);

    await app.open('/plan');
    await page.getByTestId('payments-off').waitFor();
    await app.signOut();
    await app.close();
  });
});
