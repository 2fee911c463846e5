import { Subject, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { latestPerKeyPerFrame } from '../../src/streams/frameBatcher';

interface Update {
  id: string;
  seq: number;
}

const setup = () => {
  const frames = new VirtualTimeScheduler();
  const source = new Subject<Update>();
  const flushed: Update[][] = [];
  const subscription = source
    .pipe(
      latestPerKeyPerFrame(
        (u: Update) => u.id,
        (a, b) => a.seq > b.seq,
        frames,
      ),
    )
    .subscribe((batch) => flushed.push(batch));
  return { frames, source, flushed, subscription };
};

describe('latestPerKeyPerFrame', () => {
  it('emits nothing until the frame, then the newest per key once', () => {
    const { frames, source, flushed } = setup();
    source.next({ id: 'a', seq: 1 });
    source.next({ id: 'b', seq: 2 });
    source.next({ id: 'a', seq: 4 });
    source.next({ id: 'a', seq: 3 });
    expect(flushed).toEqual([]);
    frames.flush();
    expect(flushed).toEqual([
      [
        { id: 'a', seq: 4 },
        { id: 'b', seq: 2 },
      ],
    ]);
  });

  it('starts a new batch after each frame and emits no empty frames', () => {
    const { frames, source, flushed } = setup();
    source.next({ id: 'a', seq: 1 });
    frames.flush();
    frames.flush();
    source.next({ id: 'a', seq: 2 });
    frames.flush();
    expect(flushed).toEqual([[{ id: 'a', seq: 1 }], [{ id: 'a', seq: 2 }]]);
  });

  it('flushes what is pending when the source completes, and cancels the frame when unsubscribed', () => {
    const first = setup();
    first.source.next({ id: 'a', seq: 1 });
    first.source.complete();
    expect(first.flushed).toEqual([[{ id: 'a', seq: 1 }]]);

    const second = setup();
    second.source.next({ id: 'a', seq: 1 });
    second.subscription.unsubscribe();
    second.frames.flush();
    expect(second.flushed).toEqual([]);
  });
});
