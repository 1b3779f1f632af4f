import { API_PATHS, mySessionSchema } from '@cnm/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'
import { z } from 'zod'
import { api } from '@/lib/api-client'

// My Profile's device list (issue #17 finding 9): the signed-in user's sessions.
export const mySessionsQueryKey = ['users', 'me', 'sessions'] as const

const endedSchema = z.object({ ended: z.number() })

export const getMySessionsQueryOptions = () =>
  queryOptions({
    queryKey: mySessionsQueryKey,
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.MY_SESSIONS, z.array(mySessionSchema), { signal })).data,
  })

export const useMySessions = () => useQuery(getMySessionsQueryOptions())

export const endSession = (sessionId: string) =>
  api.delete(API_PATHS.MY_SESSION(sessionId), endedSchema)

export const endOtherSessions = () => api.delete(API_PATHS.MY_SESSIONS, endedSchema)

/** After either, the list is fetched again: it is the server that knows what is left. */
function useEndMutation<T>(
  mutationFn: (input: T) => ReturnType<typeof endSession>,
  options: MutationOptions<(input: T) => ReturnType<typeof endSession>> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn,
      onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsQueryKey }),
    }),
  )
}

export const useEndSession = (options?: MutationOptions<typeof endSession>) =>
  useEndMutation(endSession, options)
export const useEndOtherSessions = (options?: MutationOptions<typeof endOtherSessions>) =>
  useEndMutation<void>(endOtherSessions, options)
