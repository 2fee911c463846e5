import { parentPort } from 'node:worker_threads';
import { readSheetRows, type SheetEnd } from './readSheet';
import type { SheetRow } from './sheetRows';

/**
 * The sheet thread's entry point (sheetThread.ts starts it; the production build bundles it as
 * dist/server/sheetWorker.js): reads each file it is sent, one at a time, and answers its rows in batches as
 * they are read, then how the reading ended.
 */

export type SheetReply = { rows: SheetRow[] } | { end: SheetEnd } | { failed: string };

const port = parentPort;
if (!port) throw new Error('sheetWorker.ts runs as a worker thread, started by sheetThread.ts');

port.on('message', async ({ file }: { file: Uint8Array }) => {
  const reply = (message: SheetReply) => port.postMessage(message);
  try {
    reply({ end: await readSheetRows(file, (rows) => reply({ rows })) });
  } catch (error) {
    reply({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
