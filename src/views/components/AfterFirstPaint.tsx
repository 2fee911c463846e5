import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * A dialog's body, drawn once the dialog's first frame is on the screen. A Mantine modal mounts its content in
 * the frame after the tap that opens it, and a form of a dozen inputs took that frame a third of a second on a
 * mid-range phone: the tap seemed ignored. The frame now paints at once (fading in from transparent, so the
 * empty body does not show) and the form follows in the next task. The same for any heavy part a tap brings
 * into a page, such as a card's editor.
 *
 * The modal's focus trap looks for [data-autofocus] as it opens, before the body is there; the body's own
 * choice is given the focus when it comes.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  // After a paint whether the dialog mounted in a frame callback (Mantine's transition) or in the tap's own
  // task (reduced motion).
  useEffect(() => afterNextPaint(() => setShown(true)), []);

  useLayoutEffect(() => {
    if (shown) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }, [shown]);

  return shown ? <div ref={body}>{children}</div> : null;
}
