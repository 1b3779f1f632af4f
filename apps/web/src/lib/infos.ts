import {
  API_PATHS,
  countryListDataSchema,
  infosDataSchema,
  QUERY_POLICY,
  type InfoTypeId,
} from '@cnm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'

export interface InfosParams {
  type: InfoTypeId
  parentId?: number
  withChildren?: boolean
}

// Spec §7: info lists are cached without expiry — they change with a release, not a session.
const INFO_CACHE = {
  staleTime: QUERY_POLICY.INFO_STALE_MS,
  gcTime: QUERY_POLICY.INFO_GC_MS,
} as const

export const getInfosQueryOptions = (params: InfosParams) =>
  queryOptions({
    queryKey: ['infos', params],
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.INFOS, infosDataSchema, { query: { ...params }, signal })).data
        .infos,
    ...INFO_CACHE,
  })

export const getCountryListQueryOptions = () =>
  queryOptions({
    queryKey: ['infos', 'country-list'],
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.COUNTRY_LIST, countryListDataSchema, { signal })).data.infos,
    ...INFO_CACHE,
  })
