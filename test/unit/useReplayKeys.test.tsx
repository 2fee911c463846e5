import { act, cleanup, renderHook } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { replayMachine } from '../../src/machines/replayMachine';
import { useReplayKeys } from '../../src/views/tracking/replay/useReplayKeys';

const START = Date.parse('2026-03-01T04:00:00Z');
const END = START + 100 * 60_000;

const press = (key: string, target: EventTarget = document.body, shiftKey = false) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  });

const setup = () => {
  const { result } = renderHook(() => {
    const player = useActorRef(replayMachine);
    useReplayKeys(player);
    return player;
  });
  const player = result.current;
  act(() => player.send({ type: 'replay.load', start: START, end: END }));
  return player;
};

// Each test's listener must go with it: a stale one would take the keys first.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useReplayKeys', () => {
  it('Space plays and pauses', () => {
    const player = setup();
    press(' ');
    expect(player.getSnapshot().hasTag('playing')).toBe(true);
    press(' ');
    expect(player.getSnapshot().hasTag('paused')).toBe(true);
  });

  it('arrows step 1 % of the trip, 10 % with Shift, never past its ends', () => {
    const player = setup();
    press('ArrowRight');
    expect(player.getSnapshot().context.at).toBe(START + 60_000);
    press('ArrowRight', document.body, true);
    expect(player.getSnapshot().context.at).toBe(START + 11 * 60_000);
    press('ArrowLeft', document.body, true);
    press('ArrowLeft', document.body, true);
    expect(player.getSnapshot().context.at).toBe(START);
  });

  it('leaves the keys to a control that uses them itself', () => {
    const player = setup();
    const input = document.createElement('input');
    document.body.append(input);
    press(' ', input);
    press('ArrowRight', input);
    expect(player.getSnapshot().hasTag('paused')).toBe(true);
    expect(player.getSnapshot().context.at).toBe(START);
  });
});
