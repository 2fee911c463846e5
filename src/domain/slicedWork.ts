/**
 * Work over a whole fleet, written as a generator that yields wherever it may pause (every few hundred
 * vehicles): run to its end at once where its answer is needed now (a new filter, a server's export), or across
 * tasks of a few milliseconds each where it is not (the board's refresh, `src/streams/timeSlices.ts`), so socket
 * messages, frames and input go between. Pure, so the server runs the same work to its end.
 */
export type Sliced<T> = Generator<void, T, void>;

/** How many items a loop handles between two pauses: far under a millisecond of work on a slow phone. */
export const ITEMS_PER_PAUSE = 512;

export function runToEnd<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
