import { API_PATHS, notificationListSchema, type NotificationRead } from '@cnm/contracts'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { useLiveEvents, useLivePollInterval } from '@/lib/live'
import { useSession } from '@/lib/session'
import { getUnreadQueryOptions, refreshUnreadCounts, UNREAD_POLL_MS } from '@/lib/unread'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

export const notificationKeys = {
  all: ['notifications'] as const,
}

/** GET /notifications: newest first, older pages with `before` (the oldest id held). */
export const getNotifications = async (before: number | undefined, signal?: AbortSignal) =>
  (await api.get(API_PATHS.NOTIFICATIONS, notificationListSchema, { query: { before }, signal }))
    .data

/** Polled like the header's counts, or refetched on each live event while the stream is open. */
export function useNotificationList() {
  const queryClient = useQueryClient()
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }))
  return useInfiniteQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
    refetchInterval: useLivePollInterval(UNREAD_POLL_MS),
    refetchOnWindowFocus: true,
  })
}

/** PATCH /notifications/read: some ids, or all. */
export const markNotificationsRead = (body: NotificationRead) =>
  api.patch(API_PATHS.NOTIFICATIONS_READ, z.unknown(), { body })

export function useMarkNotificationsRead(
  options: MutationOptions<typeof markNotificationsRead> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: markNotificationsRead,
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
        void refreshUnreadCounts(queryClient)
      },
    }),
  )
}

/**
 * The header's counts: refetched on each live event (lib/live.ts); without a stream, polled
 * every 30 s while signed in and the tab is visible (react-query pauses intervals in a hidden
 * tab), and again when the tab comes back.
 */
export function useUnreadCounts() {
  const { signedIn } = useSession()
  return useQuery({
    ...getUnreadQueryOptions(),
    enabled: signedIn,
    refetchInterval: useLivePollInterval(UNREAD_POLL_MS),
    refetchOnWindowFocus: true,
  })
}
