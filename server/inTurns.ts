/**
 * Long work on the server's one thread, done a part at a time: between two parts the event loop takes its
 * turn, so every other request (a liveness probe, a page) is answered meanwhile instead of after it.
 */

/** Resolves on the event loop's next turn, after the I/O waiting now. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `work` for each item, in order, with a turn of the event loop after every `perTurn` of them. */
export async function eachInTurns<T>(
  items: readonly T[],
  perTurn: number,
  work: (item: T, index: number) => void,
): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % perTurn === 0) await nextTurn();
    work(items[i]!, i);
  }
}

/**
 * Awaits `work` on each slice [start, end) of `length` items, `size` at a time, one after another with a turn
 * of the event loop between them: a statement over 50,000 rows becomes hundreds of short ones, whose values are
 * built and whose answers are read here a slice at a time rather than all in one task.
 */
export async function slicesInTurns(
  length: number,
  size: number,
  work: (start: number, end: number) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < length; start += size) {
    if (start > 0) await nextTurn();
    await work(start, Math.min(length, start + size));
  }
}

/** Array items serialised between two turns of the event loop. */
const JSON_ITEMS_PER_TURN = 2_000;

/**
 * An object as JSON, as `JSON.stringify` writes it, in pieces to send one after another: its long arrays a slice
 * at a time, with a turn of the event loop before each slice. An answer listing 50,000 rows runs to megabytes,
 * which neither one string's join nor one write of it holds the loop for.
 */
export async function* jsonPieces(value: object): AsyncGenerator<string> {
  let first = true;
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    const name = `${first ? '{' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (!Array.isArray(field) || field.length <= JSON_ITEMS_PER_TURN) {
      yield `${name}${JSON.stringify(field)}`;
      continue;
    }
    for (let start = 0; start < field.length; start += JSON_ITEMS_PER_TURN) {
      await nextTurn();
      const slice = JSON.stringify(field.slice(start, start + JSON_ITEMS_PER_TURN)).slice(1, -1);
      yield `${start === 0 ? `${name}[` : ','}${slice}`;
    }
    yield ']';
  }
  yield first ? '{}' : '}';
}
