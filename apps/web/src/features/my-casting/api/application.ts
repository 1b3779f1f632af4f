import {
  API_PATHS,
  applicantSchema,
  myApplicationSchema,
  type BookingCancellationInput,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { refreshUnreadCounts } from '@/lib/unread'
import { useRefetchAfterChange } from './applicants'
import { LIVE_LIST_POLICY, myCastingKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

// GET /applications/{id} answers the casting's owner with the applicant card (opening it
// marks the application viewed) and the applicant with their own application, told apart by
// `view` (ADR 0024): { view: 'client', castingId, applicant } | { view: 'applicant', application }.
export const applicationDetailSchema = z.discriminatedUnion('view', [
  z
    .object({ view: z.literal('client'), castingId: z.number().int(), applicant: applicantSchema })
    .transform(({ castingId, applicant }) => ({
      side: 'client' as const,
      application: { ...applicant, castingId },
    })),
  z
    .object({ view: z.literal('applicant'), application: myApplicationSchema })
    .transform(({ application }) => ({ side: 'model' as const, application })),
])
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>

export const getApplication = async (id: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.APPLICATION(id), applicationDetailSchema, { signal })).data

export const useApplication = (id: number) => {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: myCastingKeys.application(id),
    queryFn: async ({ signal }) => {
      const application = await getApplication(id, signal)
      // The owner's first look turned it from Submitted into Viewed: lists and counts change.
      void queryClient.invalidateQueries({ queryKey: myCastingKeys.lists() })
      return application
    },
    ...LIVE_LIST_POLICY,
  })
}

/** DELETE /applications/{id}: the applicant withdraws (allowed until the client has viewed it). */
export const withdrawApplication = (id: number) =>
  api.delete(API_PATHS.APPLICATION(id), z.unknown())

export function useWithdrawApplication(options: MutationOptions<typeof withdrawApplication> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: withdrawApplication,
      onSettled: (_data, _error, id) => {
        void queryClient.invalidateQueries({ queryKey: myCastingKeys.lists() })
        void queryClient.invalidateQueries({ queryKey: myCastingKeys.application(id) })
        void refreshUnreadCounts(queryClient)
      },
    }),
  )
}

/** POST /applications/{id}/cancellation: either side undoes a booking, with a reason. */
export const cancelBooking = ({ id, reason }: { id: number } & BookingCancellationInput) =>
  api.post(API_PATHS.APPLICATION_CANCELLATION(id), z.unknown(), { body: { reason } })

export function useCancelBooking(options: MutationOptions<typeof cancelBooking> = {}) {
  const refetch = useRefetchAfterChange()
  return useMutation(
    withOptions(options, {
      mutationFn: cancelBooking,
      onSettled: (_data, _error, { id }) => refetch(id),
    }),
  )
}
