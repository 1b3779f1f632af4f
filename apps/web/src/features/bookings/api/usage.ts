// The image-usage ledger and the calendar feed (issue #28, ADR 0048).
import { BOOKING_API_PATHS, calendarFeedSchema, imageUsageSchema } from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { bookingKeys } from './agreements'

const usageKeys = {
  usages: () => [...bookingKeys.all, 'image-usages'] as const,
  feed: () => [...bookingKeys.all, 'calendar-feed'] as const,
}

const usageBody = z.object({ items: z.array(imageUsageSchema) })
const feedBody = z.object({ feed: calendarFeedSchema })

/** GET /bookings/image-usages: where the pictures of the caller's bookings may be used. */
export const useImageUsages = () =>
  useQuery({
    queryKey: usageKeys.usages(),
    queryFn: async ({ signal }) =>
      (await api.get(BOOKING_API_PATHS.IMAGE_USAGES, usageBody, { signal })).data.items,
  })

/** GET /bookings/calendar-feed: whether the caller's feed is on. */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: usageKeys.feed(),
    queryFn: async ({ signal }) =>
      (await api.get(BOOKING_API_PATHS.CALENDAR_FEED, feedBody, { signal })).data.feed,
  })

/** POST (a new URL, the old one stops) or DELETE (off) /bookings/calendar-feed. */
export const useChangeCalendarFeed = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: 'reset' | 'remove') =>
      (change === 'reset'
        ? await api.post(BOOKING_API_PATHS.CALENDAR_FEED, feedBody)
        : await api.delete(BOOKING_API_PATHS.CALENDAR_FEED, feedBody)
      ).data.feed,
    // The answer carries the URL once; the cached state keeps only whether it is on.
    onSuccess: (feed) => queryClient.setQueryData(usageKeys.feed(), { ...feed, url: null }),
  })
}
