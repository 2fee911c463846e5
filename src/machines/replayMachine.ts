import { assertEvent, assign, setup } from 'xstate';

/**
 * The speeds a supervisor can pick, as trip time per wall-clock time: a minute, ten minutes, an hour or four
 * hours of the trip per second. A city leg plays well at the first, a week across India at the last.
 */
export const REPLAY_SPEEDS = [60, 600, 3_600, 14_400] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** A replay the supervisor starts should be over in about a minute or two, whatever the trip's length. */
export const WHOLE_TRIP_WALL_MS = 120_000;

/** The slowest speed that plays `spanMs` of trip within WHOLE_TRIP_WALL_MS, else the fastest. */
export function defaultReplaySpeed(spanMs: number): ReplaySpeed {
  return REPLAY_SPEEDS.find((speed) => spanMs / speed <= WHOLE_TRIP_WALL_MS) ?? REPLAY_SPEEDS.at(-1)!;
}

export interface ReplayContext {
  /** The track's span in ms since epoch; equal when there is a single fix. */
  start: number;
  end: number;
  /** The replay's current instant, always within [start, end]. */
  at: number;
  speed: ReplaySpeed;
}

export type ReplayEvent =
  | { type: 'replay.load'; start: number; end: number }
  | { type: 'replay.play' }
  | { type: 'replay.pause' }
  | { type: 'replay.seek'; at: number }
  | { type: 'replay.speed'; speed: ReplaySpeed }
  /** Wall-clock ms since the last tick; sent by the replay clock only while playing. */
  | { type: 'replay.tick'; deltaMs: number };

const clamp = (context: ReplayContext, at: number) => Math.min(context.end, Math.max(context.start, at));

/**
 * The replay player: pure, no timers. The clock (src/streams/replayClock.ts) sends `replay.tick` while the
 * UI sees the `playing` tag; loading the track is the screen's job, which sends `replay.load` with its span.
 */
export const replayMachine = setup({
  types: {
    context: {} as ReplayContext,
    events: {} as ReplayEvent,
  },
  guards: {
    atEnd: ({ context }) => context.at >= context.end,
    seekBeforeEnd: ({ context }, params: { at: number }) => clamp(context, params.at) < context.end,
    loadExtendsPast: ({ context }, params: { end: number }) => params.end > context.at,
  },
  actions: {
    // The first span sets the pace; later ones (a growing track) keep the supervisor's choice.
    load: assign(({ event }) => {
      assertEvent(event, 'replay.load');
      const end = Math.max(event.start, event.end);
      return { start: event.start, end, at: event.start, speed: defaultReplaySpeed(end - event.start) };
    }),
    // A running trip's track grows while it is watched: take the new span, keep the replay where it was.
    reload: assign(({ context, event }) => {
      assertEvent(event, 'replay.load');
      const end = Math.max(event.start, event.end);
      return { start: event.start, end, at: Math.min(end, Math.max(event.start, context.at)) };
    }),
    seek: assign({
      at: ({ context, event }) => {
        assertEvent(event, 'replay.seek');
        return clamp(context, event.at);
      },
    }),
    advance: assign({
      at: ({ context, event }) => {
        assertEvent(event, 'replay.tick');
        return clamp(context, context.at + Math.max(0, event.deltaMs) * context.speed);
      },
    }),
    rewind: assign({ at: ({ context }) => context.start }),
    setSpeed: assign({
      speed: ({ event }) => {
        assertEvent(event, 'replay.speed');
        return event.speed;
      },
    }),
  },
}).createMachine({
  id: 'replay',
  context: { start: 0, end: 0, at: 0, speed: REPLAY_SPEEDS[0] },
  initial: 'loading',
  on: { 'replay.speed': { actions: 'setSpeed' } },
  states: {
    loading: {
      tags: ['loading'],
      on: { 'replay.load': { target: 'ready', actions: 'load' } },
    },
    ready: {
      tags: ['seekable'],
      initial: 'paused',
      always: { guard: 'atEnd', target: 'ended' },
      on: {
        'replay.seek': { actions: 'seek' },
        'replay.load': { actions: 'reload' },
      },
      states: {
        paused: {
          tags: ['paused'],
          on: { 'replay.play': 'playing' },
        },
        playing: {
          tags: ['playing'],
          on: {
            'replay.pause': 'paused',
            'replay.tick': { actions: 'advance' },
          },
        },
      },
    },
    ended: {
      tags: ['seekable', 'ended'],
      on: {
        'replay.play': { target: 'ready.playing', actions: 'rewind' },
        'replay.seek': {
          guard: { type: 'seekBeforeEnd', params: ({ event }) => ({ at: event.at }) },
          target: 'ready.paused',
          actions: 'seek',
        },
        'replay.load': {
          guard: { type: 'loadExtendsPast', params: ({ event }) => ({ end: event.end }) },
          target: 'ready.paused',
          actions: 'reload',
        },
      },
    },
  },
});
