import type { z } from 'zod';
import type { RejectedEvent } from '../../src/domain/schemas/ingest';

export interface Checked<T> {
  index: number;
  item: T;
}

/** When an event may say it happened: no later than `notAfter` (the clock plus the allowed skew). */
export interface TimeBound<T> {
  field: keyof T & string;
  notAfter: number;
}

/**
 * Parses each event on its own; the good ones go on, the bad ones are named with a message per field. An event
 * from the future is bad too: stored, it would outrank every real fix after it as the vehicle's latest.
 */
export function validateItems<S extends z.ZodType>(
  schema: S,
  events: readonly unknown[],
  time: TimeBound<z.output<S>>,
): { good: Checked<z.output<S>>[]; rejected: RejectedEvent[] } {
  const good: Checked<z.output<S>>[] = [];
  const rejected: RejectedEvent[] = [];
  events.forEach((raw, index) => {
    const result = schema.safeParse(raw);
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) fields[issue.path.join('.') || 'event'] ??= issue.message;
      rejected.push({ index, ...eventIdOf(raw), fields });
      return;
    }
    if (Date.parse(String(result.data[time.field])) > time.notAfter) {
      rejected.push({
        index,
        ...eventIdOf(raw),
        fields: { [time.field]: 'This time is ahead of the clock' },
      });
      return;
    }
    good.push({ index, item: result.data });
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
