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
   * The file, as the pieces its request's body came in (bodyPieces.ts), read and its rows checked against the
   * spec of the import of this kind. The pieces' memory moves to the thread, where they are joined: they are
   * no longer readable here.
   */
  read(pieces: Uint8Array[], kind: ImportKind): Promise<CheckedSheet>;
  close(): Promise<void>;
}

/**
 * The heap the thread may grow to: the largest file's rows and shared strings fit several times over. A file
 * that still exhausts it (a crafted one) is refused as too large, and the next file gets a fresh thread.
 */
const THREAD_HEAP_MB = 1024;

/** How many of a file's first bytes tell a workbook (a ZIP archive) from a CSV. */
const ZIP_MAGIC_BYTES = 4;

/**
 * A file's first `count` bytes, read across its pieces without joining them: a piece can be megabytes, and
 * joining even a few copied them on the event loop only to read four bytes.
 */
function firstBytes(pieces: readonly Uint8Array[], count: number): Uint8Array {
  const first = new Uint8Array(count);
  let at = 0;
  for (const piece of pieces) {
    if (at === count) break;
    const part = piece.subarray(0, count - at);
    first.set(part, at);
    at += part.length;
  }
  return first.subarray(0, at);
}

/** A piece that can move to the thread: one with memory of its own (as bodyPieces.ts makes them), or a copy. */
const ownMemory = (piece: Uint8Array): Uint8Array<ArrayBuffer> =>
  piece.byteOffset === 0 &&
  piece.byteLength === piece.buffer.byteLength &&
  piece.buffer instanceof ArrayBuffer
    ? (piece as Uint8Array<ArrayBuffer>)
    : new Uint8Array(piece);

function startWorker(): Promise<Worker> {
  return startWorkerEntry(import.meta.url, 'sheetWorker', {
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
}

export function sheetThread(): SheetThread {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const readOn = (thread: Worker, pieces: Uint8Array[], kind: ImportKind) =>
    new Promise<CheckedSheet>((resolve, reject) => {
      // Told before the pieces move, for a file too large for the thread's heap.
      const format = sheetFormatOf(firstBytes(pieces, ZIP_MAGIC_BYTES));
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
          ? settle(() => resolve({ ok: false, format, fault: 'tooLarge' }))
          : settle(() => reject(error));
      const onExit = (code: number) =>
        settle(() => reject(new Error(`the sheet thread stopped (exit code ${code})`)));
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      const moved = pieces.map(ownMemory);
      thread.postMessage(
        { pieces: moved, kind } satisfies SheetRequest,
        moved.map((piece) => piece.buffer),
      );
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
    read(pieces, kind) {
      const read = queue.then(async () => {
        if (closed) throw new Error('the app has closed: no file is read any more');
        worker ??= await start();
        const thread = worker;
        if (closed) {
          // Closed while the thread started: it ends with the app.
          await thread.terminate();
          throw new Error('the app has closed: no file is read any more');
        }
        return readOn(thread, pieces, kind);
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
