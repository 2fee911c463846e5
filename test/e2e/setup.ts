import { afterAll, afterEach, expect } from 'vitest';
import { expectNoSevereViolations, recordCoverage } from '../support/accessibility';
import { closeBrowser } from '../support/appDriver';

/** Every browser test ends by answering for the accessibility of the screens it opened. */
afterEach(expectNoSevereViolations);
afterAll(async () => {
  recordCoverage(expect.getState().testPath ?? '');
  await closeBrowser();
});
