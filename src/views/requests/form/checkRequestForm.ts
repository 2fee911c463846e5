import type { z } from 'zod';
import { RequestInput, SpotRequestInput } from '../../../domain/schemas/requests';
import type { Direction } from '../../../domain/statuses';
import { formFieldOf, type RequestFormValues, toUncheckedRequest } from './requestFormValues';

export type RequestFormKind = 'regular' | 'spot';
export type RequestBody = z.input<typeof RequestInput>;
export type SpotRequestBody = z.input<typeof SpotRequestInput>;

export type RequestFormCheck =
  | { ok: true; body: RequestBody }
  | { ok: false; errors: Record<string, string> };

/**
 * The form checked with the API's own schema, its messages keyed by form field (the first per field).
 * The body sent is the unchecked shape (rupees, not the paise the schema turns them into): the server
 * parses it with the same schema.
 */
export function checkRequestForm(
  direction: Direction,
  kind: RequestFormKind,
  values: RequestFormValues,
): RequestFormCheck {
  const unchecked = toUncheckedRequest(direction, values);
  const result = (kind === 'spot' ? SpotRequestInput : RequestInput).safeParse(unchecked);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = formFieldOf(issue.path.join('.'));
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The schema accepted exactly this object, so it has the body's shape.
  return { ok: true, body: unchecked as RequestBody };
}

/** A spot indent opens its own window now: the form's window is not sent. */
export function spotBodyOf(body: RequestBody): SpotRequestBody {
  const { biddingStartsAt: _start, biddingEndsAt: _end, kind: _kind, ...spot } = body;
  return spot;
}
