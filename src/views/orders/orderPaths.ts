import type { Direction } from '../../domain/statuses';

/** The order screens' addresses (seed-spec §2); offline orders share the detail shape under their own base. */
export const orderPaths = {
  list: (direction: Direction) => `/order/${direction}`,
  detail: (direction: Direction, id: number) => `/order/${direction}/${id}`,
  offlineList: (direction: Direction) => `/offline/${direction}/order`,
  offlineDetail: (direction: Direction, id: number) => `/offline/${direction}/order/${id}`,
  offlineNew: (direction: Direction) => `/offline/${direction}/order/new`,
  offlineEdit: (direction: Direction, id: number) => `/offline/${direction}/order/edit/${id}`,
} as const;
