import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/views/components/afterNextPaint';

beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  }),
);
afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not in the frame callback', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('is called off before the frame and after it', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const callOff = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    callOff();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
