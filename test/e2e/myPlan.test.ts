import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';

describe('my plan', () => {
  it("shows the demo industry's plan, members and plants used against its limits, and its invoice", async () => {
    const app = await openApp();
    const { page } = app;
    await app.signInAs('owner');
    const session = await app.api();
    await app.open('/my-plan');
    const current = page.getByTestId('my-plan-current');
    await current.getByRole('heading', { name: 'Growth' }).waitFor();
    const overview = await session.get<{ usage: { members: number; plants: number } }>('/api/subscription');
    await current.getByTestId('usage-Members').getByText(`${overview.usage.members} of 25`).waitFor();
    await current.getByTestId('usage-Plants').getByText(`${overview.usage.plants} of 50`).waitFor();
    await page
      .getByTestId('plan-change-rule')
      .getByText(/the days left on it are not refunded/)
      .waitFor();
    // A smaller plan is not offered while Growth runs; renewing it is.
    await page.getByRole('button', { name: 'Renew Growth' }).waitFor();
    await page.getByRole('button', { name: 'Choose Enterprise' }).waitFor();
    expect(await page.getByRole('button', { name: 'Choose Starter' }).count()).toBe(0);

    const history = page.getByTestId('plan-history');
    // Beside each invoice, its PDF, saved under its number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history
        .getByRole('button', { name: /^Download PDF: FD\// })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-FD-\d{4}-\d{2}-\d{6}\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await history.getByRole('button', { name: /^View invoice FD\// }).click();
    const invoice = page.getByTestId('invoice');
    await invoice.getByText('Joining fee (one time)').waitFor();
    // The demo industry is in Madhya Pradesh, the seller in Maharashtra: IGST.
    await invoice.getByText('IGST 18%').waitFor();
    await app.screenshot('my-plan-invoice');
  });

  it('reads in Hindi on a phone, its history with each invoice beside it', async () => {
    const phone = await openHindiPhone('owner', '/my-plan');
    const { page } = phone;
    await page.getByText('सब्सक्रिप्शन और इनवॉइस').waitFor();
    await page.getByTestId('my-plan-current').getByRole('heading', { name: 'Growth' }).waitFor();
    await phone.screenshot('my-plan-hi-390');
    await phone.expectFitsWidth();
    await page.getByTestId('plan-history').scrollIntoViewIfNeeded();
    await phone.screenshot('my-plan-history-hi-390');
    await phone.close();
  });
});
