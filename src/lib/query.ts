// The one QueryClient of the account area (TanStack Query, see docs/decisions/003-account-data-layer.md).
// Data stays fresh for 30 s, is refetched when the tab gets focus again, and a failed read is retried once.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
