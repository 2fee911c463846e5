import { Observable } from 'rxjs';
import type { Sliced } from '../domain/slicedWork';

/**
 * The browser's side of sliced work (`src/domain/slicedWork.ts`): a long task is a page that does not answer,
 * so work over a whole fleet runs here in tasks of a few milliseconds, with socket messages, frames and input
 * between. A task over 50 ms is a long task.
 */

/** A slice's budget: two slices and a frame's own work fit in one frame. */
export const SLICE_BUDGET_MS = 8;

/** Runs `task` in a task of its own, after what is already queued (a message, not a timer: no 4 ms clamp). */
export function inNextTask(task: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs `work` in slices of about `budgetMs`, the first one now (work that reads live state takes what it reads
 * in that first slice), and hands its answer to `onDone` in a task of its own, so what takes it (a React render)
 * starts with a task's whole budget. Returns a cancel: a cancelled work is not resumed and `onDone` not called.
 */
export function runInSlices<T>(
  work: Sliced<T>,
  onDone: (result: T) => void,
  budgetMs = SLICE_BUDGET_MS,
): () => void {
  let cancelled = false;
  const slice = () => {
    if (cancelled) return;
    const until = performance.now() + budgetMs;
    for (;;) {
      const step = work.next();
      if (step.done) {
        inNextTask(() => {
          if (!cancelled) onDone(step.value);
        });
        return;
      }
      if (performance.now() >= until) {
        inNextTask(slice);
        return;
      }
    }
  };
  slice();
  return () => {
    cancelled = true;
  };
}

/**
 * runInSlices as a stream of one value, handed on in a task of its own: what the work throws is the stream's
 * error, and unsubscribing cancels the work. For work a stream waits on, such as the board's snapshot decoded
 * and checked before the fleet takes it.
 */
export const inSlices$ = <T>(work: Sliced<T>): Observable<T> =>
  new Observable<T>((subscriber) => {
    let failure: { error: unknown } | null = null;
    function* guarded(): Sliced<T | undefined> {
      try {
        return yield* work;
      } catch (error) {
        failure = { error };
        return undefined;
      }
    }
    return runInSlices(guarded(), (value) => {
      if (failure) return subscriber.error(failure.error);
      subscriber.next(value as T);
      subscriber.complete();
    });
  });
