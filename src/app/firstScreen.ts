import { type ReactNode, useEffect, useState } from 'react';

/**
 * The moment the app's first screen is on screen (RouterView's screen, its chunk and texts in, committed): what
 * the first screen does not draw (the offline notice, the sockets' watch) is fetched after it, not beside its own
 * chunks, which on a slow line it would hold back. Once in a page's life, as the page's load is.
 */
let markShown: () => void = () => undefined;
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Rendered beside the screen, inside its Suspense boundary: its effect runs once the screen has committed. */
export function FirstScreenMark() {
  useEffect(() => markShown(), []);
  return null;
}

/**
 * What is rendered only once the first screen is shown. The state lives here, not in whoever renders this: set
 * at the app's root, it re-rendered the whole app (the screen, its rows) in one task that could not yield, a
 * third of a second on a phone, to add one small component.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }): ReactNode {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void firstScreenShown.then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, []);
  return shown ? children : null;
}
