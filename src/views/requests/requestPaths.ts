import type { Direction } from '../../domain/statuses';

/** The request screens' addresses (seed-spec §2), in one place so links and redirects agree. */
export const requestPaths = {
  list: (direction: Direction) => `/request/${direction}`,
  detail: (direction: Direction, id: number) => `/request/${direction}/detail/${id}`,
  // The seed's view-bid route carries the request id twice (:id and :req_id); both are the request's id.
  bids: (direction: Direction, id: number) => `/request/${direction}/view-bid/${id}/${id}`,
} as const;
