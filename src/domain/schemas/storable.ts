import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';

/**
 * The primitives every payload schema is built from: each refuses, as a field error, whatever the database
 * would refuse (or whatever no business could mean), so a value that passes a schema can always be stored.
 * A schema that writes `z.string()`, `z.number()` or `z.iso.datetime()` for a stored field bypasses this and
 * lets a bad value reach an INSERT, where it fails the whole statement instead of the one field.
 */

/** PostgreSQL `integer`: every id and count column. */
export const INT32_MAX = 2_147_483_647;

/** Instants and dates are business times: nothing of ours happened before 2000 or is planned past 2099. */
export const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
export const LATEST_INSTANT = Date.UTC(2100, 0, 1);

/** The smallest positive normal double: PostgreSQL's float8 input refuses the subnormals below it. */
const MIN_NORMAL_DOUBLE = 2.2250738585072014e-308;

/** A lone UTF-16 surrogate half cannot be encoded as UTF-8, so PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL stores as given: no NUL character, no lone surrogate. */
export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** A text field of at most `max` characters (callers add `.trim()`, `.min()`, `.regex()` as they need). */
export const text = (max: number) =>
  z.string().max(max).refine(isStorableText, says('validation.schema.storable.text'));

/** A form's own words for a number's checks (`says(…)`); zod's own apply to those left out. */
export interface NumberMessages {
  number?: Message;
  whole?: Message;
  min?: Message;
  max?: Message;
}
type Message = ReturnType<typeof says>;

/** An integer column's value between `min` and `max` (within int32). */
export const int32 = (min: number, max: number, messages: NumberMessages = {}) =>
  z
    .number(messages.number)
    .int(messages.whole)
    .min(min, messages.min)
    .max(Math.min(max, INT32_MAX), messages.max);

/** A row id in a JSON body: a positive int32. */
export const id = int32(1, INT32_MAX);

/** A row id a form's field picks (a plant, a city…): its one message ("Choose the plant") for any fault. */
export const chosenId = (message: Message) =>
  int32(1, INT32_MAX, { number: message, whole: message, min: message, max: message });

/** An integer in a path or query string ("25") between `min` and `max` (within int32). */
export const int32Param = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(Math.min(max, INT32_MAX));

/** A row id in a path or query string ("42"): a positive int32, refused past 2³¹−1 rather than overflowing. */
export const idParam = int32Param(1, INT32_MAX);

/** A double column's value between `min` and `max`: finite and never subnormal. */
export const real = (min: number, max: number, messages: NumberMessages = {}) =>
  z
    .number(messages.number)
    .min(min, messages.min)
    .max(max, messages.max)
    .refine((n) => n === 0 || Math.abs(n) >= MIN_NORMAL_DOUBLE, says('validation.schema.storable.real'));

/** The smallest positive normal float4: PostgreSQL's `real` input refuses anything nearer zero but zero. */
const MIN_NORMAL_FLOAT4 = 1.1754943508222875e-38;

/** A `real` (float4) column's value between `min` and `max`: as `real`, but float4 underflows far sooner. */
export const real4 = (min: number, max: number, messages: NumberMessages = {}) =>
  real(min, max, messages).refine(
    (n) => n === 0 || Math.abs(n) >= MIN_NORMAL_FLOAT4,
    says('validation.schema.storable.real'),
  );

/** Integer paise (bigint columns), from 0 to ₹1,000 crore: far past any freight bill, well inside 2⁵³. */
export const MAX_PAISE = 1_000_00_00_000_00;
export const paise = z.number().int().min(0).max(MAX_PAISE).describe('Amount in paise (1/100 of a rupee)');

const inBusinessRange = (ms: number) => ms >= EARLIEST_INSTANT && ms < LATEST_INSTANT;

/** An ISO 8601 date-time with an offset, a real calendar date between 2000 and 2099. */
export const instant = (message = says('validation.schema.storable.instant')) =>
  z.iso.datetime({ offset: true, ...message }).refine((s) => inBusinessRange(Date.parse(s)), message);

/** A calendar date (YYYY-MM-DD) that exists (no 2026-02-30) between 2000 and 2099. */
export const calendarDate = z.iso
  .date(says('validation.schema.storable.date'))
  .refine((s) => inBusinessRange(Date.parse(s)), says('validation.schema.storable.date'));
