import type { FastifyServerOptions } from 'fastify';
import { destination } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

export interface LoggerSetup {
  options: NonNullable<FastifyServerOptions['logger']>;
  /** Lines for a person (a terminal), not a log collector. */
  pretty: boolean;
}

/**
 * JSON lines for log collectors; coloured one-line entries when a person watches: LOG_FORMAT=pretty, or
 * `auto` on a terminal outside production (a production terminal is usually a container's, read by a
 * collector). Pretty lines are written in-process, not from a worker, so the last words before an exit show.
 *
 * Lines are written synchronously, as node writes its own output to a pipe. Buffered lines are flushed at exit
 * by a loop that retries a broken pipe for ever: a node whose reader had gone (a pipe's other end closed)
 * answered SIGTERM by stopping and then never exiting. Written at once, a line meets the broken pipe where
 * pino drops the lines that follow.
 */
export function loggerSetup(
  config: Pick<Config, 'logLevel' | 'logFormat' | 'production'>,
  terminal = process.stdout.isTTY === true,
): LoggerSetup {
  const wantsPretty =
    config.logFormat === 'pretty' || (config.logFormat === 'auto' && terminal && !config.production);
  if (!wantsPretty)
    return {
      options: { level: config.logLevel, stream: destination({ dest: 1, sync: true }) },
      pretty: false,
    };
  const stream = pretty({
    colorize: terminal,
    translateTime: 'SYS:HH:MM:ss',
    // The request line's message says method, URL, status and time already (server/http/requestLog.ts).
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    sync: true,
  });
  return { options: { level: config.logLevel, stream }, pretty: true };
}
