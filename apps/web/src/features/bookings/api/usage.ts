// The image-usage ledger and the calendar feed (issue #28, ADR 0048).
import {
  BOOKING_API_PATHS,
  calendarFeedSchema,
  imageUsageSchema,
  type UsageNoticeAnswerInput,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { bookingKeys } from './agreements'

const usageKeys = {
  usages: () => [...bookingKeys.all, 'image-usages'] as const,
  feed: () => [...bookingKeys.all, 'calendar-feed'] as const,
}

const usageBody = z.object({ items: z.array(imageUsageSchema) })
const feedBody = z.object({ feed: calendarFeedSchema })
const oneUsageBody = z.object({ usage: imageUsageSchema })

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
const changeCalendarFeed = async (change: 'reset' | 'remove') =>
  (change === 'reset'
    ? await api.post(BOOKING_API_PATHS.CALENDAR_FEED, feedBody)
    : await api.delete(BOOKING_API_PATHS.CALENDAR_FEED, feedBody)
  ).data.feed

export const useChangeCalendarFeed = (options: MutationOptions<typeof changeCalendarFeed> = {}) => {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: changeCalendarFeed,
      // The answer carries the URL once; the cached state keeps only whether it is on.
      onSuccess: (feed) => queryClient.setQueryData(usageKeys.feed(), { ...feed, url: null }),
    }),
  )
}

/**
 * The usage-ended notice (ADR 0056): the model side sends it, the client answers. Each change
 * refreshes the ledger and the agreements (an extension is a new version).
 */
type NoticeChangeOptions<Input> = MutationOptions<(input: Input) => Promise<unknown>>

function useNoticeChange<Input>(
  send: (input: Input) => Promise<unknown>,
  options: NoticeChangeOptions<Input> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: send,
      onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    }),
  )
}

/** POST …/image-usages/{id}/notice: the model side tells the client the usage has ended. */
type UsageNoticeInput = { usageId: number; message: string }
export const useSendUsageNotice = (options?: NoticeChangeOptions<UsageNoticeInput>) =>
  useNoticeChange(
    ({ usageId, message }: UsageNoticeInput) =>
      api.post(BOOKING_API_PATHS.USAGE_NOTICE(usageId), oneUsageBody, { body: { message } }),
    options,
  )

/** POST …/notice/acknowledgement: taken down on a date, or an extension (a new version). */
type UsageNoticeAnswer = { usageId: number; answer: UsageNoticeAnswerInput }
export const useAcknowledgeUsageNotice = (options?: NoticeChangeOptions<UsageNoticeAnswer>) =>
  useNoticeChange(
    ({ usageId, answer }: UsageNoticeAnswer) =>
      api.post(BOOKING_API_PATHS.USAGE_NOTICE_ACKNOWLEDGEMENT(usageId), oneUsageBody, {
        body: answer,
      }),
    options,
  )
