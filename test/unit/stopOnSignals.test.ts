import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropOutputWithoutReader, stopOnSignals } from '../../server/operations/stopOnSignals';

function node(stop: () => Promise<void>) {
  const signals = new EventEmitter();
  const exits: number[] = [];
  const lines: string[] = [];
  const log = {
    info: (message: string) => lines.push(message),
    error: (_: object, m: string) => lines.push(m),
  };
  stopOnSignals({ stop, timeoutMs: 10_000, log, signals, exit: (code) => exits.push(code) });
  return { signals, exits, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('stopOnSignals', () => {
  it('stops once on SIGTERM or SIGINT, however many signals come, and exits 0', async () => {
    let release!: () => void;
    const stop = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { signals, exits, lines } = node(stop);
    signals.emit('SIGINT');
    // Ctrl-C under npm start: the terminal's and npm's.
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([]);
    release();
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(lines).toEqual(['SIGINT: stopping (10 s at most)', 'stopped']);
  });

  it('stops and exits 0 even when its log cannot be written, as when the reader of its output is gone', async () => {
    const signals = new EventEmitter();
    const exits: number[] = [];
    const stop = vi.fn(() => Promise.resolve());
    const epipe = () => {
      throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    };
    stopOnSignals({
      stop,
      timeoutMs: 10_000,
      log: { info: epipe, error: epipe },
      signals,
      exit: (code) => exits.push(code),
    });
    signals.emit('SIGTERM');
    expect(stop).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(exits).toEqual([0]));
  });

  it('exits 1 when stopping fails', async () => {
    const { signals, exits, lines } = node(() => Promise.reject(new Error('database gone')));
    signals.emit('SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(lines.at(-1)).toBe('stopping failed');
  });

  it('exits 1 when stopping outlasts the timeout', async () => {
    vi.useFakeTimers();
    const { signals, exits, lines } = node(() => new Promise(() => {}));
    signals.emit('SIGTERM');
    vi.advanceTimersByTime(9_999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toMatch(/^not stopped within 10 s/);
  });
});

describe('dropOutputWithoutReader', () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });

  it('drops output whose reader has gone, and lets any other failure of the output through', () => {
    const output = new PassThrough();
    dropOutputWithoutReader([output]);
    expect(() => output.emit('error', failure('EPIPE'))).not.toThrow();
    expect(() => output.emit('error', failure('EIO'))).toThrow('EIO');
  });
});
