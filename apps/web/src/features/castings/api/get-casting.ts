import { castingDetailSchema, API_PATHS } from '@cnm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError } from '@/lib/api-client'
import { castingKeys } from './keys'

/** GET /castings/{id}: the detail with what the caller may do (viewer). */
export const getCasting = async (id: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.CASTING(id), castingDetailSchema, { signal })).data

export const getCastingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: castingKeys.detail(id),
    queryFn: ({ signal }) => getCasting(id, signal),
    // A 404 will not turn into a casting by asking again.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  })

export const useCasting = (id: number) => useQuery(getCastingQueryOptions(id))
