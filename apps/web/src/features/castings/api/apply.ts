import {
  MODEL_LIMITS,
  myModelListSchema,
  type ApplyInput,
  type CastingReportInput,
  API_PATHS,
} from '@cnm/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { castingKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** The most profiles one account lists in the apply dialog (an agency may run many). */
export const MY_PROFILES_PAGE_SIZE = MODEL_LIMITS.PAGE_SIZE_MAX

/** GET /users/0/models: the caller's own profiles; the dialog offers the published ones. */
export const getMyProfilesQueryOptions = () =>
  queryOptions({
    queryKey: castingKeys.myProfiles(),
    queryFn: async ({ signal }) =>
      (
        await api.get(API_PATHS.MY_MODELS, myModelListSchema, {
          query: { page: 1, pageSize: MY_PROFILES_PAGE_SIZE },
          signal,
        })
      ).data,
  })

export const useMyProfiles = (enabled: boolean) =>
  useQuery({ ...getMyProfilesQueryOptions(), enabled })

/** POST /castings/{id}/applications {modelId, note}. */
export function useApply(
  castingId: number,
  options: MutationOptions<(input: ApplyInput) => ReturnType<typeof api.post<z.ZodUnknown>>> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: (input: ApplyInput) =>
        api.post(API_PATHS.CASTING_APPLICATIONS(castingId), z.unknown(), { body: input }),
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: castingKeys.detail(castingId) }),
    }),
  )
}

/** POST /castings/{id}/reports: a reason of info type 13; the answer carries only a message. */
export const useReportCasting = (
  castingId: number,
  options: MutationOptions<
    (report: CastingReportInput) => ReturnType<typeof api.post<z.ZodUnknown>>
  > = {},
) =>
  useMutation(
    withOptions(options, {
      mutationFn: (report: CastingReportInput) =>
        api.post(API_PATHS.CASTING_REPORTS(castingId), z.unknown(), { body: report }),
    }),
  )
