/** Where a value sits inside a JSON document: object keys and array indexes from the root. */
export type Location = (string | number)[];

/** Every location below the root of a JSON value, parents before children. */
export function locations(value: unknown, at: Location = []): Location[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...at, i], ...locations(item, [...at, i])]);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...locations(item, [...at, key])]);
  }
  return [];
}

export const valueAt = (value: unknown, location: Location): unknown =>
  location.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);

/** A copy of `value` with what is at `location` changed by `change` (which gets the parent and the key). */
function changedAt(
  value: unknown,
  location: Location,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of location.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, location[location.length - 1]!);
  return copy;
}

export const replacedAt = (value: unknown, location: Location, replacement: unknown) =>
  changedAt(value, location, (parent, key) => {
    parent[key] = replacement;
  });

export const removedAt = (value: unknown, location: Location) =>
  changedAt(value, location, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  });
