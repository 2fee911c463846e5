import type { Worker } from 'node:worker_threads';
import type { ImportKind } from '../../src/domain/schemas/transfer';
import { startWorkerEntry } from '../workerEntry';
import { sheetFormatOf } from './readSheet';
import { type CheckedBatch, type CheckedSheet, checkedSheetOf } from './rowCheck';
import type { SheetReply, SheetRequest } from './sheetWorker';

/**
 * Where the server reads import files: a worker thread of its own, so that however long a file takes to
 * unpack and parse (seconds, for the largest the limits allow), the event loop goes on answering every other
 * request. Files are read one at a time, in the order they came: a burst of imports waits its turn rather than
 * taking every core. The thread starts with the first file and ends with the app.
 */
export interface SheetThread {
  /**
   * The file read and its rows checked against the spec of the import of this kind. The file's memory may move
   * to the thread (it is no longer readable here): the caller hands it over.
   */
  read(file: Uint8Array, kind: ImportKind): Promise<CheckedSheet>;
  close(): Promise<void>;
}

/**
 * The heap the thread may grow to: the largest file's rows and shared strings fit several times over. A file
 * that still exhausts it (a crafted one) is refused as too large, and the next file gets a fresh thread.
 */
const THREAD_HEAP_MB = 1024;

function startWorker(): Promise<Worker> {
  return startWorkerEntry(import.meta.url, 'sheetWorker', {
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
}

export function sheetThread(): SheetThread {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const readOn = (thread: Worker, file: Uint8Array, kind: ImportKind) =>
    new Promise<CheckedSheet>((resolve, reject) => {
      const batches: CheckedBatch[] = [];
      const settle = (outcome: () => void) => {
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
        outcome();
      };
      const onMessage = (reply: SheetReply) => {
        if ('batch' in reply) {
          batches.push(reply.batch);
          // The next batch after a turn of the event loop: one batch a task, other requests in between.
          setImmediate(() => thread.postMessage({ more: true } satisfies SheetRequest));
        } else if ('end' in reply) settle(() => resolve(checkedSheetOf(reply.end, batches)));
        else settle(() => reject(new Error(`the sheet thread failed: ${reply.failed}`)));
      };
      const onError = (error: Error & { code?: string }) =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? settle(() => resolve({ ok: false, format: sheetFormatOf(file), fault: 'tooLarge' }))
          : settle(() => reject(error));
      const onExit = (code: number) =>
        settle(() => reject(new Error(`the sheet thread stopped (exit code ${code})`)));
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      // Moved to the thread rather than copied (10 MB at most, copied in one go on this thread), when the file
      // has its memory to itself, as a request's body of that size has; a copy of its own otherwise.
      const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
      const moved = whole && file.buffer instanceof ArrayBuffer ? file : new Uint8Array(file);
      thread.postMessage({ file: moved, kind } satisfies SheetRequest, [moved.buffer as ArrayBuffer]);
    });

  const start = async () => {
    const thread = await startWorker();
    // An idle thread does not keep the process alive; a file being read has its request to do that.
    thread.unref();
    // A thread that stopped (out of memory, say) is replaced by the next read; its error went to the read.
    thread
      .on('error', () => {})
      .once('exit', () => {
        if (worker === thread) worker = null;
      });
    return thread;
  };

  return {
    read(file, kind) {
      const read = queue.then(async () => {
        if (closed) throw new Error('the app has closed: no file is read any more');
        worker ??= await start();
        const thread = worker;
        if (closed) {
          // Closed while the thread started: it ends with the app.
          await thread.terminate();
          throw new Error('the app has closed: no file is read any more');
        }
        return readOn(thread, file, kind);
      });
      queue = read.catch(() => {});
      return read;
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
