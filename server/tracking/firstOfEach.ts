/**
 * The first of each event a batch repeats, in batch order. A repeat inside a batch is a duplicate exactly as a
 * repeat across batches is: the first one stored wins and the later one changes nothing.
 */
export function firstOfEach<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const first = new Map<string, T>();
  for (const item of items) if (!first.has(keyOf(item))) first.set(keyOf(item), item);
  return [...first.values()];
}
