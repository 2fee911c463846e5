import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A recorded provider answer of `test/fixtures/feeds/` (the tests run from the package's root). */
export const feedFixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/feeds', `${name}.json`), 'utf8'));
