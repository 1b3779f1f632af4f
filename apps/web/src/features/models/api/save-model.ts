import {
  API_PATHS,
  modelOwnerProfileSchema,
  type ModelCreateInput,
  type ModelOwnerProfile,
  type ModelUpdateInput,
} from '@cnm/contracts'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

const dataSchema = z.object({ model: modelOwnerProfileSchema })

/** POST /models: a new draft (only the stage name is needed). */
export const createModel = async (input: ModelCreateInput) =>
  (await api.post(API_PATHS.MODELS, dataSchema, { body: input })).data.model

/** PATCH /models/{id}: any subset of the fields; null clears an optional one. */
export const updateModel = async ({ id, input }: { id: number; input: ModelUpdateInput }) =>
  (await api.patch(API_PATHS.MODEL(id), dataSchema, { body: input })).data.model

/** Stores the owner's view the API answered and marks every list that shows it as stale. */
export function rememberOwnerModel(queryClient: QueryClient, model: ModelOwnerProfile) {
  queryClient.setQueryData(modelKeys.myModel(model.id), model)
  void queryClient.invalidateQueries({ queryKey: modelKeys.mine(), exact: false })
  void queryClient.invalidateQueries({ queryKey: modelKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: modelKeys.profile(model.id) })
}

export function useCreateModel(options: MutationOptions<typeof createModel> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: createModel,
      onSuccess: (model) => rememberOwnerModel(queryClient, model),
    }),
  )
}

export function useUpdateModel(
  id: number,
  options: MutationOptions<(input: ModelUpdateInput) => ReturnType<typeof updateModel>> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: (input: ModelUpdateInput) => updateModel({ id, input }),
      onSuccess: (model) => rememberOwnerModel(queryClient, model),
    }),
  )
}
