import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  defaultReplaySpeed,
  REPLAY_SPEEDS,
  replayMachine,
  WHOLE_TRIP_WALL_MS,
} from '../../src/machines/replayMachine';

const START = Date.parse('2026-03-01T04:00:00Z');
const END = START + 10 * 3_600_000;

const loaded = () => {
  const actor = createActor(replayMachine).start();
  actor.send({ type: 'replay.load', start: START, end: END });
  return actor;
};

describe('replayMachine', () => {
  it('starts paused at the first fix once the track is loaded', () => {
    const actor = loaded();
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(actor.getSnapshot().context.at).toBe(START);
  });

  it.each(REPLAY_SPEEDS)(
    'at %i trip ms per ms, a one-second tick moves that many seconds of trip',
    (speed) => {
      const actor = loaded();
      actor.send({ type: 'replay.speed', speed });
      actor.send({ type: 'replay.play' });
      actor.send({ type: 'replay.tick', deltaMs: 1000 });
      expect(actor.getSnapshot().context.at).toBe(Math.min(END, START + 1000 * speed));
    },
  );

  it('changing speed mid-play applies to the next tick only', () => {
    const actor = loaded();
    actor.send({ type: 'replay.speed', speed: 60 });
    actor.send({ type: 'replay.play' });
    actor.send({ type: 'replay.tick', deltaMs: 500 });
    actor.send({ type: 'replay.speed', speed: 600 });
    actor.send({ type: 'replay.tick', deltaMs: 500 });
    expect(actor.getSnapshot().context.at).toBe(START + 500 * (60 + 600));
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
  });

  it('paces a new track to play whole in about two minutes: 10 h at 10 min per s', () => {
    const actor = loaded();
    expect(actor.getSnapshot().context.speed).toBe(600);
    expect((END - START) / 600).toBeLessThanOrEqual(WHOLE_TRIP_WALL_MS);
  });

  it("keeps the chosen speed when a running trip's track grows", () => {
    const actor = loaded();
    actor.send({ type: 'replay.speed', speed: 60 });
    actor.send({ type: 'replay.load', start: START, end: END + 3 * 86_400_000 });
    expect(actor.getSnapshot().context.speed).toBe(60);
  });

  it('ignores ticks while paused and clamps seeks to the track', () => {
    const actor = loaded();
    actor.send({ type: 'replay.tick', deltaMs: 1000 });
    expect(actor.getSnapshot().context.at).toBe(START);
    actor.send({ type: 'replay.seek', at: START - 5_000 });
    expect(actor.getSnapshot().context.at).toBe(START);
  });

  it('ends at the last fix and plays again from the start', () => {
    const actor = loaded();
    actor.send({ type: 'replay.play' });
    actor.send({ type: 'replay.tick', deltaMs: 10_000_000 });
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
    expect(actor.getSnapshot().context.at).toBe(END);
    actor.send({ type: 'replay.play' });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    expect(actor.getSnapshot().context.at).toBe(START);
  });

  it('a single fix is over as soon as it loads', () => {
    const actor = createActor(replayMachine).start();
    actor.send({ type: 'replay.load', start: START, end: START });
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
  });

  it('a reload keeps the place, and a longer track resumes an ended replay', () => {
    const actor = loaded();
    actor.send({ type: 'replay.seek', at: START + 3_600_000 });
    actor.send({ type: 'replay.load', start: START, end: END + 3_600_000 });
    expect(actor.getSnapshot().context.at).toBe(START + 3_600_000);
    actor.send({ type: 'replay.seek', at: END + 3_600_000 });
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
    actor.send({ type: 'replay.load', start: START, end: END + 7_200_000 });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(actor.getSnapshot().context.at).toBe(END + 3_600_000);
  });
});

describe('defaultReplaySpeed', () => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  it.each([
    [90 * MINUTE, 60],
    [2 * HOUR, 60],
    [2 * HOUR + MINUTE, 600],
    [20 * HOUR, 600],
    [3 * 24 * HOUR, 3_600],
    [9 * 24 * HOUR, 14_400],
    [40 * 24 * HOUR, 14_400],
    [0, 60],
  ])('a trip of %i ms plays at %i trip ms per ms', (span, speed) => {
    expect(defaultReplaySpeed(span)).toBe(speed);
  });

  it('plays every trip up to a fortnight whole within about two minutes', () => {
    for (let hours = 1; hours <= 14 * 24; hours++)
      expect((hours * HOUR) / defaultReplaySpeed(hours * HOUR)).toBeLessThanOrEqual(WHOLE_TRIP_WALL_MS);
  });
});
