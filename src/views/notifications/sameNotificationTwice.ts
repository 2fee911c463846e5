import type { LiveNotification } from './liveNotification';

export type LiveChannel = 'socket' | 'push';

/** How long a copy on one channel waits for its twin on the other (a push may lag the socket by seconds). */
const TWIN_WINDOW_MS = 30_000;

const keyOf = (n: LiveNotification) =>
  [n.topic ?? '', n.kind, n.refId ?? '', n.direction ?? '', n.title, n.body].join('\u0000');

/**
 * The socket and push usually both deliver a notification to an open app. Two bids on one request read
 * the same, so sameness cannot go by content alone: a copy is the twin of one that came on the *other*
 * channel, not yet paired, within the window. Each copy is paired at most once, so three bids by socket
 * and their three pushes stay three.
 */
export class SameNotificationTwice {
  private readonly unpaired: Record<LiveChannel, Map<string, number[]>> = {
    socket: new Map(),
    push: new Map(),
  };

  /** True when this arrival is the twin of one already let through (drop it); else remembers it. */
  isTwin(n: LiveNotification, channel: LiveChannel, now: number): boolean {
    const key = keyOf(n);
    const other = this.unpaired[channel === 'socket' ? 'push' : 'socket'];
    const waiting = (other.get(key) ?? []).filter((at) => now - at <= TWIN_WINDOW_MS);
    if (waiting.length > 0) {
      other.set(key, waiting.slice(1));
      return true;
    }
    other.delete(key);
    const own = this.unpaired[channel];
    own.set(key, [...(own.get(key) ?? []).filter((at) => now - at <= TWIN_WINDOW_MS), now]);
    return false;
  }
}
