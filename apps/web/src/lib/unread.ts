import { API_PATHS, unreadCountsSchema } from '@cnm/contracts'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from './api-client'

// The header's two counts (GET /users/0/unread). Shared by the notifications feature (bell,
// list page) and the features whose actions change them (reading a thread, answering a
// proposal), which may not import each other (ADR 0011): they refetch through this key.

/** Polled at most this often while signed in and the tab is visible (issue #15: <= 30 s). */
export const UNREAD_POLL_MS = 30_000

export const unreadQueryKey = ['users', 'current', 'unread'] as const

export const getUnreadCounts = async (signal?: AbortSignal) =>
  (await api.get(API_PATHS.MY_UNREAD, unreadCountsSchema, { signal })).data

export const getUnreadQueryOptions = () =>
  queryOptions({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) => getUnreadCounts(signal),
    staleTime: 0,
  })

/** After an action that may change the counts: refetch them now instead of at the next poll. */
export const refreshUnreadCounts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: unreadQueryKey })
