import { API_PATHS, modelOwnerProfileSchema } from '@cnm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'
import { rememberOwnerModel } from './save-model'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

const dataSchema = z.object({ model: modelOwnerProfileSchema })

// The owner's state changes. Each is one POST answering the owner's view, except delete.

export const publishModel = async (id: number) =>
  (await api.post(API_PATHS.MODEL_PUBLISH(id), dataSchema)).data.model
export const hideModel = async (id: number) =>
  (await api.post(API_PATHS.MODEL_HIDE(id), dataSchema)).data.model
export const unhideModel = async (id: number) =>
  (await api.post(API_PATHS.MODEL_UNHIDE(id), dataSchema)).data.model
export const requestModelReview = async (id: number) =>
  (await api.post(API_PATHS.MODEL_REVIEW_REQUEST(id), dataSchema)).data.model
/** DELETE /models/{id}: the profile, its photos and their files. */
export const deleteModel = (id: number) => api.delete(API_PATHS.MODEL(id), z.unknown())

type OwnerStateChange = (id: number) => Promise<z.infer<typeof dataSchema>['model']>

const useOwnerStateChange = (
  change: OwnerStateChange,
  options: MutationOptions<OwnerStateChange> = {},
) => {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: change,
      onSuccess: (model) => rememberOwnerModel(queryClient, model),
    }),
  )
}

export const usePublishModel = (options?: MutationOptions<OwnerStateChange>) =>
  useOwnerStateChange(publishModel, options)
export const useHideModel = (options?: MutationOptions<OwnerStateChange>) =>
  useOwnerStateChange(hideModel, options)
export const useUnhideModel = (options?: MutationOptions<OwnerStateChange>) =>
  useOwnerStateChange(unhideModel, options)
export const useRequestModelReview = (options?: MutationOptions<OwnerStateChange>) =>
  useOwnerStateChange(requestModelReview, options)

export function useDeleteModel(options: MutationOptions<typeof deleteModel> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: deleteModel,
      onSuccess: (_answer, id) => {
        queryClient.removeQueries({ queryKey: modelKeys.myModel(id) })
        queryClient.removeQueries({ queryKey: modelKeys.profile(id) })
        void queryClient.invalidateQueries({ queryKey: modelKeys.mine() })
        void queryClient.invalidateQueries({ queryKey: modelKeys.lists() })
      },
    }),
  )
}
