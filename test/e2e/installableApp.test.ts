import { describe, expect, it } from 'vitest';
import { type App, openApp, savePicture } from '../support/appDriver';

/**
 * The app as a gate phone installs it from the browser: a manifest a browser accepts, a service worker that
 * controls the page, and a start without a connection that still draws the sign-in page, and says it is
 * offline until the connection returns.
 */

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its header (IHDR). */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

let app: App;

describe('the installable app', () => {
  it('is controlled by its service worker, which is served to be revalidated on every check', async () => {
    app = await openApp({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
      // What a former version of the app left: the new one deletes it when it takes over.
      initScript: () => void caches.open('freightdesk-shell-000000000000'),
    });
    await app.open('/login');
    await app.page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Registered after the load event; it claims the page that installed it once it holds the shell.
    await app.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    const scope = await app.page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${app.baseUrl}/`);

    const worker = await app.page.request.get(`${app.baseUrl}/service-worker.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    // A long cache would keep an old worker, and the old shell with it, on the phone.
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // At the root, its own folder is its scope: no Service-Worker-Allowed needed.
    expect(worker.headers()['service-worker-allowed']).toBeUndefined();
    expect(await worker.text()).toMatch(/const SHELL = \{"version":"[0-9a-f]{12}","files":\["\/",/);

    const cached = await app.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(await app.page.evaluate(() => caches.keys())).toEqual([
      expect.stringMatching(/^freightdesk-shell-(?!0{12})[0-9a-f]{12}$/),
    ]);
    expect(cached).toContain('/');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true);
    expect(cached.filter((path) => /^\/(api|socket\.io)\b/.test(path))).toEqual([]);
  });

  it('names a manifest a browser installs from: standalone, with its icons', async () => {
    const href = await app.page.locator('link[rel="manifest"]').getAttribute('href');
    const reply = await app.page.request.get(new URL(href ?? '', app.baseUrl).href);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await reply.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Freightdesk',
      short_name: 'Freightdesk',
      start_url: '/',
      display: 'standalone',
      theme_color: await app.page.locator('meta[name="theme-color"]').getAttribute('content'),
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await app.page.request.get(new URL(icon.src, app.baseUrl).href);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }
    const touchIcon = await app.page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await app.page.request.get(new URL(touchIcon ?? '', app.baseUrl).href)).status()).toBe(200);
  });

  it('opens to the sign-in page without a connection, and says it is offline until the connection returns', async () => {
    const { page } = app;
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const notice = page.getByTestId('offline-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'You are offline. The screen keeps the last data it had; changes cannot be saved until the connection returns.',
    );
    await app.expectFitsWidth();
    await app.screenshot('offline-notice');

    // The other reader's texts and its Devanagari face were kept too.
    await page.getByTestId('language-switch').getByText('हिन्दी').click();
    await expect
      .poll(() => notice.textContent())
      .toBe('आप ऑफ़लाइन हैं। स्क्रीन पर आख़िरी मिला डेटा बना रहता है; कनेक्शन लौटने तक बदलाव सहेजे नहीं जा सकते।');
    const faces = await page.evaluate(async () =>
      (await document.fonts.load('16px "Noto Sans Devanagari"', 'आप')).map((face) => face.status),
    );
    expect(faces).toEqual(['loaded']);
    // The same markup as in English, audited above: a picture only.
    await savePicture(page, 'offline-notice-hindi');

    await page.context().setOffline(false);
    await notice.waitFor({ state: 'detached' });
  });

  // Last: a DevTools session of the test's own stops the window's offline emulation from taking effect.
  it('is one Chromium offers to install (a browser window of a profile, not this incognito one)', async () => {
    const devTools = await app.page.context().newCDPSession(app.page);
    const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    const { errors } = await devTools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await devTools.detach();
  });

  it('hands a push to the visible page: the app’s worker took over the pushes', async () => {
    const devTools = await app.page.context().newCDPSession(app.page);
    const registration = new Promise<string>((resolve) =>
      devTools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${app.baseUrl}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await devTools.send('ServiceWorker.enable');
    const registrationId = await registration;
    const received = app.page.evaluate(
      () =>
        new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true }),
        ),
    );
    const data = { title: 'Bid received', msg: 'A new bid on request 12', link: '/#/request/12' };
    await devTools.send('ServiceWorker.deliverPushMessage', {
      origin: app.baseUrl,
      registrationId,
      data: JSON.stringify({ data, from: '1234', fcmMessageId: 'm1' }),
    });
    expect(await received).toEqual({
      type: 'freightdesk.push.received',
      payload: { data, from: '1234', fcmMessageId: 'm1' },
    });
    await devTools.detach();
  });
});
