import type { SignedInUser } from '../auth/signedInUser';
import type { AnyExportDefinition } from './exportDefinition';

/**
 * The list's first page (already read, for its total) and the pages after it, read one at a time as the file
 * is written, until one comes back short: only a page of rows is ever held.
 */
export async function* pagesAfter(
  definition: Pick<AnyExportDefinition, 'rows'>,
  user: SignedInUser,
  query: Record<string, unknown>,
  first: readonly unknown[],
  pageSize: number,
  now: Date,
): AsyncGenerator<readonly unknown[]> {
  yield first;
  let last = first.length;
  for (let page = 2; last === pageSize; page++) {
    const { rows } = await definition.rows(user, { ...query, page, pageSize }, now);
    last = rows.length;
    yield rows;
  }
}
