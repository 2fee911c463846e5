import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MAX_TICK_MS, replayTicks$ } from '../../src/streams/replayClock';

describe('replayTicks$', () => {
  it('emits the wall-clock ms between frames, capping long gaps', () => {
    const frames = new Subject<{ timestamp: number }>();
    const ticks: number[] = [];
    replayTicks$(frames).subscribe((delta) => ticks.push(delta));
    for (const timestamp of [1000, 1016, 1033, 1033, 6000]) frames.next({ timestamp });
    expect(ticks).toEqual([16, 17, MAX_TICK_MS]);
  });
});
