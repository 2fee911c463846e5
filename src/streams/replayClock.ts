import { animationFrames, filter, map, type Observable, pairwise } from 'rxjs';

/**
 * A frame longer than this (a hidden tab, a debugger pause) counts as this long, so the replay does not leap
 * hours ahead when the page comes back.
 */
export const MAX_TICK_MS = 250;

/**
 * Wall-clock ms between consecutive frames, for `replay.tick`. The frame source is a parameter so tests push
 * timestamps through a Subject; the app uses the browser's animation frames.
 */
export function replayTicks$(
  frames$: Observable<{ timestamp: number }> = animationFrames(),
): Observable<number> {
  return frames$.pipe(
    pairwise(),
    map(([previous, current]) => Math.min(MAX_TICK_MS, current.timestamp - previous.timestamp)),
    filter((delta) => delta > 0),
  );
}
