/**
 * Screenshots of the app's pages as the demo owner sees them, in English and Hindi, on a desktop and a phone:
 * `npm run screenshots -- [--out DIR] [--width 1366,390] [--lang en,hi] [path …]`. It starts its own server on a
 * fresh demo database, so what it shows is what `npm start` shows. Without paths it takes every master list
 * and form, the dashboard, a tile's full view and the reports. The files are named after the path, the language
 * and the width: `client-add.hi.390.png`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { DISPLAY_TIME_ZONE } from '../src/domain/constants';
import { apiSessionOf } from '../test/support/appApi';
import { startAppProcess } from '../test/support/appProcess';
import { launchChromium } from '../test/support/chromium';

const MASTER_PAGES = [
  '/client',
  '/client/add',
  '/client/view/1',
  '/client/import',
  '/client-contact',
  '/vendor',
  '/vendor/add',
  '/vendor/import',
  '/plant',
  '/plant/add',
  '/plant/view/1',
  '/plant/sla/edit/1',
  '/business',
  '/business/add',
  '/staff',
  '/staff/add',
  '/role',
  '/role/add',
  '/industry-transporter',
  '/industry-transporter/new',
  '/industry-transporter/import',
  '/country',
  '/state',
  '/city',
  '/city/add',
  '/settings/products',
  '/settings/product/new',
  '/settings/packages',
  '/settings/package/new',
  '/settings/devices',
  '/settings/device/new',
];

const INSIGHT_PAGES = ['/dashboard', '/extend_dashboard/trucks-by-status', '/my-reports'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: '.tmp/screenshots' },
    width: { type: 'string', default: '1366,390' },
    lang: { type: 'string', default: 'en,hi' },
    login: { type: 'string', default: 'owner@freightdesk.test' },
    password: { type: 'string', default: 'freight123' },
  },
});

const fileOf = (path: string, language: string, width: number) =>
  `${path.replace(/^\//, '').replace(/[/:]+/g, '-') || 'home'}.${language}.${width}.png`;

/** Waits for the page to settle: no loader, no skeleton, no request in flight for a moment. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root'),
      undefined,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

async function main() {
  const pages = positionals.length > 0 ? positionals : [...MASTER_PAGES, ...INSIGHT_PAGES];
  const widths = values.width.split(',').map(Number);
  const languages = values.lang.split(',');
  mkdirSync(values.out, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-shots-'));
  const app = await startAppProcess({ dataDir });
  const browser = await launchChromium();
  const api = await apiSessionOf(app.baseUrl, { login: values.login, password: values.password });
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        timezoneId: DISPLAY_TIME_ZONE,
      });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/#/login`);
      await page.getByLabel('Email or mobile number').fill(values.login);
      await page.getByRole('textbox', { name: 'Password' }).fill(values.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/#\/dashboard/);
      for (const language of languages) {
        await api.call('PUT', '/api/user/preferences', { language });
        for (const path of pages) {
          await page.goto(`${app.baseUrl}/#${path}`);
          await page.reload();
          await settle(page);
          const file = join(values.out, fileOf(path, language, width));
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
