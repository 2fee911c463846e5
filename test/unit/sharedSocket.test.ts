import { beforeEach, describe, expect, it, vi } from 'vitest';

const opened: { token: string; disconnect: ReturnType<typeof vi.fn> }[] = [];
// The app socket as socket.io's `io()` would open it; nothing connects.
vi.mock('socket.io-client', () => ({
  io: (options: { auth: (send: (auth: { token: string }) => void) => void }) => {
    let token = '';
    options.auth((auth) => {
      token = auth.token;
    });
    const socket = { token, connected: false, disconnect: vi.fn(), on: vi.fn(), off: vi.fn() };
    opened.push(socket);
    return socket;
  },
}));

const { acquireAppSocket } = await import('../../src/streams/appSocket');

describe('the session socket', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('opens one connection for every screen of a session and closes it with the last', () => {
    const a = acquireAppSocket('t1');
    const b = acquireAppSocket('t1');
    expect(opened).toHaveLength(1);
    expect(a.socket).toBe(b.socket);
    a.release();
    a.release(); // a second release of the same hold changes nothing
    expect(opened[0]?.disconnect).not.toHaveBeenCalled();
    b.release();
    expect(opened[0]?.disconnect).toHaveBeenCalledTimes(1);
  });

  it('replaces the connection when the session changes', () => {
    const a = acquireAppSocket('t1');
    const b = acquireAppSocket('t2');
    expect(opened.map((s) => s.token)).toEqual(['t1', 't2']);
    expect(opened[0]?.disconnect).toHaveBeenCalledTimes(1);
    a.release();
    expect(opened[0]?.disconnect).toHaveBeenCalledTimes(1);
    expect(opened[1]?.disconnect).not.toHaveBeenCalled();
    b.release();
    expect(opened[1]?.disconnect).toHaveBeenCalledTimes(1);
  });
});
