import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * A dialog's `opened`, true only once the frame of the tap that asked for it has painted; false at once. A
 * Mantine modal builds its frame (overlay, focus trap, header) in a `flushSync` at the next animation frame,
 * transparent at first: that frame showed nothing new yet cost a phone 30 to 70 ms before the tap was answered.
 * The tap's own frame now paints first and the dialog fades in from the one after, as before; its body follows
 * a frame later still (`AfterFirstPaint`).
 */
export function useOpenedAfterPaint(wanted: boolean): boolean {
  const [opened, setOpened] = useState(wanted);
  useEffect(() => {
    if (!wanted) return setOpened(false);
    return afterNextPaint(() => setOpened(true));
  }, [wanted]);
  return wanted && opened;
}
