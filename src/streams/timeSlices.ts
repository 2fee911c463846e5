/**
 * Work over a whole fleet, written as a generator that yields wherever it may pause (every few hundred
 * vehicles): run to its end at once where its answer is needed now (a new filter), or across tasks of a few
 * milliseconds each where it is not (the board's refresh), so socket messages, frames and input go between.
 * A task over 50 ms is a long task: the page does not answer for as long.
 */
export type Sliced<T> = Generator<void, T, void>;

/** A slice's budget: two slices and a frame's own work fit in one frame. */
export const SLICE_BUDGET_MS = 8;

/** How many items a loop handles between two pauses: far under a millisecond of work on a slow phone. */
export const ITEMS_PER_PAUSE = 512;

export function runToEnd<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Runs `task` in a task of its own, after what is already queued (a message, not a timer: no 4 ms clamp). */
function inNextTask(task: () => void) {
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
