import fc from 'fast-check';
import { jsonText, RawJson } from './jsonText';

/** Deep enough to overflow any recursive reader, shallow enough to stay far below the body limit. */
const DEEP = 5_000;

const IMPOSSIBLE_DATES = [
  '2026-13-45',
  '0000-00-00',
  '2026-02-30',
  '2025-02-29',
  '1900-01-01',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30T10:00:00Z',
  '2026-13-45T10:00:00+05:30',
  '0000-01-01T00:00:00Z',
  '1900-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T10:00:00+24:00',
  '2026-01-01T10:00:00',
  '2026-01-01',
  'tomorrow',
];

/** Texts PostgreSQL cannot store or a reader cannot parse: NUL, lone surrogate halves, numbers as words. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '2147483648',
  '42',
  '0x1F',
  '１２３',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u202Eevil',
];

const LONG_TEXTS = [
  'a'.repeat(10_001),
  'é'.repeat(5_000),
  '\u0000'.repeat(100),
  '💥'.repeat(3_000),
  '\uD800'.repeat(1_000),
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  1.7976931348623157e308,
  1e-320,
  -1e-320,
  5e-324,
];

/** Number literals JSON.stringify never writes but JSON.parse reads: Infinity, 0, -0 and a rounded integer. */
const RAW_NUMBERS = ['1e999', '-1e999', '1e-400', '-0', '9007199254740993', '123456789012345678901234567890'];

const POLLUTERS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":null}',
];

const NESTING = [`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`];

const WRONG_SHAPES: unknown[] = [null, true, false, [], {}, [null], [1, 2, 3], { a: 1 }, [[[]]]];

/** A value a field of any type must refuse or survive. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS.map((t) => new RawJson(t))) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_SHAPES) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_TEXTS) },
  { weight: 1, arbitrary: fc.constantFrom(...POLLUTERS, ...NESTING).map((t) => new RawJson(t)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A whole body that is not the object a route expects. */
export const malformedBodyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...WRONG_SHAPES, 'text', 42, 1e308),
  fc.constantFrom(...POLLUTERS, ...NESTING, ...RAW_NUMBERS).map((t) => new RawJson(t)),
);

/** Keys a reader must not merge into an object's prototype. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** encodeURIComponent, except that a lone surrogate half is sent as the three bytes WTF-8 gives it. */
export const urlEncoded = (text: string): string =>
  text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => {
      const unit = part.length === 1 ? part.charCodeAt(0) : 0;
      if (unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');

/** Path segments and query values, already URL-encoded: out-of-range numbers, bad encodings, bad dates. */
const HOSTILE_URL_PIECES = [
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e999',
  '0x10',
  'Infinity',
  'NaN',
  'null',
  'abc',
  '%20',
  '%2042',
  '42%20',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%FF',
  '%',
  '%zz',
  '%E0%A4',
  '%EF%BC%91%EF%BC%92',
  '..%2F..',
  '1,2147483648',
  '1,,2',
  ',',
  '1,-1',
  ...IMPOSSIBLE_DATES.map(encodeURIComponent),
  '9'.repeat(200),
  'a'.repeat(101),
];

/** A path parameter or query value that must be refused (or read) without a server error. */
export const malformedUrlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_URL_PIECES) },
  { weight: 1, arbitrary: fc.constantFrom('9'.repeat(5_000), 'x'.repeat(20_000)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(urlEncoded) },
  { weight: 1, arbitrary: malformedValue.map((v) => urlEncoded(typeof v === 'string' ? v : jsonText(v))) },
);
