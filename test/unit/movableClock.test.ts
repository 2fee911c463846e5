import { describe, expect, it } from 'vitest';
import { MovableClock } from '../../server/movableClock';

const HOUR = 3_600_000;

describe('a movable clock', () => {
  it('reads real time until moved, then real time plus every move', async () => {
    const clock = new MovableClock();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    const moved = await clock.advance(2 * HOUR);
    expect(Math.abs(moved.getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(50);
    await clock.advance(HOUR);
    expect(Math.abs(clock.now().getTime() - (Date.now() + 3 * HOUR))).toBeLessThan(50);
    await expect(clock.advance(-1)).rejects.toThrow(/forward only/);
  });

  it('runs every sweep once per move, in the order they started, at the new time, and waits for them', async () => {
    const clock = new MovableClock();
    const seen: string[] = [];
    const sweep = (name: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`${name}@${Math.round((clock.now().getTime() - Date.now()) / HOUR)}h`);
    };
    clock.every(60_000, sweep('windows'));
    const webhooks = clock.every(5_000, sweep('webhooks'));
    // On its own, a sweep never runs: only a move runs it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    await clock.advance(HOUR);
    expect(seen).toEqual(['windows@1h', 'webhooks@1h']);
    await webhooks.stop();
    await clock.advance(HOUR);
    expect(seen).toEqual(['windows@1h', 'webhooks@1h', 'windows@2h']);
  });

  it('lets a pass under way finish, then runs a fresh one that reads the moved time', async () => {
    const clock = new MovableClock();
    const reads: number[] = [];
    let release: () => void = () => {};
    let first = true;
    clock.every(1_000, async () => {
      reads.push(Math.round((clock.now().getTime() - Date.now()) / HOUR));
      if (first) {
        first = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
    });
    const under = clock.advance(0);
    const moved = clock.advance(HOUR);
    release();
    await Promise.all([under, moved]);
    expect(reads).toEqual([0, 1]);
  });
});
