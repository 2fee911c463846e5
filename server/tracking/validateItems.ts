import type { z } from 'zod';
import type { RejectedEvent } from '../../src/domain/schemas/ingest';

export interface Checked<T> {
  index: number;
  item: T;
}

/** Parses each event on its own; the good ones go on, the bad ones are named with a message per field. */
export function validateItems<S extends z.ZodType>(
  schema: S,
  events: readonly unknown[],
): { good: Checked<z.output<S>>[]; rejected: RejectedEvent[] } {
  const good: Checked<z.output<S>>[] = [];
  const rejected: RejectedEvent[] = [];
  events.forEach((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) {
      good.push({ index, item: result.data });
      return;
    }
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join('.') || 'event'] ??= issue.message;
    rejected.push({ index, ...eventIdOf(raw), fields });
  });
  return { good, rejected };
}

function eventIdOf(raw: unknown): { eventId?: string } {
  if (typeof raw === 'object' && raw !== null && 'eventId' in raw && typeof raw.eventId === 'string')
    return { eventId: raw.eventId };
  return {};
}

/** One rejected event, for checks after the shape (an unknown order, a phone without consent). */
export const rejectOne = (index: number, eventId: string, field: string, message: string): RejectedEvent => ({
  index,
  eventId,
  fields: { [field]: message },
});
