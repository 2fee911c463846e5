import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOpenedAfterPaint } from '../../src/views/components/useOpenedAfterPaint';

afterEach(cleanup);

/** A frame painted and the task after it run, as `afterNextPaint` waits for. */
const afterPaint = () => act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 5))));

describe('useOpenedAfterPaint', () => {
  it('opens after the frame of the tap that asked, and closes at once', async () => {
    const { result, rerender } = renderHook(({ wanted }) => useOpenedAfterPaint(wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBe(false);

    rerender({ wanted: true });
    expect(result.current).toBe(false);
    await afterPaint();
    expect(result.current).toBe(true);

    rerender({ wanted: false });
    expect(result.current).toBe(false);
  });

  it('does not open when the ask is called off before the frame', async () => {
    const { result, rerender } = renderHook(({ wanted }) => useOpenedAfterPaint(wanted), {
      initialProps: { wanted: false },
    });
    rerender({ wanted: true });
    rerender({ wanted: false });
    await afterPaint();
    expect(result.current).toBe(false);
  });
});
