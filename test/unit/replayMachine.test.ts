import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { REPLAY_SPEEDS, replayMachine, TRIP_MS_PER_WALL_MS } from '../../src/machines/replayMachine';

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

  it.each(REPLAY_SPEEDS)('at %i× a one-second tick moves the speed × base rate', (speed) => {
    const actor = loaded();
    actor.send({ type: 'replay.speed', speed });
    actor.send({ type: 'replay.play' });
    actor.send({ type: 'replay.tick', deltaMs: 1000 });
    expect(actor.getSnapshot().context.at).toBe(START + 1000 * speed * TRIP_MS_PER_WALL_MS);
  });

  it('changing speed mid-play applies to the next tick only', () => {
    const actor = loaded();
    actor.send({ type: 'replay.speed', speed: 1 });
    actor.send({ type: 'replay.play' });
    actor.send({ type: 'replay.tick', deltaMs: 500 });
    actor.send({ type: 'replay.speed', speed: 32 });
    actor.send({ type: 'replay.tick', deltaMs: 500 });
    expect(actor.getSnapshot().context.at).toBe(START + 500 * TRIP_MS_PER_WALL_MS * (1 + 32));
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
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
