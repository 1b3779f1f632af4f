import {
  API_PATHS,
  applicantListSchema,
  type ApplicantListQuery,
  type ApplicationBulkUpdate,
  type ApplicationUpdate,
} from '@cnm/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { refreshUnreadCounts } from '@/lib/unread'
import { LIVE_LIST_POLICY, myCastingKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

export type ApplicantFilters = Partial<ApplicantListQuery>

/** GET /castings/{id}/applications (owner only): one page of applicants and the counts per status. */
export const getApplicants = async (
  castingId: number,
  query: ApplicantFilters,
  signal?: AbortSignal,
) =>
  (
    await api.get(API_PATHS.CASTING_APPLICATIONS(castingId), applicantListSchema, {
      query,
      signal,
    })
  ).data

export const useApplicants = (castingId: number, query: ApplicantFilters) =>
  useQuery({
    queryKey: myCastingKeys.applicantList(castingId, query),
    queryFn: ({ signal }) => getApplicants(castingId, query, signal),
    ...LIVE_LIST_POLICY,
    placeholderData: keepPreviousData,
  })

/** PATCH /applications/{id}: the client sets a status and/or the private note. */
export const updateApplication = ({
  id,
  update,
  keepalive,
}: {
  id: number
  update: ApplicationUpdate
  keepalive?: boolean
}) => api.patch(API_PATHS.APPLICATION(id), z.unknown(), { body: update, keepalive })

/** PATCH /castings/{id}/applications: shortlist or decline several at once. */
export const bulkUpdateApplications = ({
  castingId,
  update,
}: {
  castingId: number
  update: ApplicationBulkUpdate
}) => api.patch(API_PATHS.CASTING_APPLICATIONS(castingId), z.unknown(), { body: update })

/** Status changes refetch the lists, the counts, the detail and My Casting's rows. */
export function useRefetchAfterChange() {
  const queryClient = useQueryClient()
  return (applicationId?: number) => {
    void queryClient.invalidateQueries({ queryKey: myCastingKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: [...myCastingKeys.all, 'applicants'] })
    if (applicationId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: myCastingKeys.application(applicationId) })
    }
    void refreshUnreadCounts(queryClient)
  }
}

export function useUpdateApplicationStatus(
  options: MutationOptions<
    (vars: {
      id: number
      status: 'shortlisted' | 'declined' | 'booked'
      keepalive?: boolean
    }) => ReturnType<typeof updateApplication>
  > = {},
) {
  const refetch = useRefetchAfterChange()
  return useMutation(
    withOptions(options, {
      mutationFn: ({
        id,
        status,
        keepalive,
      }: {
        id: number
        status: 'shortlisted' | 'declined' | 'booked'
        keepalive?: boolean
      }) => updateApplication({ id, update: { status }, keepalive }),
      onSettled: (_data, _error, { id }) => refetch(id),
    }),
  )
}

/** The private note is saved quietly: no list refetch, the card keeps what was typed. */
export function useSaveClientNote(
  id: number,
  options: MutationOptions<(clientNote: string) => ReturnType<typeof updateApplication>> = {},
) {
  return useMutation(
    withOptions(options, {
      mutationFn: (clientNote: string) => updateApplication({ id, update: { clientNote } }),
    }),
  )
}

export function useBulkUpdateApplications(
  castingId: number,
  options: MutationOptions<
    (update: ApplicationBulkUpdate) => ReturnType<typeof bulkUpdateApplications>
  > = {},
) {
  const refetch = useRefetchAfterChange()
  return useMutation(
    withOptions(options, {
      mutationFn: (update: ApplicationBulkUpdate) => bulkUpdateApplications({ castingId, update }),
      onSettled: () => refetch(),
    }),
  )
}
