import { afterAll, afterEach, expect } from 'vitest';
import { expectNoSevereViolations, recordCoverage } from '../support/accessibility';
import { closeApps } from '../support/appDriver';

/** Every browser test ends by answering for the accessibility of the screens it opened. */
afterEach(expectNoSevereViolations);
// The browser and the screens audited serve the whole run; a file's windows, and what they showed, end with it.
afterAll(async () => {
  await closeApps();
  // Anything found after the file's last test fails the file, not the next file's first test.
  await expectNoSevereViolations();
  recordCoverage(expect.getState().testPath ?? '');
});
