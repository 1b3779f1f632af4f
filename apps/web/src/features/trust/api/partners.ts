import {
  partnerDetailSchema,
  partnerListSchema,
  TRUST_API_PATHS,
  type PartnerListQuery,
} from '@cnm/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { START_FROM_HTML } from '@/lib/early-requests'
import { trustKeys } from './keys'

/** GET /partners: approved client companies. */
export const usePartners = (query: PartnerListQuery) =>
  useQuery({
    queryKey: trustKeys.partners(query),
    queryFn: async ({ signal }) =>
      (await api.get(TRUST_API_PATHS.PARTNERS, partnerListSchema, { query: { ...query }, signal }))
        .data,
    meta: START_FROM_HTML,
    placeholderData: keepPreviousData,
  })

/** GET /partners/{id}: 404 for anything that is not an approved, active client. */
export const usePartner = (id: number) =>
  useQuery({
    queryKey: trustKeys.partner(id),
    queryFn: async ({ signal }) =>
      (await api.get(TRUST_API_PATHS.PARTNER(id), partnerDetailSchema, { signal })).data,
  })
