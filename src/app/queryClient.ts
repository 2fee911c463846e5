import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';

/** Client errors (4xx) will not improve on a retry; network and server failures get one more try. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
