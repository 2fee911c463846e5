import { describe, expect, it } from 'vitest';
import { loginOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';

let app: App;
let page: App['page'];

describe('the preloader, lazy screens and navigation', () => {
  it('covers the view with the 64×64 loading image while signing in', async () => {
    app = await openApp();
    page = app.page;
    // The sign-in answer is held back until the overlay has been looked at.
    let lookedAt = () => {};
    const held = new Promise<void>((resolve) => {
      lookedAt = resolve;
    });
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await app.submitSignIn(loginOf('owner'));

    const overlay = page.getByTestId('preloader');
    await overlay.waitFor({ state: 'visible' });
    const image = await overlay.getByRole('img', { name: 'Loading' }).boundingBox();
    expect(image).toMatchObject({ width: 64, height: 64 });
    // Above the routed view: the element at the centre of the window belongs to the overlay.
    const onTop = await page.evaluate(() => {
      const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      return Boolean(hit?.closest('[data-testid="preloader"]'));
    });
    expect(onTop).toBe(true);
    await app.screenshot('preloader');

    lookedAt();
    await app.expectPath('/dashboard');
    await overlay.waitFor({ state: 'hidden' });
  });

  it('returns to the top of the page on navigation', async () => {
    await page.setViewportSize({ width: 1366, height: 500 });
    await app.open('/plant');
    await page.getByTestId('data-table-row').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await app.expectPath('/dashboard');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('raises preload-error and says "Unable to preload CSS for" when a screen fails to load', async () => {
    const failingApp = await openApp();
    const failing = failingApp.page;
    await failingApp.signInAs('owner');
    await failing.evaluate(() => {
      (window as unknown as { preloadErrors: unknown[] }).preloadErrors = [];
      window.addEventListener('preload-error', (event) =>
        (window as unknown as { preloadErrors: unknown[] }).preloadErrors.push((event as CustomEvent).detail),
      );
    });
    // Every chunk not yet loaded now fails, as after a deployment that removed them.
    await failing.route('**/assets/*.{js,css}', (route) => route.abort());
    await failingApp.open('/user_profile');
    const error = failing.getByTestId('screen-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Unable to preload CSS for');
    const events = await failing.evaluate(
      () => (window as unknown as { preloadErrors: unknown[] }).preloadErrors,
    );
    expect(events.length).toBeGreaterThan(0);
    await failingApp.screenshot('screen-error');
  });
});
