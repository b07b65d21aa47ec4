import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_NETWORK_RETRIES = 2;

/** A refusal from the server (4xx) will not change by asking again; a lost connection might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_NETWORK_RETRIES;
}

/**
 * For data another person changes outside this screen (a supplier's answer by link, an admin's approval): read again
 * whenever a screen opens it or the app comes back, instead of trusting a 30 s old answer.
 */
export const ANSWERED_ELSEWHERE = {
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Phones switch apps all the time in a kitchen; refetching on every focus would flash loaders.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
