import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** The browser says it has no network: trying again now would only keep a spinner turning. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let browserClient: QueryClient | null = null;
/**
 * The browser's one query client (main.tsx gives it to the app): route loaders start a page's queries in
 * it while the page's code loads (decision 030).
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Query settings of plan specification 9.6. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        // Offline, a query still asks once: the service worker may answer it with its kept copy (decision
        // 028). With the default ('online') it would wait for the network, and the page show "Loading…".
        networkMode: 'offlineFirst',
        retry: (count, error) =>
          !offline() &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          count < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}
