import { API_PATHS, adminCastingSchema, paginatedSchema, type CastingStatus } from '@cnm/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { adminKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

const listSchema = paginatedSchema(adminCastingSchema)

export interface CastingQueueFilters {
  status: CastingStatus
  hidden?: boolean | undefined
  page: number
}

/** GET /admin/castings: held castings by default (the money-asking rule), oldest first. */
export const useCastingQueue = (filters: CastingQueueFilters) =>
  useQuery({
    queryKey: adminKeys.queue('castings', filters),
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.ADMIN_CASTINGS, listSchema, { query: { ...filters }, signal })).data,
    placeholderData: keepPreviousData,
  })

export const CASTING_ACTIONS = ['release', 'reject', 'hide', 'restore'] as const
export type CastingAction = (typeof CASTING_ACTIONS)[number]

const CASTING_PATHS = {
  release: API_PATHS.ADMIN_CASTING_RELEASE,
  reject: API_PATHS.ADMIN_CASTING_REJECT,
  hide: API_PATHS.ADMIN_CASTING_HIDE,
  restore: API_PATHS.ADMIN_CASTING_RESTORE,
} as const

/** POST /admin/castings/{id}/release | reject | hide | restore; release needs no reason. */
export const actOnCasting = ({
  id,
  action,
  reason,
}: {
  id: number
  action: CastingAction
  reason: string
}) =>
  api.post(CASTING_PATHS[action](id), z.unknown(), {
    body: action === 'release' && reason === '' ? {} : { reason },
  })

export function useActOnCasting(options: MutationOptions<typeof actOnCasting> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: actOnCasting,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
  )
}
