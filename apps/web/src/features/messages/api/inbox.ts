import { API_PATHS, inboxSchema } from '@cnm/contracts'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useLiveEvents, useLivePollInterval } from '@/lib/live'
import { UNREAD_POLL_MS } from '@/lib/unread'
import { threadKeys } from './thread'

export const inboxKeys = {
  all: [...threadKeys.all, 'inbox'] as const,
}

/** GET /users/0/threads: the caller's threads with a message, newest first, a page at a time. */
export const getInbox = async (page: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.MY_THREADS, inboxSchema, { query: { page }, signal })).data

/** Kept fresh like the header's counts, so a new message moves its thread to the top. */
export function useInbox() {
  const queryClient = useQueryClient()
  useLiveEvents((event) => {
    if (event === null || event.threadId !== null)
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all })
  })
  return useInfiniteQuery({
    queryKey: inboxKeys.all,
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    refetchInterval: useLivePollInterval(UNREAD_POLL_MS),
    refetchOnWindowFocus: true,
  })
}
