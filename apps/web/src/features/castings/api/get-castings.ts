import { castingListSchema, type CastingListQuery, API_PATHS } from '@cnm/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { START_FROM_HTML } from '@/lib/early-requests'
import { castingKeys } from './keys'

/** GET /castings with the board's filters, sort and page as query parameters. */
export const getCastings = async (query: CastingListQuery, signal?: AbortSignal) =>
  (await api.get(API_PATHS.CASTINGS, castingListSchema, { query, signal })).data

export const getCastingsQueryOptions = (query: CastingListQuery) =>
  queryOptions({
    queryKey: castingKeys.list(query),
    queryFn: ({ signal }) => getCastings(query, signal),
    meta: START_FROM_HTML,
  })

/** The board keeps the previous results on screen while the next filters load. */
export const useCastings = (query: CastingListQuery) =>
  useQuery({ ...getCastingsQueryOptions(query), placeholderData: keepPreviousData })
