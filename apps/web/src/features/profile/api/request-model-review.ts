import {
  API_PATHS,
  isProExamination,
  modelRequestResultSchema,
  type CurrentUser,
} from '@cnm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { currentUserQueryKey } from '@/lib/current-user'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

export const requestModelReview = () => api.patch(API_PATHS.MODEL_REQUEST, modelRequestResultSchema)

export function useRequestModelReview(options: MutationOptions<typeof requestModelReview> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: requestModelReview,
      onSuccess: ({ data }) => {
        // The answer carries the new status, so the profile updates without another round trip.
        queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (user) =>
          user
            ? {
                ...user,
                examinationStatus: data.examinationStatus,
                isPro: isProExamination(data.examinationStatus),
              }
            : user,
        )
      },
    }),
  )
}
