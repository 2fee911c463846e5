import { z } from 'zod';

const YEAR_MS = 366 * 24 * 3_600_000;

/** POST /api/test/clock (TEST_CLOCK=movable only): how far the server's clock moves ahead. */
export const ClockAdvance = z.object({
  advanceMs: z
    .number()
    .int('must be whole milliseconds')
    .min(0, 'the clock moves forward only')
    .max(YEAR_MS, 'at most a year at a time'),
});
export type ClockAdvance = z.infer<typeof ClockAdvance>;

/** The server's time once the move and the sweeps it set off are done. */
export const ClockReply = z.object({ now: z.iso.datetime().describe('ISO 8601 instant, UTC') });
export type ClockReply = z.infer<typeof ClockReply>;
