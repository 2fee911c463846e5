import { useEffect } from 'react';
import type { ReplayPlayer } from './useReplayPlayer';

/** Arrow keys step by this share of the trip; with Shift, ten times as far. */
const STEP_SHARE = 0.01;

/** Controls that handle Space and the arrows themselves: the page must not act on those keys twice. */
const OWN_KEYS =
  'input, textarea, select, button, a, [role="slider"], [role="radio"], [role="option"], [contenteditable="true"]';

/**
 * Space plays or pauses, ←/→ seek back or forward, anywhere on the page except inside a control that uses
 * those keys itself (the timeline slider moves with the arrows on its own).
 */
export function useReplayKeys(player: ReplayPlayer) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      const snapshot = player.getSnapshot();
      if (event.key === ' ') {
        event.preventDefault();
        player.send({ type: snapshot.hasTag('playing') ? 'replay.pause' : 'replay.play' });
        return;
      }
      const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (direction === 0 || !snapshot.hasTag('seekable')) return;
      event.preventDefault();
      const { start, end, at } = snapshot.context;
      const step = (end - start) * STEP_SHARE * (event.shiftKey ? 10 : 1);
      player.send({ type: 'replay.seek', at: at + direction * step });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [player]);
}
