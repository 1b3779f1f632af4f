import {
  OPTION_API_PATHS,
  optionBookingDataSchema,
  optionCalendarDataSchema,
  unavailableDatesDataSchema,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { MutationOptions } from '@/lib/mutation-options'
import { optionKeys } from './options'

// The model side's month and unavailable days, a client's view of those days, and booking an
// option into an agreement (issue #29 with #28, ADR 0054).

export const calendarKeys = {
  month: (month: string, profileId: number | null) =>
    [...optionKeys.all, 'calendar', month, profileId] as const,
  unavailable: (profileId: number) => [...optionKeys.all, 'unavailable', profileId] as const,
}

export const useOptionCalendar = (month: string, profileId: number | null) =>
  useQuery({
    queryKey: calendarKeys.month(month, profileId),
    queryFn: async ({ signal }) =>
      (
        await api.get(OPTION_API_PATHS.OPTIONS_CALENDAR, optionCalendarDataSchema, {
          signal,
          query: { month, ...(profileId === null ? {} : { profileId }) },
        })
      ).data,
  })

/** A public profile's unavailable days, as a client placing an option sees them. */
export const useUnavailableDates = (profileId: number, enabled: boolean) =>
  useQuery({
    queryKey: calendarKeys.unavailable(profileId),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get(OPTION_API_PATHS.UNAVAILABLE_DATES(profileId), unavailableDatesDataSchema, {
          signal,
        })
      ).data.dates,
  })

export const setUnavailable = ({
  profileId,
  date,
  unavailable,
}: {
  profileId: number
  date: string
  unavailable: boolean
}) =>
  (unavailable ? api.put : api.delete)(
    OPTION_API_PATHS.UNAVAILABLE_DATE(profileId, date),
    unavailableDatesDataSchema,
  )

export function useSetUnavailable(options: MutationOptions<typeof setUnavailable> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    mutationFn: setUnavailable,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: optionKeys.all }),
  })
}

export const bookOption = (id: number) =>
  api.post(OPTION_API_PATHS.OPTION_BOOKING(id), optionBookingDataSchema)

export function useBookOption(options: MutationOptions<typeof bookOption> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    mutationFn: bookOption,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: optionKeys.all }),
  })
}
