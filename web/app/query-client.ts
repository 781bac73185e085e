import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/errors.ts';

/** Server state defaults: retry only what §8 calls retryable, and at most twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.retryable),
      },
      mutations: { retry: false },
    },
  });
}
