/**
 * The first of each event a batch repeats, in batch order, by key. A repeat inside a batch is a duplicate
 * exactly as a repeat across batches is: the first one stored wins and the later one changes nothing.
 */
export function firstOfEach<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T> {
  const first = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (!first.has(key)) first.set(key, item);
  }
  return first;
}
