import {
  API_PATHS,
  adminUserListSchema,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  type AdminExaminationDecision,
} from '@cnm/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { adminKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** GET /admin/users: client accounts that asked for approval (examination status 2). */
export const getClientQueue = async (page: number, signal?: AbortSignal) =>
  (
    await api.get(API_PATHS.ADMIN_USERS, adminUserListSchema, {
      query: {
        page,
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        examinationStatus: EXAMINATION_STATUS.REQUEST,
      },
      signal,
    })
  ).data

export const useClientQueue = (page: number) =>
  useQuery({
    queryKey: adminKeys.queue('clients', { page }),
    queryFn: ({ signal }) => getClientQueue(page, signal),
    placeholderData: keepPreviousData,
  })

/** PATCH /admin/users/{id}/examination: approve (3) or send back (1) with a reason. */
export const decideClient = ({
  id,
  decision,
}: {
  id: number
  decision: AdminExaminationDecision
}) => api.patch(API_PATHS.ADMIN_EXAMINATION(id), z.unknown(), { body: decision })

export function useDecideClient(options: MutationOptions<typeof decideClient> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: decideClient,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
  )
}
