import { TABLE_MAX_PAGE_BUTTONS } from '../../domain/constants';

/** A page number, or an ellipsis standing for the pages skipped before or after the current one. */
export type PageButton = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pager's buttons: at most seven slots (seed-spec §9), first and last page always shown, the current page
 * with its neighbours, and an ellipsis wherever pages are skipped.
 */
export const pageButtons = (current: number, total: number): PageButton[] => {
  if (total <= 0) return [];
  const max = TABLE_MAX_PAGE_BUTTONS;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= max) return range(1, total);
  const page = Math.min(Math.max(1, current), total);
  const edge = max - 2; // slots for a run touching either end: all but the ellipsis and the far page
  if (page <= edge - 1) return [...range(1, edge), 'ellipsis-end', total];
  if (page >= total - edge + 2) return [1, 'ellipsis-start', ...range(total - edge + 1, total)];
  const side = Math.floor((max - 4) / 2);
  return [1, 'ellipsis-start', ...range(page - side, page + side), 'ellipsis-end', total];
};
