import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/errors.ts';

/** Server state defaults: retry only what §8 calls retryable, and at most twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // What a count needs is kept on the phone (lib/offline/persist-queries.ts) from the
        // cache: an answer forgotten after the default five minutes away from the stock list
        // would be gone from the phone too when the signal goes.
        gcTime: 24 * 60 * 60 * 1000,
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.retryable),
      },
      mutations: { retry: false },
    },
  });
}
