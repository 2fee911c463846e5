import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { replayMachine } from '../../src/machines/replayMachine';
import { replayModel } from './replay.model';

const START = Date.parse('2026-03-01T04:00:00Z');
/** A two-hour trip. */
const END = START + 2 * 3_600_000;
const MIDDLE = START + 3_600_000;

describe('replay player (model-based)', () => {
  const model = createTestModel(replayModel);
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const actor = createActor(replayMachine).start();
      const snap = () => actor.getSnapshot();
      let atBeforeTick = START;
      await path.test({
        states: {
          loading: () => {
            expect(snap().hasTag('loading')).toBe(true);
            expect(snap().can({ type: 'replay.play' })).toBe(false);
          },
          paused: () => {
            expect(snap().hasTag('paused')).toBe(true);
            expect(snap().hasTag('seekable')).toBe(true);
            expect(snap().can({ type: 'replay.play' })).toBe(true);
            expect(snap().context.at).toBeLessThan(END);
          },
          playing: () => {
            expect(snap().hasTag('playing')).toBe(true);
            expect(snap().can({ type: 'replay.pause' })).toBe(true);
            expect(snap().context.at).toBeGreaterThanOrEqual(atBeforeTick);
            expect(snap().context.at).toBeLessThan(END);
          },
          ended: () => {
            expect(snap().hasTag('ended')).toBe(true);
            expect(snap().hasTag('playing')).toBe(false);
            expect(snap().context.at).toBe(END);
          },
          restarted: () => {
            expect(snap().hasTag('playing')).toBe(true);
            expect(snap().context.at).toBe(START);
          },
        },
        events: {
          'track.loaded': () => actor.send({ type: 'replay.load', start: START, end: END }),
          play: () => actor.send({ type: 'replay.play' }),
          pause: () => actor.send({ type: 'replay.pause' }),
          'clock.tick': () => {
            atBeforeTick = snap().context.at;
            actor.send({ type: 'replay.tick', deltaMs: 16 });
          },
          'clock.runsOut': () => actor.send({ type: 'replay.tick', deltaMs: END - START }),
          'seek.middle': () => actor.send({ type: 'replay.seek', at: MIDDLE }),
          'seek.end': () => actor.send({ type: 'replay.seek', at: END + 60_000 }),
          'speed.change': () => actor.send({ type: 'replay.speed', speed: 14_400 }),
        },
      });
    });
  }

  it('advances by wall-clock time × speed (trip time per wall-clock time)', () => {
    const actor = createActor(replayMachine).start();
    actor.send({ type: 'replay.load', start: START, end: END });
    actor.send({ type: 'replay.speed', speed: 600 });
    actor.send({ type: 'replay.play' });
    actor.send({ type: 'replay.tick', deltaMs: 100 });
    expect(actor.getSnapshot().context.at).toBe(START + 100 * 600);
  });
});
