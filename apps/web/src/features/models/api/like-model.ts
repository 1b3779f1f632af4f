import { API_PATHS, modelLikeSchema, type ModelPublicProfile } from '@cnm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** POST (like) or DELETE (unlike) /models/{id}/likes; both idempotent, both answer the exact count. */
export const setModelLike = async ({ id, liked }: { id: number; liked: boolean }) =>
  (await (liked ? api.post : api.delete)(API_PATHS.MODEL_LIKES(id), modelLikeSchema)).data

/**
 * Optimistic: the button and the count change at once, roll back if the API refuses, and
 * settle on the API's exact count.
 */
export function useLikeModel(
  id: number,
  options: MutationOptions<(liked: boolean) => ReturnType<typeof setModelLike>> = {},
) {
  const queryClient = useQueryClient()
  const key = modelKeys.profile(id)
  return useMutation(
    withOptions(options, {
      mutationFn: (liked: boolean) => setModelLike({ id, liked }),
      onMutate: async (liked) => {
        await queryClient.cancelQueries({ queryKey: key })
        const previous = queryClient.getQueryData<ModelPublicProfile>(key)
        if (previous && previous.likedByMe !== liked) {
          queryClient.setQueryData<ModelPublicProfile>(key, {
            ...previous,
            likedByMe: liked,
            likeCount: Math.max(0, previous.likeCount + (liked ? 1 : -1)),
          })
        }
        return { previous }
      },
      onError: (_error, _liked, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous)
      },
      onSuccess: ({ liked, likeCount }) => {
        queryClient.setQueryData<ModelPublicProfile>(key, (profile) =>
          profile ? { ...profile, likedByMe: liked, likeCount } : profile,
        )
      },
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: modelKeys.lists() })
        void queryClient.invalidateQueries({ queryKey: modelKeys.likes() })
      },
    }),
  )
}
