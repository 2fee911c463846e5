import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: ages and countdowns tick without any new data. The tick is a
 * transition: it renders every row of a board at once, and as an ordinary update React would do that in one
 * task, not in slices it can pause for input.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
