import type { OpenApiDocument } from './apiComponents';
import { INGEST_EXAMPLES } from './tracking/ingestExamples';

/**
 * An example for every operation of the OpenAPI document, made from its schemas rather than written by hand,
 * so none can drift from what the server accepts: each request body, JSON answer and parameter without one of
 * its own gets a value built from its schema (its own example, default or first enum
 * value where it has one; for a bare string, a sample by the field's name or the first sample that fits its
 * pattern). Redocly's linter checks each against its schema (`npm run check`).
 */

type Schema = Record<string, unknown>;
type Components = Record<string, Schema>;

const DATE = '2026-03-14';
const INSTANT = '2026-03-14T06:30:00.000Z';
const UUID = '9d1c2f4e-3b1a-4c2e-9a57-2f0d8e4b6c11';

/** What a field of this name holds, in the seeded industry's words; used where its schema allows it. */
const BY_NAME: Record<string, unknown> = {
  name: 'Vindhya Cements Ltd',
  email: 'arvind@vindhyacements.in',
  login: 'arvind@vindhyacements.in',
  password: 'Satna@2026',
  mobile: '9876543210',
  phone: '9876543210',
  vehicleNumber: 'MP19HA1234',
  gstin: '23AAACV1234F1Z5',
  pan: 'AAACV1234F',
  pincode: '485001',
  city: 'Satna',
  state: 'Madhya Pradesh',
  country: 'India',
  address: 'Maihar Road, Satna',
  url: 'https://erp.vindhyacements.in/hooks/freightdesk',
  number: 'OUT-2603-0042',
  message: 'Vehicle MP19HA1234 has not reported for 2 hours',
  token: 'fd_3q2x9kP7mN4vT8wZ',
  latitude: 24.5854,
  longitude: 80.8322,
  page: 1,
  pageSize: 25,
};

/** Components shown by an example written out, where one made field by field would not read as the real thing. */
const WRITTEN: Record<string, unknown> = {
  GpsFixIn: INGEST_EXAMPLES.gps,
  SimFixIn: INGEST_EXAMPLES.sim,
  TollReadIn: INGEST_EXAMPLES.fastag,
  EwayBillEventIn: INGEST_EXAMPLES.ewaybill,
};

/** Strings tried, in order, against a pattern no name above satisfies. */
const SAMPLES = [
  DATE,
  INSTANT,
  UUID,
  'MP19HA1234',
  '481023456789',
  '485001',
  '9876543210',
  '+91 98765 43210',
  '+91',
  'IN',
  'MP',
  'INR',
  'OUT/25-26/042',
  'VCL-01',
  'UTR2026031400',
  '996511',
  '1,2',
  'A1',
  'arvind@vindhyacements.in',
  '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
];

const FORMATS: Record<string, string> = {
  date: DATE,
  'date-time': INSTANT,
  email: 'arvind@vindhyacements.in',
  uuid: UUID,
  uri: 'https://erp.vindhyacements.in/hooks/freightdesk',
  url: 'https://erp.vindhyacements.in/hooks/freightdesk',
};

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();

function fits(value: string, schema: Schema): boolean {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value);
}

function stringExample(schema: Schema, name: string): string | undefined {
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  if (format === 'binary') return undefined;
  const candidates = [
    ...(format && FORMATS[format] ? [FORMATS[format]] : []),
    ...(typeof BY_NAME[name] === 'string' ? [BY_NAME[name] as string] : []),
    ...(schema.pattern ? SAMPLES : [words(name) || 'text']),
  ];
  const found = candidates.find((candidate) => fits(candidate, schema));
  if (found !== undefined) return found;
  if (schema.pattern) throw new Error(`No example fits the pattern ${String(schema.pattern)} (${name})`);
  const text = candidates[0]!;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  return text.padEnd(min, 'x').slice(0, max);
}

function numberExample(schema: Schema, name: string, integer: boolean): number {
  const min =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
      : typeof schema.minimum === 'number'
        ? schema.minimum
        : Number.NEGATIVE_INFINITY;
  const max =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - (integer ? 1 : 0.5)
      : typeof schema.maximum === 'number'
        ? schema.maximum
        : Number.POSITIVE_INFINITY;
  const wanted =
    typeof BY_NAME[name] === 'number'
      ? (BY_NAME[name] as number)
      : /Paise$/.test(name)
        ? 4_250_000
        : /Inr$/.test(name)
          ? 42_500
          : 1;
  const value = Math.min(Math.max(wanted, min), max);
  return integer ? Math.round(value) : value;
}

/** Builds an example value of a JSON schema (OpenAPI 3.1), following references into the components. */
export function exampleOf(
  schema: unknown,
  components: Components,
  name = '',
  seen: readonly string[] = [],
): unknown {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const ref = s.$ref.replace('#/components/schemas/', '');
    const written = WRITTEN[ref] ?? WRITTEN[ref.replace(/Input$/, '')];
    if (written !== undefined) return written;
    if (seen.includes(ref)) return undefined;
    return exampleOf(components[ref], components, name, [...seen, ref]);
  }
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? null;
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(s[key])) {
      const branches = (s[key] as Schema[]).filter((b) => b.type !== 'null');
      return branches.length ? exampleOf(branches[0], components, name, seen) : null;
    }
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map((part) => exampleOf(part, components, name, seen));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type];
  const type = types.find((t) => t !== 'null') ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      for (const [key, property] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
        // Deep in a tree, the required fields are example enough.
        if (seen.length > 6 && !required.has(key)) continue;
        const item = exampleOf(property, components, key, seen);
        if (item !== undefined) value[key] = item;
      }
      return value;
    }
    case 'array': {
      const item = exampleOf(s.items, components, name, seen);
      if (item === undefined) return [];
      const count = typeof s.minItems === 'number' ? Math.max(1, s.minItems) : 1;
      return Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringExample(s, name);
    case 'integer':
      return numberExample(s, name, true);
    case 'number':
      return numberExample(s, name, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return types.includes('null') ? null : undefined;
  }
}

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown; example?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.startsWith('text/');
const hasExample = (media: Media) => media.example !== undefined || media.examples !== undefined;

/**
 * Gives every operation its examples. An answer that is one component is shown by that component's example
 * (`#/components/examples/<Name>`), made once however many operations answer it.
 */
export function addExamples(document: OpenApiDocument): OpenApiDocument {
  const components = (document.components?.schemas ?? {}) as Components;
  const shared: Record<string, unknown> = { ...document.components?.examples };
  const fill = (media: Media, name: string) => {
    if (hasExample(media) || !media.schema) return;
    const ref = (media.schema as Schema).$ref;
    if (typeof ref === 'string') {
      const component = ref.replace('#/components/schemas/', '');
      shared[component] ??= { value: exampleOf(media.schema, components, name) };
      media.examples = { [component]: { $ref: `#/components/examples/${component}` } };
      return;
    }
    const value = exampleOf(media.schema, components, name);
    if (value !== undefined) media.example = value;
  };
  for (const item of Object.values(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation) continue;
      for (const parameter of operation.parameters ?? [])
        if (parameter.example === undefined) {
          const value = exampleOf(parameter.schema, components, parameter.name);
          if (value !== undefined) parameter.example = value;
        }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        if (isJson(type)) fill(media, '');
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (/^2/.test(status))
          for (const [type, media] of Object.entries(response.content ?? {}))
            if (isJson(type)) fill(media, '');
    }
  if (Object.keys(shared).length === 0) return document;
  return { ...document, components: { ...document.components, examples: shared } };
}
