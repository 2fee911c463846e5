import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 dialect, as the server's document writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0 writes a boolean beside `minimum`/`maximum`; JSON Schema 2020-12 a number. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Values the app itself would send in a field, by the field's name (a plant the user may pick…). */
export type FieldValues = Record<string, readonly unknown[]>;

/** Integers this small name rows of the seeded database, so a generated id often reaches a real record. */
const SEEDED_ID_RANGE = 400;
/** Arrays and free text stay short: the point is variety of cases, not volume per case. */
const MAX_GENERATED_ITEMS = 4;
const MAX_GENERATED_TEXT = 24;

const lowerBound = (s: JsonSchema): { min: number | undefined; excluded: boolean } =>
  typeof s.exclusiveMinimum === 'number'
    ? { min: s.exclusiveMinimum, excluded: true }
    : { min: s.minimum, excluded: s.exclusiveMinimum === true };
const upperBound = (s: JsonSchema): { max: number | undefined; excluded: boolean } =>
  typeof s.exclusiveMaximum === 'number'
    ? { max: s.exclusiveMaximum, excluded: true }
    : { max: s.maximum, excluded: s.exclusiveMaximum === true };

function integerValue(s: JsonSchema): fc.Arbitrary<number> {
  const low = lowerBound(s);
  const high = upperBound(s);
  const min = Math.max(
    (low.min ?? Number.MIN_SAFE_INTEGER) + (low.excluded ? 1 : 0),
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    (high.max ?? Number.MAX_SAFE_INTEGER) - (high.excluded ? 1 : 0),
    Number.MAX_SAFE_INTEGER,
  );
  const small = { min: Math.max(min, 1), max: Math.min(max, SEEDED_ID_RANGE) };
  return fc.oneof(
    ...(small.min <= small.max ? [{ weight: 4, arbitrary: fc.integer(small) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
  );
}

function numberValue(s: JsonSchema): fc.Arbitrary<number> {
  const low = lowerBound(s);
  const high = upperBound(s);
  const inRange = (n: number) =>
    (low.min === undefined || (low.excluded ? n > low.min : n >= low.min)) &&
    (high.max === undefined || (high.excluded ? n < high.max : n <= high.max));
  // Edges a schema may let through but a column may not: subnormals, the largest doubles, the bounds.
  const edges = [5e-324, 1e-320, 2.2250738585072014e-308, 1e-9, 0.5, 1, 1e15, 1.7976931348623157e308]
    .flatMap((n) => [n, -n])
    .concat([low.min ?? 0, high.max ?? 0])
    .filter(inRange);
  const double = fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(low.min !== undefined ? { min: low.min, minExcluded: low.excluded } : {}),
    ...(high.max !== undefined ? { max: high.max, maxExcluded: high.excluded } : {}),
  });
  const ordinary = fc.integer({ min: -1000, max: 100_000 }).map((n) => n / 10);
  return fc.oneof(
    { weight: 2, arbitrary: double },
    // Filtered only where some such number fits, so that the filter always finds one.
    ...([-100, -1, 0.5, 1, 10, 100, 10_000].some(inRange)
      ? [{ weight: 6, arbitrary: ordinary.filter(inRange) }]
      : []),
    ...(edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

/** Mostly within a season of today, as the app's dates are; sometimes anywhere from year 1 to 9999. */
const anyDate = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: -90 * 24, max: 90 * 24 }).map((h) => new Date(Date.now() + h * 3_600_000)),
  },
  {
    weight: 1,
    arbitrary: fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
  },
);

/** An instant with one of the offsets the app and the feeds write. */
const instantText = fc
  .tuple(anyDate, fc.constantFrom('Z', '+05:30', '-08:00', '+00:00'))
  .map(([date, offset]) => date.toISOString().replace('Z', offset));

const dateText = anyDate.map((d) => d.toISOString().slice(0, 10));

function stringValue(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 10_000;
  const fits = (t: string) => t.length >= minLength && t.length <= maxLength;
  if (s.format === 'date-time') return instantText;
  if (s.format === 'date') return dateText;
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { size: 'small' }).filter(fits);
  const shortMax = Math.max(minLength, Math.min(maxLength, MAX_GENERATED_TEXT));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: shortMax }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: shortMax, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.min(maxLength, 100_000))).filter(fits) },
  );
}

/**
 * Values the schema accepts, as far as JSON Schema can say (the refinements of the zod schemas behind it,
 * such as "bidding ends after it starts", are not in it): biased to the seeded ids and to the edges of
 * every range, where the schema and the database may disagree.
 */
export function schemaValue(s: JsonSchema, known: FieldValues = {}, name = ''): fc.Arbitrary<unknown> {
  const seeded = known[name] ?? [];
  const any = anyValue(s, known, name);
  // Mostly a value the app would send, so that a write gets past its references to the row it writes.
  return seeded.length > 0 && !s.items
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...seeded) }, { weight: 1, arbitrary: any })
    : any;
}

function anyValue(s: JsonSchema, known: FieldValues, name: string): fc.Arbitrary<unknown> {
  if (s.nullable) {
    const { nullable: _, ...rest } = s;
    return fc.oneof(
      { weight: 4, arbitrary: schemaValue(rest, known, name) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => schemaValue(choice, known, name)));
  if (s.allOf) return schemaValue(Object.assign({}, ...s.allOf), known, name);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      return integerValue(s);
    case 'number':
      return numberValue(s);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringValue(s);
    case 'null':
      return fc.constant(null);
    case 'array':
      // The items of `transporterIds` are drawn like a `transporterIds` field's.
      return fc.array(s.items ? schemaValue(s.items, known, name) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(
          s.minItems ?? 0,
          Math.min(s.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
        ),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        record[key] = schemaValue(property, known, key);
      const requiredKeys = (s.required ?? []).filter((k) => k in properties);
      return fc.record(record, { requiredKeys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
