import { API_PATHS, proposalDetailSchema, type ProposalAnswer } from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { refreshUnreadCounts } from '@/lib/unread'
import { LIVE_LIST_POLICY, myCastingKeys } from './keys'

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

export function useAnswerProposal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerProposal,
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: myCastingKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: myCastingKeys.proposal(id) })
      void refreshUnreadCounts(queryClient)
    },
  })
}
