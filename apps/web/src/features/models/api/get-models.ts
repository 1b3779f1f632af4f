import { API_PATHS, modelListSchema, type ModelListQuery } from '@cnm/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { startFromHtmlWithPhotos } from '@/lib/early-requests'
import { CARD_SIZES } from '../components/card-sizes'
import { modelKeys } from './keys'

/** GET /models with the directory's filters, sort and page as query parameters. */
export const getModels = async (query: ModelListQuery, signal?: AbortSignal) =>
  (await api.get(API_PATHS.MODELS, modelListSchema, { query, signal })).data

export const getModelsQueryOptions = (query: ModelListQuery) =>
  queryOptions({
    queryKey: modelKeys.list(query),
    queryFn: ({ signal }) => getModels(query, signal),
    meta: startFromHtmlWithPhotos(CARD_SIZES),
  })

/** The directory keeps showing the previous page while the next filters load (no blank grid). */
export const useModels = (query: ModelListQuery) =>
  useQuery({ ...getModelsQueryOptions(query), placeholderData: keepPreviousData })
