import type { Page } from 'playwright-core';

/**
 * Resolves once the screen on the page has loaded: its heading drawn, no preloader, nothing busy (a table or
 * figures fetching) and no spinner. Rejects after `timeout` ms.
 */
export const screenLoaded = (page: Page, timeout: number) =>
  page.waitForFunction(
    () =>
      document.querySelector('h1') &&
      !document.querySelector('[data-testid="preloader"], [aria-busy="true"], .mantine-Loader-root'),
    null,
    { timeout },
  );
