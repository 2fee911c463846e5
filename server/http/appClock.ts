import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one clock (buildApp's): routes read "now" from it, so tests can move it. */
    clock: Clock;
  }
}

/** Set on the root before any plugin registers, so every route plugin sees the same clock. */
export const installClock = (app: FastifyInstance, clock: Clock): void => {
  app.decorate('clock', clock);
};
