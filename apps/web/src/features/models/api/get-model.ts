import { API_PATHS, modelPublicProfileSchema } from '@cnm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api, isApiError } from '@/lib/api-client'
import { modelKeys } from './keys'

const dataSchema = z.object({ model: modelPublicProfileSchema })

/** GET /models/{id}: the public profile (404 for hidden, draft or deleted ones). */
export const getModel = async (id: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.MODEL(id), dataSchema, { signal })).data.model

export const getModelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: modelKeys.profile(id),
    queryFn: ({ signal }) => getModel(id, signal),
    // A 404 will not turn into a profile by asking again.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  })

export const useModel = (id: number) => useQuery(getModelQueryOptions(id))
