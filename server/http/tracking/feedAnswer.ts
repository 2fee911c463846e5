import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { IngestReply } from '../../../src/domain/schemas/ingest';
import type { IngestOutcome } from '../../tracking/ingestPipeline';

/**
 * What a device's client reads: `OK` with 200 when every fix was taken (or was a repeat), as Traccar Client and
 * the OsmAnd trackers expect (they look at the status only); 207 with the canonical reply when a request of
 * several fixes had some refused.
 */
export function answerFixes(reply: FastifyReply, outcome: IngestOutcome) {
  if (outcome.status === 207) return reply.status(207).send(outcome.reply);
  return reply.status(200).type('text/plain; charset=utf-8').send('OK');
}

export const FixesTaken = z.literal('OK').describe('Every fix was stored, or had been already (a retry)');
export const fixResponses = { 200: FixesTaken, 207: IngestReply } as const;
