import {
  API_PATHS,
  countryListDataSchema,
  infosDataSchema,
  QUERY_POLICY,
  type InfoTypeId,
} from '@cnm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'
import { currentLanguage } from './i18n'

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

// Names come in the language on screen (ADR 0022: the web always sends ?lang); the
// language is part of the key, so switching fetches the other names once.
export const getInfosQueryOptions = (params: InfosParams, lang = currentLanguage()) =>
  queryOptions({
    queryKey: ['infos', params, lang],
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.INFOS, infosDataSchema, { query: { ...params, lang }, signal })).data
        .infos,
    ...INFO_CACHE,
  })

export const getCountryListQueryOptions = (lang = currentLanguage()) =>
  queryOptions({
    queryKey: ['infos', 'country-list', lang],
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.COUNTRY_LIST, countryListDataSchema, { query: { lang }, signal }))
        .data.infos,
    ...INFO_CACHE,
  })
