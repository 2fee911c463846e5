import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API, where the browser has it): a phone that sleeps
 * stops the page's geolocation. The browser lets the lock go whenever the page is hidden, so it is taken again
 * each time the page comes back. Answers whether the screen is being kept on.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const take = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          await lock.release();
          return;
        }
        setHeld(true);
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, no user gesture yet): the page still works, the screen may sleep.
        setHeld(false);
      }
    };
    void take();
    document.addEventListener('visibilitychange', take);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, [active]);
  return held;
}
