import { API_PATHS, myCastingsSchema, type CastingStatus } from '@cnm/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { LIVE_LIST_POLICY, myCastingKeys, type MyCastingView } from './keys'

export interface MyCastingsParams {
  view: MyCastingView
  page: number
  /** Client view only: one status tab; undefined lists every status. */
  status?: CastingStatus | undefined
}

/** GET /users/0/castings: castings posted and proposals sent, or applications and proposals received. */
export const getMyCastings = async (
  { view, page, status }: MyCastingsParams,
  signal?: AbortSignal,
) =>
  (
    await api.get(API_PATHS.MY_CASTINGS, myCastingsSchema, {
      query: { view, page, status },
      signal,
    })
  ).data

export const getMyCastingsQueryOptions = (params: MyCastingsParams) =>
  queryOptions({
    queryKey: [...myCastingKeys.list(params.view, params.page), params.status ?? 'all'],
    queryFn: ({ signal }) => getMyCastings(params, signal),
  })

export const useMyCastings = (params: MyCastingsParams) =>
  useQuery({
    ...getMyCastingsQueryOptions(params),
    ...LIVE_LIST_POLICY,
    placeholderData: keepPreviousData,
  })
