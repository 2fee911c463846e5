import { inNextTask } from '../../streams/timeSlices';

/**
 * Echarts charts are drawn one at a time, each in a task of its own, and only once their box comes within a
 * screen of the window: echarts lays out and measures each one, and eight charts drawn together (as the
 * dashboard's thumbnails were, before the app drew them itself) held a phone's main thread for over a second.
 */
const waiting: (() => void)[] = [];
let turnPending = false;

function nextTurn() {
  turnPending = false;
  waiting.shift()?.();
  if (waiting.length > 0) takeTurn();
}

function takeTurn() {
  if (turnPending) return;
  turnPending = true;
  inNextTask(nextTurn);
}

/** Runs `draw` in its own task after the charts already waiting; the answer cancels it if it has not run. */
export function drawInTurn(draw: () => void): () => void {
  const turn = () => draw();
  waiting.push(turn);
  takeTurn();
  return () => {
    const at = waiting.indexOf(turn);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** A screen's height beyond the window each way: a chart is drawn before the reader scrolls to it. */
const NEAR = '100% 0px';

/** Calls `near` once `element` comes within a screen of the window (at once where that cannot be watched). */
export function whenNear(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: NEAR },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
