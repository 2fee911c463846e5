import { beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await app.signInAs('owner', '/order/outbound');
  await app.expectRow('data-table-row');
});

/** The order numbers on screen once the table has settled on the rows from `first`. */
async function numbersFrom(first: number): Promise<string[]> {
  await app.expectTablePageFrom(first);
  return page.getByTestId('data-table-row').locator('a').allTextContents();
}

/** The orders list's request the next click sends, with its query. */
const nextListRequest = () =>
  page
    .waitForRequest((request) => new URL(request.url()).pathname === '/api/orders')
    .then((r) => new URL(r.url()));

describe('paging through the outbound orders', () => {
  it('reads Next from the last row seen and Previous from the first, and comes back to the same page', async () => {
    const first = await numbersFrom(1);
    expect(first).toHaveLength(25);

    const asked = nextListRequest();
    await page.getByRole('button', { name: 'Next' }).click();
    const next = await asked;
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('after')).not.toBeNull();
    const second = await numbersFrom(26);
    expect(second).toHaveLength(25);
    expect(second).not.toContain(first.at(-1));

    await page.getByRole('button', { name: 'Page 3' }).click();
    await numbersFrom(51);
    const back = nextListRequest();
    await page.getByRole('button', { name: 'Previous' }).click();
    expect((await back).searchParams.get('before')).not.toBeNull();
    expect(await numbersFrom(26)).toEqual(second);
    await app.screenshot('orders-page-2');
  });
});
