/**
 * A parsed JSON answer as parts that cross from a worker to the page one message each (jsonInParts.ts): each
 * top-level member, and each member of a top-level object (a snapshot's columns) on its own, so the page takes
 * each in a task of its own where the whole answer would be one long task to receive.
 */
export type JsonPart =
  | { kind: 'member'; key: string; value: unknown }
  | { kind: 'inner'; key: string; inner: string; value: unknown }
  | { kind: 'whole'; value: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function* jsonParts(body: unknown): Generator<JsonPart> {
  if (!isRecord(body)) {
    yield { kind: 'whole', value: body };
    return;
  }
  for (const [key, value] of Object.entries(body)) {
    if (!isRecord(value)) yield { kind: 'member', key, value };
    else {
      yield { kind: 'member', key, value: {} };
      for (const [inner, part] of Object.entries(value)) yield { kind: 'inner', key, inner, value: part };
    }
  }
}

/** Puts the parts back together, in the order jsonParts gave them. */
export class JsonAssembly {
  private whole: unknown = {};

  take(part: JsonPart) {
    if (part.kind === 'whole') this.whole = part.value;
    else if (part.kind === 'member') (this.whole as Record<string, unknown>)[part.key] = part.value;
    else ((this.whole as Record<string, Record<string, unknown>>)[part.key] ?? {})[part.inner] = part.value;
  }

  get value(): unknown {
    return this.whole;
  }
}
