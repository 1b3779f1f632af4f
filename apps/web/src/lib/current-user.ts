import { QUERY_POLICY, type CurrentUser } from '@cnm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { loadSessionApi } from './load-session-api'
import { useSession } from './session'

export const currentUserQueryKey = ['users', 'current'] as const

export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser> =>
  (await loadSessionApi()).getCurrentUser(signal)

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: QUERY_POLICY.CURRENT_USER_STALE_MS,
    retry: QUERY_POLICY.CURRENT_USER_RETRY,
  })

/** The signed-in user; idle for guests. */
export function useCurrentUser() {
  const { signedIn } = useSession()
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: signedIn })
}
