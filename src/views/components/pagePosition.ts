/** The page a table shows, and the row the reader stepped to it from, which the server reads on from. */
export interface PagePosition {
  page: number;
  /** The id of the last row of the page before, when the reader pressed Next. */
  after?: number;
  /** The id of the first row of the page after, when the reader pressed Previous. */
  before?: number;
}

export const FIRST_PAGE: PagePosition = { page: 1 };

/**
 * The position of page `target` seen from the page on screen: the next page goes on after its last row and the
 * previous one ends before its first, so the server finds them by its index however deep they are (and a row
 * added above meanwhile does not show twice); any other page, or a screen still showing an earlier page while
 * this one loads, is found by its number.
 */
export function stepTo<Row>(
  target: number,
  shown: { page: number; rows: readonly Row[] } | undefined,
  rowKey: (row: Row) => string | number,
): PagePosition {
  const first = shown?.rows[0];
  const last = shown?.rows.at(-1);
  if (shown && last !== undefined && target === shown.page + 1) {
    const after = rowKey(last);
    if (typeof after === 'number') return { page: target, after };
  }
  if (shown && first !== undefined && target === shown.page - 1 && target > 1) {
    const before = rowKey(first);
    if (typeof before === 'number') return { page: target, before };
  }
  return { page: target };
}

/** The paging part of a list's request, for the lists whose server reads on from a row seen. */
export const pageParams = ({ page, pageSize, after, before }: PagePosition & { pageSize: number }) => ({
  page,
  pageSize,
  ...(after !== undefined ? { after } : {}),
  ...(before !== undefined ? { before } : {}),
});
