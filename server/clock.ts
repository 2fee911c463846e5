/**
 * Time is a port of the server: everything that asks "what time is it" or "run this every so often" asks one
 * Clock, given to buildApp. Production runs on the system clock; tests move a MovableClock (movableClock.ts)
 * instead of sleeping through bidding windows, retries and grace periods.
 */
export interface Clock {
  now(): Date;
  /** Runs `tick` every `ms` until stopped, never two at once. */
  every(ms: number, tick: () => Promise<void>): Sweep;
}

export interface Sweep {
  /** Stops the timer and waits for a tick under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** One tick at a time: a timer firing during a tick is skipped; `again()` waits its turn and runs a fresh one. */
export class SerialTicks {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly tick: () => Promise<void>) {}

  /** A timer fired: run a tick unless one is under way. */
  onTimer(): void {
    if (!this.running) void this.start();
  }

  /** A tick that starts after any under way, which read an earlier now; callers meanwhile share it. */
  again(): Promise<void> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  /** Resolves once no tick is under way or queued. */
  async idle(): Promise<void> {
    while (this.running || this.queued) await (this.queued ?? this.running);
  }

  private start(): Promise<void> {
    const running = this.tick().finally(() => {
      this.running = null;
    });
    this.running = running;
    return running;
  }
}

/** Calls `onTimer` every `ms` on a timer that does not keep the process alive. */
export function realInterval(ms: number, ticks: SerialTicks): () => void {
  const timer = setInterval(() => ticks.onTimer(), ms);
  timer.unref();
  return () => clearInterval(timer);
}

export const systemClock: Clock = {
  now: () => new Date(),
  every(ms, tick) {
    const ticks = new SerialTicks(tick);
    const clear = realInterval(ms, ticks);
    return {
      async stop() {
        clear();
        await ticks.idle();
      },
    };
  },
};
