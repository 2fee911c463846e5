/**
 * A piece of JSON text written verbatim into a body: number literals JSON.stringify cannot write (`1e999`
 * parses as Infinity, `1e-400` as 0, `-0`), keys such as `__proto__`, and nesting deeper than any stack.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, except that RawJson pieces are written as they are and `__proto__` keys are kept. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object with an own `__proto__` key (an object literal would set its prototype instead). */
export const withOwnKey = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty({ ...target }, key, { value, enumerable: true, configurable: true, writable: true });
