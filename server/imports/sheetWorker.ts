import '../i18n/englishSchemas';
import { parentPort } from 'node:worker_threads';
import { IMPORT_SPECS } from '../../src/domain/imports/importSpecs';
import type { ImportKind } from '../../src/domain/schemas/transfer';
import { type CheckedBatch, type CheckedEnd, checkSheetRows } from './rowCheck';

/**
 * The sheet thread's entry point (sheetThread.ts starts it; the production build bundles it as
 * dist/server/sheetWorker.js): reads each file it is sent, as the pieces its upload came in, joined here,
 * one at a time, checks its rows against the
 * import's spec as they are read (rowCheck.ts), and answers them in batches, then how the file ended.
 *
 * A batch goes out only once the server's thread asked for it (`{ more: true }`, sent after it took the batch
 * before): read at full speed, a file's batches would otherwise queue up on the server's thread and be taken
 * in one task (Node hands a port's waiting messages over together), holding its event loop for as long as
 * all of them take to copy in. Batches read ahead wait here, on this thread's heap.
 */

export type SheetReply = { batch: CheckedBatch } | { end: CheckedEnd } | { failed: string };
export type SheetRequest = { pieces: Uint8Array[]; kind: ImportKind } | { more: true };

const port = parentPort;
if (!port) throw new Error('sheetWorker.ts runs as a worker thread, started by sheetThread.ts');

const waiting: SheetReply[] = [];
/** Whether the server's thread waits for the next reply. */
let asked = false;

const sendNext = () => {
  const next = waiting.shift();
  if (!next) return;
  asked = false;
  port.postMessage(next);
};
const reply = (message: SheetReply) => {
  waiting.push(message);
  if (asked) sendNext();
};

port.on('message', async (request: SheetRequest) => {
  if ('more' in request) {
    asked = true;
    sendNext();
    return;
  }
  // The first reply of a file is asked for by the file itself.
  waiting.length = 0;
  asked = true;
  try {
    reply({
      end: await checkSheetRows(Buffer.concat(request.pieces), IMPORT_SPECS[request.kind], (batch) =>
        reply({ batch }),
      ),
    });
  } catch (error) {
    reply({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
