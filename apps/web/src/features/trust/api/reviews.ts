import {
  castingCompleteResponseSchema,
  myReviewsSchema,
  reviewListSchema,
  TRUST_API_PATHS,
  type ReviewInput,
  type ReviewReportInput,
} from '@cnm/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { trustKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

const PATHS = { model: TRUST_API_PATHS.MODEL_REVIEWS, partner: TRUST_API_PATHS.PARTNER_REVIEWS }

/** GET /models/{id}/reviews or /partners/{id}/reviews: released, visible reviews + summary. */
export const useReviewList = (subject: 'model' | 'partner', id: number, page: number) =>
  useQuery({
    queryKey: trustKeys.reviewList(subject, id, page),
    queryFn: async ({ signal }) =>
      (await api.get(PATHS[subject](id), reviewListSchema, { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
  })

/** GET /users/0/reviews: received (once released), written, and bookings awaiting my review. */
export const useMyReviews = () =>
  useQuery({
    queryKey: trustKeys.mine(),
    queryFn: async ({ signal }) =>
      (await api.get(TRUST_API_PATHS.MY_REVIEWS, myReviewsSchema, { signal })).data,
  })

/** POST /applications/{id}/reviews. */
export const writeReview = ({
  applicationId,
  review,
}: {
  applicationId: number
  review: ReviewInput
}) => api.post(TRUST_API_PATHS.APPLICATION_REVIEWS(applicationId), z.unknown(), { body: review })

export function useWriteReview(options: MutationOptions<typeof writeReview> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: writeReview,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trustKeys.reviews() }),
    }),
  )
}

/** POST /reviews/{id}/reports. */
export const reportReview = ({ id, report }: { id: number; report: ReviewReportInput }) =>
  api.post(TRUST_API_PATHS.REVIEW_REPORTS(id), z.unknown(), { body: report })

/** Report a review (the report form may leave the details out: they are sent empty). */
export const useReportReview = (
  id: number,
  options: MutationOptions<
    (vars: { reasonId: number; details?: string | undefined }) => ReturnType<typeof reportReview>
  > = {},
) =>
  useMutation(
    withOptions(options, {
      mutationFn: ({ reasonId, details }: { reasonId: number; details?: string | undefined }) =>
        reportReview({ id, report: { reasonId, details: details ?? '' } }),
    }),
  )

/** POST /castings/{id}/complete: the client marks a casting done, opening its reviews now. */
export const markCastingDone = (castingId: number) =>
  api.post(TRUST_API_PATHS.CASTING_COMPLETE(castingId), castingCompleteResponseSchema.shape.data)

export function useMarkCastingDone(options: MutationOptions<typeof markCastingDone> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    mutationFn: markCastingDone,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: trustKeys.reviews() })
      await options.onSuccess?.(...args)
    },
  })
}
