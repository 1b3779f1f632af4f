import {
  PAY_CASE_API_PATHS,
  PAY_CASE_LIST_MAX,
  payCaseListSchema,
  type PayCaseState,
} from '@cnm/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { adminKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/**
 * GET /admin/pay-cases (ADR 0046): bookings whose pay is 14 days overdue or disputed, oldest
 * due date first, or the resolved ones. One page: the API answers up to PAY_CASE_LIST_MAX.
 */
export const usePayCases = (state: PayCaseState) =>
  useQuery({
    queryKey: adminKeys.queue('pay-cases', { state }),
    queryFn: async ({ signal }) => {
      const { items } = (
        await api.get(PAY_CASE_API_PATHS.LIST, payCaseListSchema, { query: { state }, signal })
      ).data
      return { items, total: items.length, pageSize: PAY_CASE_LIST_MAX }
    },
    placeholderData: keepPreviousData,
  })

export const PAY_CASE_ACTIONS = ['note', 'resolve'] as const
export type PayCaseAction = (typeof PAY_CASE_ACTIONS)[number]

/** POST /admin/pay-cases/{id}/notes | resolution, with the administrator's note. */
export function useActOnPayCase(
  options: MutationOptions<
    (vars: {
      id: number
      action: PayCaseAction
      note: string
    }) => ReturnType<typeof api.post<z.ZodUnknown>>
  > = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: ({ id, action, note }: { id: number; action: PayCaseAction; note: string }) =>
        api.post(
          action === 'note' ? PAY_CASE_API_PATHS.NOTES(id) : PAY_CASE_API_PATHS.RESOLUTION(id),
          z.unknown(),
          { body: { note } },
        ),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
  )
}
