import { API_PATHS, myModelListSchema } from '@cnm/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'

/** GET /users/0/models: the caller's profiles for My Model Management, newest first. */
export const getMyModels = async (page: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.MY_MODELS, myModelListSchema, { query: { page }, signal })).data

export const getMyModelsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: modelKeys.myList(page),
    queryFn: ({ signal }) => getMyModels(page, signal),
  })

export const useMyModels = (page = 1, { enabled = true } = {}) =>
  useQuery({ ...getMyModelsQueryOptions(page), enabled, placeholderData: keepPreviousData })
