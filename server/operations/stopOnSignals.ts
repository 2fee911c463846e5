import type { EventEmitter } from 'node:events';

export interface StopOnSignalsOptions {
  /** Drains the node and closes what it holds; the process may exit once it resolves. */
  stop(): Promise<void>;
  /** How long `stop` may take before the process exits with code 1 anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  log: { info(message: string): void; error(object: object, message: string): void };
  /** Where the signals come from and how the process ends: the process itself, unless a test says otherwise. */
  signals?: Pick<EventEmitter, 'on'>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM (an orchestrator, systemd, `kill`) and SIGINT (Ctrl-C) stop the node the same way: `stop` once,
 * then exit 0, or 1 when it fails or outlasts the timeout. A signal that comes while stopping changes
 * nothing: Ctrl-C under `npm start` reaches the node twice, from the terminal and from npm passing it on.
 */
export function stopOnSignals(options: StopOnSignalsOptions): void {
  const { timeoutMs } = options;
  const signals = options.signals ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  // A line that cannot be written (the reader of the node's output gone: a pipe's other end closed) throws
  // from a synchronous logger; the node must stop all the same, so no line stands in the way of stopping.
  const log = {
    info: (message: string) => attempt(() => options.log.info(message)),
    error: (object: object, message: string) => attempt(() => options.log.error(object, message)),
  };
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => {
      log.error(
        { timeoutMs },
        `not stopped within ${timeoutMs / 1000} s (SHUTDOWN_TIMEOUT_SECONDS); exiting`,
      );
      exit(1);
    }, timeoutMs);
    log.info(`${signal}: stopping (${timeoutMs / 1000} s at most)`);
    options.stop().then(
      () => {
        clearTimeout(timer);
        log.info('stopped');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        log.error({ err }, 'stopping failed');
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', () => onSignal('SIGTERM'));
  signals.on('SIGINT', () => onSignal('SIGINT'));
}

/**
 * Output whose reader has gone (EPIPE: a pipe's other end closed) is dropped rather than ending the node: a
 * line written asynchronously, such as a worker thread's, would otherwise fail as an uncaught error and turn
 * an orderly stop into exit code 1. Any other failure of the output stays the uncaught error it was.
 */
export function dropOutputWithoutReader(
  streams: readonly NodeJS.WritableStream[] = [process.stdout, process.stderr],
) {
  for (const stream of streams)
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
}

function attempt(write: () => void): void {
  try {
    write();
  } catch {
    // Nowhere left to say it.
  }
}
