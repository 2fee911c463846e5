import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { runToEnd, type Sliced } from '../../src/domain/slicedWork';
import { inSlices$, runInSlices } from '../../src/streams/timeSlices';

/** Work of `steps` pauses, each after `msPerStep` of busy time; notes the task each step ran in. */
function* busyWork(steps: number, msPerStep: number, tasks: number[], task: () => number): Sliced<string> {
  for (let i = 0; i < steps; i++) {
    const until = performance.now() + msPerStep;
    while (performance.now() < until) {
      // Busy, as a slice of real work is.
    }
    tasks.push(task());
    yield;
  }
  return 'done';
}

describe('runInSlices', () => {
  it('runs the work in tasks of about the budget, the first at once, and answers in a task of its own', async () => {
    // A task is one synchronous run: its first step numbers it, and the microtask queued then ends it. (A
    // timer ticking between slices would miss tasks that run back to back on a busy machine.)
    let task = 0;
    let inTask = false;
    const taskNow = () => {
      if (!inTask) {
        inTask = true;
        task += 1;
        queueMicrotask(() => {
          inTask = false;
        });
      }
      return task;
    };
    const tasks: number[] = [];
    const answer = await new Promise<{ value: string; inTask: number }>((resolve) => {
      runInSlices(busyWork(12, 2, tasks, taskNow), (value) => resolve({ value, inTask: taskNow() }), 5);
      // The first slice ran before runInSlices returned.
      expect(tasks.length).toBeGreaterThan(0);
    });
    expect(answer.value).toBe('done');
    expect(tasks).toHaveLength(12);
    // Each slice holds two or three steps of 2 ms: the third ends past the budget of 5.
    const perTask = [...new Set(tasks)].map((t) => tasks.filter((x) => x === t).length);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(3);
    expect(new Set(tasks).size).toBeGreaterThanOrEqual(4);
    expect(answer.inTask).toBeGreaterThan(Math.max(...tasks));
  });

  it('stops at a cancel, and does not answer', async () => {
    const tasks: number[] = [];
    let answered = false;
    const cancel = runInSlices(
      busyWork(50, 2, tasks, () => 0),
      () => {
        answered = true;
      },
      1,
    );
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tasks.length).toBeLessThan(50);
    expect(answered).toBe(false);
  });

  it('runs to the end at once where the answer is needed now', () => {
    const tasks: number[] = [];
    expect(runToEnd(busyWork(3, 0, tasks, () => 7))).toBe('done');
    expect(tasks).toEqual([7, 7, 7]);
  });

  it('as a stream: the answer, or what the work threw, in a task after its last slice', async () => {
    const tasks: number[] = [];
    let answered = false;
    const answer = firstValueFrom(inSlices$(busyWork(3, 0, tasks, () => 1))).then((value) => {
      answered = true;
      return value;
    });
    // The first slice ran at subscription, the answer waits for a task of its own.
    expect(tasks).toEqual([1, 1, 1]);
    await Promise.resolve();
    expect(answered).toBe(false);
    expect(await answer).toBe('done');

    function* failing(): Sliced<string> {
      yield;
      throw new Error('bad vehicle');
    }
    await expect(firstValueFrom(inSlices$(failing()))).rejects.toThrow('bad vehicle');
  });
});
