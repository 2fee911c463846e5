import { beforeEach, describe, expect, it, vi } from 'vitest';

const opened: { token: string; disconnect: ReturnType<typeof vi.fn> }[] = [];
vi.mock('../../src/api/trackingSocket', () => ({
  openTrackingSocket: (getToken: () => string) => {
    const socket = { token: getToken(), disconnect: vi.fn() };
    opened.push(socket);
    return socket;
  },
}));

const { acquireSharedSocket } = await import('../../src/api/sharedSocket');

describe('shared socket', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('opens one connection for every screen of a session and closes it with the last', () => {
    const a = acquireSharedSocket('t1');
    const b = acquireSharedSocket('t1');
    expect(opened).toHaveLength(1);
    expect(a.socket).toBe(b.socket);
    a.release();
    a.release(); // a second release of the same hold changes nothing
    expect(opened[0]?.disconnect).not.toHaveBeenCalled();
    b.release();
    expect(opened[0]?.disconnect).toHaveBeenCalledTimes(1);
  });

  it('replaces the connection when the session changes', () => {
    const a = acquireSharedSocket('t1');
    const b = acquireSharedSocket('t2');
    expect(opened.map((s) => s.token)).toEqual(['t1', 't2']);
    expect(opened[0]?.disconnect).toHaveBeenCalledTimes(1);
    a.release();
    expect(opened[0]?.disconnect).toHaveBeenCalledTimes(1);
    expect(opened[1]?.disconnect).not.toHaveBeenCalled();
    b.release();
    expect(opened[1]?.disconnect).toHaveBeenCalledTimes(1);
  });
});
