import { API_PATHS, adminModelListSchema, type AdminModelReviewDecision } from '@cnm/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { adminKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** GET /admin/models: profiles whose owners requested a review, oldest request first. */
export const getModelQueue = async (page: number, signal?: AbortSignal) =>
  (
    await api.get(API_PATHS.ADMIN_MODELS, adminModelListSchema, {
      query: { page, reviewStatus: 'requested' },
      signal,
    })
  ).data

export const useModelQueue = (page: number) =>
  useQuery({
    queryKey: adminKeys.queue('models', { page }),
    queryFn: ({ signal }) => getModelQueue(page, signal),
    placeholderData: keepPreviousData,
  })

/** PATCH /admin/models/{id}/review: approve, or send back with the reason the owner reads. */
export const decideModel = ({ id, decision }: { id: number; decision: AdminModelReviewDecision }) =>
  api.patch(API_PATHS.ADMIN_MODEL_REVIEW(id), z.unknown(), { body: decision })

export function useDecideModel(options: MutationOptions<typeof decideModel> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: decideModel,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
  )
}
