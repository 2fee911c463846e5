import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A data folder of its own holding the demo seed as it was before the browser suite's first test, for a file
 * whose server must differ from the shared one (a simulator on, a clock moved by months): a copy takes a
 * fraction of a second where seeding again takes the better part of a minute.
 */
export function seededDataCopy(name: string): { dataDir: string; remove(): void } {
  const dataDir = mkdtempSync(join(tmpdir(), `freightdesk-${name}-`));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
