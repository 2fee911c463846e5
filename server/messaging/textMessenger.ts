import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** A short message to a phone, with the link it carries (SMS or WhatsApp, whichever the provider uses). */
export interface TextMessage {
  purpose: 'driverLink';
  /** The mobile as stored: ten digits, or with +91. */
  to: string;
  text: string;
  link: string;
}

/** Outgoing SMS / WhatsApp. Tests pass their own to read the links instead of a phone. */
export interface TextMessenger {
  send(message: TextMessage): Promise<void>;
}

/**
 * Without a provider the message goes to the log, which is enough for a local demo. A production log never
 * holds the link (whoever reads the log could post a driver's fixes), only that a message was not sent.
 */
export function createTextMessenger(
  config: Pick<Config, 'production'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): TextMessenger {
  return {
    async send({ purpose, to, text, link }) {
      if (config.production) {
        log.warn({ to, purpose }, 'driver link not sent: no SMS or WhatsApp provider is configured');
        return;
      }
      log.info(
        { to, purpose, link, text },
        'driver link (no SMS or WhatsApp provider is configured, so it is logged instead of sent)',
      );
    },
  };
}
