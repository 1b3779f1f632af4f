import {
  OPTION_API_PATHS,
  optionDataSchema,
  optionListDataSchema,
  type OptionInput,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { MutationOptions } from '@/lib/mutation-options'

// Options (holds) on dates (issue #29, ADR 0049): the client's options, the model side's
// dates held, placing options from a profile and each side's answers.

export const optionKeys = {
  all: ['options'] as const,
  mine: () => [...optionKeys.all, 'mine'] as const,
  held: () => [...optionKeys.all, 'held'] as const,
}

export const useMyOptions = (enabled: boolean) =>
  useQuery({
    queryKey: optionKeys.mine(),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get(OPTION_API_PATHS.OPTIONS, optionListDataSchema, { signal })).data.options,
  })

export const useHeldOptions = (enabled: boolean) =>
  useQuery({
    queryKey: optionKeys.held(),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get(OPTION_API_PATHS.OPTIONS_HELD, optionListDataSchema, { signal })).data.options,
  })

function useRefresh() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: optionKeys.all })
}

export const placeOption = (input: OptionInput) =>
  api.post(OPTION_API_PATHS.OPTIONS, optionListDataSchema, { body: input })

export function usePlaceOption(options: MutationOptions<typeof placeOption> = {}) {
  const refresh = useRefresh()
  return useMutation({
    ...options,
    mutationFn: placeOption,
    onSuccess: (...args) => {
      refresh()
      return options.onSuccess?.(...args)
    },
  })
}

export type OptionAction = 'accept' | 'decline' | 'release' | 'book'

const ACTION_PATHS: Record<OptionAction, (id: number) => string> = {
  accept: OPTION_API_PATHS.OPTION_ACCEPTANCE,
  decline: OPTION_API_PATHS.OPTION_DECLINE,
  release: OPTION_API_PATHS.OPTION_RELEASE,
  book: OPTION_API_PATHS.OPTION_BOOKING,
}

export const actOnOption = ({ id, action }: { id: number; action: OptionAction }) =>
  api.post(ACTION_PATHS[action](id), optionDataSchema)

export const cancelOptionBooking = ({ id, reason }: { id: number; reason: string }) =>
  api.post(OPTION_API_PATHS.OPTION_CANCELLATION(id), optionDataSchema, { body: { reason } })

/** Either side cancels a booked option's booking (ADR 0054 addendum); both lists refetch. */
export function useCancelOptionBooking(options: MutationOptions<typeof cancelOptionBooking> = {}) {
  const refresh = useRefresh()
  return useMutation({ ...options, mutationFn: cancelOptionBooking, onSettled: refresh })
}

/** Every answer changes ranks elsewhere in the queue: both lists refetch. */
export function useOptionAction(options: MutationOptions<typeof actOnOption> = {}) {
  const refresh = useRefresh()
  return useMutation({ ...options, mutationFn: actOnOption, onSettled: refresh })
}
