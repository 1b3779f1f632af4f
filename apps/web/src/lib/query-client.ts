import { QUERY_POLICY } from '@cnm/contracts'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isUnauthorized } from './api-error'

export interface QueryClientDeps {
  /** Called when a query or mutation fails with 401; the app navigates to /register/signOut (spec §4). */
  onUnauthorized: () => void
}

export function createQueryClient({ onUnauthorized }: QueryClientDeps): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized()
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    // Spec §4 names queries only; a 401 on a mutation has already cleared the cookies
    // (api-client), and leaving the visitor marked signed in without them would be a lie.
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_POLICY.DEFAULT_STALE_MS,
        retry: QUERY_POLICY.DEFAULT_RETRY,
        refetchOnWindowFocus: QUERY_POLICY.REFETCH_ON_WINDOW_FOCUS,
      },
    },
  })
}
