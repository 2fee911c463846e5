import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../src/domain/schemas/error';
import { ClockAdvance, ClockReply } from '../../src/domain/schemas/testClock';
import type { MovableClock } from '../movableClock';

/**
 * The browser suite's way to move the server's time (TEST_CLOCK=movable, which production refuses): past a
 * bidding window or a grace period at once, instead of sleeping through it. Answers once the sweeps have run.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, { clock }) => {
  app.post(
    '/api/test/clock',
    {
      config: { public: true },
      schema: {
        operationId: 'advanceTestClock',
        tags: ['operations'],
        summary: "Test servers only: move the server's clock ahead and run every sweep once",
        security: [],
        body: ClockAdvance,
        response: { 200: ClockReply, 400: ApiError },
      },
    },
    async (request) => ({ now: (await clock.advance(request.body.advanceMs)).toISOString() }),
  );
};
