import fc from 'fast-check';
import type { Operation, Parameter } from './apiOperations';
import { locations, removedAt, replacedAt, valueAt } from './jsonLocations';
import { jsonText } from './jsonText';
import {
  malformedBodyValue,
  malformedUrlPiece,
  malformedValue,
  POLLUTING_KEYS,
  urlEncoded,
} from './malformedValues';
import { type FieldValues, schemaValue } from './schemaValues';

/** Who sends a case: a demo account by its key, the demo industry's ingest key, a wrong key, or nobody. */
export type Caller =
  | 'owner'
  | 'staff'
  | 'plant'
  | 'transporter'
  | 'noPlan'
  | 'ingestKey'
  | 'wrongKey'
  | 'anonymous';

export interface FuzzCase {
  operation: string;
  /** What the case attacks, for the summary. */
  kind: string;
  caller: Caller;
  method: string;
  /** Path and query, already URL-encoded. */
  url: string;
  contentType?: string;
  body?: string;
  /** A body of this many bytes, built when sent (it would not fit in memory for every case at once). */
  oversizedBody?: number;
}

/** Rows of the seeded database a path can name, by the path segment before the parameter. */
export interface KnownRecords {
  idsBySegment: Record<string, number[]>;
  shareTokens: string[];
  /** What the forms offer, by body field and query parameter name. */
  fieldValues: FieldValues;
}

/** Fastify's default body limit is 1 MiB; routes that take files or batches raise theirs to 8 MiB. */
const OVERSIZED_BODIES = [1024 * 1024 + 1, 8 * 1024 * 1024 + 1];

const JSON_TYPE = 'application/json';

function callerOf(operation: Operation): fc.Arbitrary<Caller> {
  if (operation.tags.includes('ingest'))
    return fc.oneof(
      { weight: 18, arbitrary: fc.constant<Caller>('ingestKey') },
      { weight: 1, arbitrary: fc.constantFrom<Caller>('wrongKey', 'anonymous') },
    );
  if (operation.public) return fc.constantFrom<Caller>('anonymous', 'anonymous', 'anonymous', 'owner');
  const main: Caller = operation.tags.includes('transporter') ? 'transporter' : 'owner';
  return fc.oneof(
    { weight: 14, arbitrary: fc.constant(main) },
    { weight: 3, arbitrary: fc.constantFrom<Caller>('staff', 'plant') },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('owner', 'transporter', 'noPlan', 'anonymous') },
  );
}

/** A path parameter's value as the app would send it: a seeded record's id or token, or any valid value. */
function pathValue(operation: Operation, param: Parameter, known: KnownRecords): fc.Arbitrary<string> {
  const segments = operation.path.split('/');
  const before = segments[segments.indexOf(`{${param.name}}`) - 1] ?? '';
  const seeded = param.name === 'token' ? known.shareTokens : (known.idsBySegment[before] ?? []);
  const any = schemaValue(param.schema).map((v) => urlEncoded(String(v)));
  if (seeded.length === 0) return any;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...seeded.map(String)) },
    { weight: 1, arbitrary: any },
  );
}

/** `[name, value]` pairs of a query string, values encoded; optional parameters come and go. */
function validQuery(operation: Operation, known: KnownRecords): fc.Arbitrary<[string, string][]> {
  const pair = (p: Parameter) =>
    schemaValue(p.schema, known.fieldValues, p.name).map((v): [string, string] => [
      p.name,
      urlEncoded(String(v)),
    ]);
  return fc
    .tuple(...operation.queryParams.map((p) => (p.required ? pair(p) : fc.option(pair(p), { freq: 2 }))))
    .map((pairs) => pairs.filter((p): p is [string, string] => p !== null));
}

interface Parts {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

function validParts(operation: Operation, known: KnownRecords): fc.Arbitrary<Parts> {
  const path: Record<string, fc.Arbitrary<string>> = {};
  for (const p of operation.pathParams) path[p.name] = pathValue(operation, p, known);
  return fc.record({
    path: fc.record(path),
    query: validQuery(operation, known),
    body: operation.body ? schemaValue(operation.body, known.fieldValues) : fc.constant(undefined),
  });
}

const urlOf = (operation: Operation, parts: Parts) => {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.path[name] ?? '');
  const query = parts.query.map(([k, v]) => `${k}=${v}`).join('&');
  return query ? `${path}?${query}` : path;
};

/** One location of a body to attack, picked among all of them by a generated index. */
const pick = <T>(list: T[], index: number): T | undefined => list[index % Math.max(list.length, 1)];

type Attack = { kind: string; parts: Parts; contentType?: string; body?: string; oversizedBody?: number };

function attacks(operation: Operation, valid: fc.Arbitrary<Parts>): fc.WeightedArbitrary<Attack>[] {
  const all: { weight: number; arbitrary: fc.Arbitrary<Attack> }[] = [
    { weight: 3, arbitrary: valid.map((parts) => ({ kind: 'valid', parts })) },
  ];
  if (operation.pathParams.length > 0) {
    all.push({
      weight: 3,
      arbitrary: fc.tuple(valid, fc.nat(), malformedUrlPiece).map(([parts, i, piece]) => {
        const name = pick(operation.pathParams, i)!.name;
        return { kind: 'path parameter', parts: { ...parts, path: { ...parts.path, [name]: piece } } };
      }),
    });
  }
  if (operation.queryParams.length > 0) {
    all.push({
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.nat(), malformedUrlPiece, fc.constantFrom('replace', 'repeat', 'bracket'))
        .map(([parts, i, piece, how]) => {
          const name = pick(operation.queryParams, i)!.name;
          const others = parts.query.filter(([k]) => k !== name);
          const added: [string, string][] =
            how === 'replace'
              ? [[name, piece]]
              : how === 'repeat'
                ? [
                    [name, '1'],
                    [name, piece],
                  ]
                : [[`${name}[]`, piece]];
          return { kind: 'query parameter', parts: { ...parts, query: [...others, ...added] } };
        }),
    });
  }
  if (operation.body) {
    all.push({
      weight: 4,
      arbitrary: fc
        .tuple(
          valid,
          fc.nat(),
          malformedValue,
          fc.constantFrom('replace', 'replace', 'replace', 'remove', 'pollute'),
        )
        .map(([parts, i, bad, how]) => {
          if (how === 'pollute') {
            const key = pick([...POLLUTING_KEYS], i)!;
            return { kind: 'body key', parts: { ...parts, body: polluted(parts.body, i, key) } };
          }
          const at = pick(locations(parts.body), i);
          if (!at) return { kind: 'body field', parts: { ...parts, body: bad } };
          const body = how === 'remove' ? removedAt(parts.body, at) : replacedAt(parts.body, at, bad);
          return { kind: 'body field', parts: { ...parts, body } };
        }),
    });
    all.push({
      weight: 1,
      arbitrary: fc.tuple(valid, malformedBodyValue).map(([parts, body]) => ({
        kind: 'whole body',
        parts: { ...parts, body },
      })),
    });
  }
  if (operation.method !== 'GET') {
    all.push({
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            { contentType: JSON_TYPE, body: '' },
            { contentType: JSON_TYPE, body: '{"a":' },
            { contentType: JSON_TYPE, body: 'not json' },
            { contentType: JSON_TYPE, body: '\u0000' },
            { contentType: 'text/plain', body: 'hello' },
            { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
            { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
            { contentType: 'application/xml', body: '<a/>' },
            { contentType: 'application/json; charset=latin1', body: '{}' },
            { contentType: '', body: '{}' },
          ),
          fc.option(fc.constantFrom(...OVERSIZED_BODIES), { freq: 4 }),
        )
        .map(([parts, transport, oversized]) =>
          oversized
            ? { kind: 'oversized body', parts, contentType: JSON_TYPE, oversizedBody: oversized }
            : { kind: 'transport', parts, ...transport },
        ),
    });
  }
  return all;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && value.constructor === Object;

/** The body with a key that must not reach a prototype (`__proto__`…) added to one of its objects. */
function polluted(body: unknown, index: number, key: string): unknown {
  const objects = [[], ...locations(body)].filter((at) => isPlainObject(valueAt(body, at)));
  const at = pick(objects, index);
  const withKey = (value: unknown) =>
    Object.defineProperty({ ...(isPlainObject(value) ? value : {}) }, key, {
      value: { polluted: true },
      enumerable: true,
    });
  return at && at.length > 0 ? replacedAt(body, at, withKey(valueAt(body, at))) : withKey(body);
}

/** The cases of one operation: valid requests, and each part of a request attacked in turn. */
export function casesOf(operation: Operation, known: KnownRecords): fc.Arbitrary<FuzzCase> {
  const valid = validParts(operation, known);
  return fc.tuple(callerOf(operation), fc.oneof(...attacks(operation, valid))).map(([caller, attack]) => {
    const hasBody = attack.body !== undefined || attack.parts.body !== undefined;
    return {
      operation: operation.name,
      kind: attack.kind,
      caller,
      method: operation.method,
      url: urlOf(operation, attack.parts),
      ...(attack.oversizedBody ? { oversizedBody: attack.oversizedBody, contentType: JSON_TYPE } : {}),
      ...(attack.body !== undefined
        ? { body: attack.body, contentType: attack.contentType ?? JSON_TYPE }
        : hasBody
          ? { body: jsonText(attack.parts.body), contentType: JSON_TYPE }
          : {}),
    };
  });
}

/** Requests to routes that do not exist: an unknown path, a known path with a wrong method, a huge path. */
export const unknownRouteCases: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    fc.oneof(
      fc.array(fc.string({ unit: 'binary', maxLength: 12 }).map(urlEncoded), { minLength: 1, maxLength: 4 }),
      fc.constantFrom(
        ['orders', 'x'.repeat(5_000)],
        ['nope'],
        ['plants', '1', 'extra'],
        ['docs', '..', '..'],
      ),
    ),
    fc.constantFrom<Caller>('owner', 'anonymous'),
  )
  .map(([method, segments, caller]) => ({
    operation: 'unknown route',
    kind: 'unknown route',
    caller,
    method,
    url: `/api/${segments.join('/')}`,
  }));
