import { createMachine } from 'xstate';

/**
 * The replay player as a supervisor meets it: the track arrives, then play, pause, scrub, change speed and
 * let the clock run out. `restarted` is playing again from the start after the end.
 */
const scrub = { 'seek.middle': 'paused', 'seek.end': 'ended' } as const;

export const replayModel = createMachine({
  id: 'replayModel',
  initial: 'loading',
  states: {
    loading: { on: { 'track.loaded': 'paused' } },
    paused: { on: { ...scrub, play: 'playing', 'speed.change': 'paused' } },
    playing: {
      on: {
        pause: 'paused',
        'clock.tick': 'playing',
        'clock.runsOut': 'ended',
        'seek.middle': 'playing',
        'seek.end': 'ended',
        'speed.change': 'playing',
      },
    },
    ended: { on: { play: 'restarted', 'seek.middle': 'paused', 'seek.end': 'ended' } },
    restarted: { on: { pause: 'paused', 'clock.tick': 'playing', 'seek.end': 'ended' } },
  },
});
