import { API_PATHS, adminUserListSchema, type ServiceType } from '@cnm/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminKeys } from './keys'

export interface AccountFilters {
  q?: string | undefined
  serviceType?: ServiceType | undefined
  suspended?: boolean | undefined
  page: number
}

/** GET /admin/users with the console's account filters. */
export const useAccounts = (filters: AccountFilters) =>
  useQuery({
    queryKey: adminKeys.queue('accounts', filters),
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.ADMIN_USERS, adminUserListSchema, { query: { ...filters }, signal }))
        .data,
    placeholderData: keepPreviousData,
  })
