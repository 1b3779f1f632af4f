import {
  API_PATHS,
  proposalDetailSchema,
  type BookingCancellationInput,
  type ProposalAnswer,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { refreshUnreadCounts } from '@/lib/unread'
import { LIVE_LIST_POLICY, myCastingKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

// GET and PATCH /proposals/{id} answer { proposal } (ADR 0024).
const proposalBody = z.object({ proposal: proposalDetailSchema })

/** GET /proposals/{id}: every field of the proposal, for its sender and its recipient. */
export const getProposal = async (id: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.PROPOSAL(id), proposalBody, { signal })).data.proposal

export const useProposal = (id: number) =>
  useQuery({
    queryKey: myCastingKeys.proposal(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    ...LIVE_LIST_POLICY,
  })

/** PATCH /proposals/{id} (recipient only): Accept or Decline. */
export const answerProposal = ({ id, answer }: { id: number; answer: ProposalAnswer }) =>
  api.patch(API_PATHS.PROPOSAL(id), z.unknown(), { body: answer })

/** After a change to a proposal: the lists, the proposal itself and the unread counts. */
function useRefetchProposal() {
  const queryClient = useQueryClient()
  return (id: number) => {
    void queryClient.invalidateQueries({ queryKey: myCastingKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: myCastingKeys.proposal(id) })
    void refreshUnreadCounts(queryClient)
  }
}

export function useAnswerProposal(options: MutationOptions<typeof answerProposal> = {}) {
  const refetch = useRefetchProposal()
  return useMutation(
    withOptions(options, {
      mutationFn: answerProposal,
      onSettled: (_data, _error, { id }) => refetch(id),
    }),
  )
}

/** POST /proposals/{id}/cancellation: either side undoes an accepted proposal, with a reason. */
export const cancelProposal = ({ id, reason }: { id: number } & BookingCancellationInput) =>
  api.post(API_PATHS.PROPOSAL_CANCELLATION(id), z.unknown(), { body: { reason } })

export function useCancelProposal(options: MutationOptions<typeof cancelProposal> = {}) {
  const refetch = useRefetchProposal()
  return useMutation(
    withOptions(options, {
      mutationFn: cancelProposal,
      onSettled: (_data, _error, { id }) => refetch(id),
    }),
  )
}
