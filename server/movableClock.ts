import { type Clock, realInterval, SerialTicks, type Sweep } from './clock';

/**
 * The clock of tests and of the browser suite's server (TEST_CLOCK=movable): real time plus an offset, so
 * live things keep flowing. `advance` moves the offset ahead and runs every sweep once at the new time, so a
 * test that moves past a bidding window or a retry's due time finds it settled when the promise resolves.
 *
 * Its sweeps run only when it is advanced, so a server test decides when each pass happens and nothing writes
 * behind its back; with `realTimers` they also run on their own periods, as on the system clock, for a server
 * that stays up for a whole suite.
 */
export class MovableClock implements Clock {
  private offsetMs = 0;
  private readonly sweeps = new Set<SerialTicks>();
  private readonly realTimers: boolean;

  constructor(options: { realTimers?: boolean } = {}) {
    this.realTimers = options.realTimers ?? false;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  every(ms: number, tick: () => Promise<void>): Sweep {
    const ticks = new SerialTicks(tick);
    const clear = this.realTimers ? realInterval(ms, ticks) : () => {};
    this.sweeps.add(ticks);
    return {
      stop: async () => {
        clear();
        this.sweeps.delete(ticks);
        await ticks.idle();
      },
    };
  }

  /** Moves time `ms` ahead, then runs every sweep once, one after another in the order they started. */
  async advance(ms: number): Promise<Date> {
    if (!(ms >= 0)) throw new RangeError(`a clock moves forward only, not by ${ms} ms`);
    this.offsetMs += ms;
    for (const ticks of this.sweeps) await ticks.again();
    return this.now();
  }
}
