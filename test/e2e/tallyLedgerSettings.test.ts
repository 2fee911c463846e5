import { beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

/**
 * The Tally ledger names in settings, on a phone: the defaults, a GST ledger refused where another role has its
 * name, a save the Tally file then follows, and the reset.
 */

let app: App;
let page: App['page'];

const field = (key: string) => page.getByTestId(`tally-ledgers-${key}`);
const save = () => page.getByTestId('tally-ledgers-save');

beforeAll(async () => {
  app = await openApp({ viewport: { width: 390, height: 844 } });
  page = app.page;
  await app.signInAs('owner');
});

describe('Tally ledger names in settings', () => {
  it('shows the defaults and the ledger a transporter gets', async () => {
    await app.open('/settings/tally-ledgers');
    await page.getByTestId('tally-ledgers-form').waitFor();
    expect(await page.getByTestId('tally-ledgers-origin').textContent()).toBe('Defaults');
    expect(await field('inputIgst').inputValue()).toBe('Input IGST');
    expect(await field('partyLedger').inputValue()).toBe('{name}');
    await field('partyLedger').fill('{name} ({code})');
    await page
      .getByTestId('tally-ledgers-party-example')
      .getByText('gets the ledger “Om Shakti Logistics (TR-0042)”', { exact: false })
      .waitFor();
    await app.screenshot('settings-tally-ledgers');
  });

  it('refuses a GST ledger another role already uses, beside its field', async () => {
    await field('inputSgst').fill('input cgst');
    await field('inputSgst').blur();
    await page.getByText('A ledger above has this name', { exact: false }).waitFor();
    await app.screenshot('settings-tally-ledgers-error');
    await field('inputSgst').fill('SGST Input');
  });

  it('saves the names, which the Tally file then uses', async () => {
    await field('bank').fill('HDFC Bank CA 0042');
    await save().click();
    await page.getByText('Ledger names saved.', { exact: false }).waitFor();
    await expect.poll(() => page.getByTestId('tally-ledgers-origin').textContent()).toMatch(/^Saved /);
    const saved = await (await app.api()).get<{ values: { bank: string; partyLedger: string } }>(
      '/api/settings/tally-ledgers',
    );
    expect(saved.values).toMatchObject({ bank: 'HDFC Bank CA 0042', partyLedger: '{name} ({code})' });
  });

  it('resets to the defaults after the confirmation', async () => {
    await page.getByTestId('tally-ledgers-reset').click();
    await page.getByTestId('reset-confirm').click();
    await page.getByText('Ledger names are back to the defaults.').waitFor();
    expect(await field('bank').inputValue()).toBe('Bank Account');
    expect(await page.getByTestId('tally-ledgers-origin').textContent()).toBe('Defaults');
  });
});
