import type { Direction } from '../../domain/statuses';

/** The request screens' addresses (seed-spec §2), in one place so links and redirects agree. */
export const requestPaths = {
  list: (direction: Direction) => `/request/${direction}`,
  detail: (direction: Direction, id: number) => `/request/${direction}/detail/${id}`,
  // The seed's view-bid route carries the request id twice (:id and :req_id); both are the request's id.
  bids: (direction: Direction, id: number) => `/request/${direction}/view-bid/${id}/${id}`,
  create: (direction: Direction) => `/request/${direction}/new`,
  // :single is the seed's flag for one request (not a group); this app edits and copies one at a time.
  edit: (direction: Direction, id: number) => `/request/${direction}/edit/${id}/1`,
  replicate: (direction: Direction, id: number) => `/request/${direction}/replicate/${id}/1`,
  /** :spotIndent names a request to copy into the spot indent, or "new" for a blank one. */
  spotIndent: (direction: Direction, from?: number) =>
    `/request/${direction}/new/spot-indent/${from ?? 'new'}`,
} as const;
