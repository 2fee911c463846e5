import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, Vitest } from 'vitest/node';

/**
 * Keeps a run's unhandled errors (a rejection after a test ended, an error in a worker) beside its JSON
 * report, as `<report>.unhandled.json`, for the closing line (scripts/testTotals.mjs). They fail the run
 * although every test passed, and vitest's JSON report does not hold them: without this, a long log's one
 * "Unhandled Errors" block is the only trace of why the run failed.
 */
export default class UnhandledErrors implements Reporter {
  private reportFile: string | undefined;

  onInit(vitest: Vitest) {
    const output = vitest.config.outputFile;
    this.reportFile = typeof output === 'object' ? output.json : undefined;
  }

  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<SerializedError>) {
    if (!this.reportFile || errors.length === 0) return;
    const described = errors.map((error) => ({
      // vitest marks the file (and test) an error came from, when it knows.
      origin: [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(' > ') || undefined,
      message: `${error.name ?? 'Error'}: ${error.message ?? ''}`,
      stack: (error.stack ?? '').split('\n').slice(1, 8).join('\n'),
    }));
    writeFileSync(this.reportFile.replace(/\.json$/, '.unhandled.json'), JSON.stringify(described, null, 2));
  }
}
