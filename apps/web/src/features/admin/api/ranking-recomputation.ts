import {
  API_PATHS,
  rankingRecomputationStateSchema,
  type RankingRecomputationState,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** While a recomputation waits or runs, its status is asked again this often. */
export const RECOMPUTATION_POLL_MS = 1500

export const isRecomputing = (state: RankingRecomputationState | undefined) =>
  state?.recomputation?.status === 'queued' || state?.recomputation?.status === 'running'

/**
 * GET /admin/rankings/recomputations/{id}, or …/latest without an id: "last computed" and
 * the recomputation's status, polled until it is done or failed.
 */
export const useRankingRecomputation = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.recomputation(id ?? 'latest'),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          id
            ? API_PATHS.ADMIN_RANKING_RECOMPUTATION(id)
            : API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST,
          rankingRecomputationStateSchema,
          { signal },
        )
      ).data,
    refetchInterval: (query) => (isRecomputing(query.state.data) ? RECOMPUTATION_POLL_MS : false),
  })

/** POST /admin/rankings/recomputations: 202 with the queued (or joined) recomputation. */
export const requestRankingRecomputation = () =>
  api.post(API_PATHS.ADMIN_RANKING_RECOMPUTATIONS, rankingRecomputationStateSchema)

export function useRequestRankingRecomputation(
  options: MutationOptions<typeof requestRankingRecomputation> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: requestRankingRecomputation,
      // The answer is the status resource: shown at once, then polled by its id.
      onSuccess: ({ data }) => {
        if (data.recomputation) {
          queryClient.setQueryData(adminKeys.recomputation(data.recomputation.id), data)
        }
      },
    }),
  )
}
