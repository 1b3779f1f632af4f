import { API_PATHS, modelOwnerProfileSchema } from '@cnm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'
import { rememberOwnerModel } from './save-model'

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

const useOwnerStateChange = (
  change: (id: number) => Promise<z.infer<typeof dataSchema>['model']>,
) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (model) => rememberOwnerModel(queryClient, model),
  })
}

export const usePublishModel = () => useOwnerStateChange(publishModel)
export const useHideModel = () => useOwnerStateChange(hideModel)
export const useUnhideModel = () => useOwnerStateChange(unhideModel)
export const useRequestModelReview = () => useOwnerStateChange(requestModelReview)

export function useDeleteModel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: modelKeys.myModel(id) })
      queryClient.removeQueries({ queryKey: modelKeys.profile(id) })
      void queryClient.invalidateQueries({ queryKey: modelKeys.mine() })
      void queryClient.invalidateQueries({ queryKey: modelKeys.lists() })
    },
  })
}
