import { API_PATHS, modelPhotoOrderResultSchema, type ModelOwnerProfile } from '@cnm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

// Photo changes other than the upload (upload-model-photo.ts). Each answers with a message;
// the owner's view is then read again, so the list shows what the API stored.

/** DELETE /models/{id}/photos/{photoId}: the row and every file made from it. */
export const deleteModelPhoto = ({ modelId, photoId }: { modelId: number; photoId: string }) =>
  api.delete(API_PATHS.MODEL_PHOTO(modelId, photoId), z.unknown())

/** PUT /models/{id}/photos/order: every photo id, in the new order. */
export const reorderModelPhotos = ({
  modelId,
  photoIds,
}: {
  modelId: number
  photoIds: string[]
}) =>
  api.put(API_PATHS.MODEL_PHOTO_ORDER(modelId), modelPhotoOrderResultSchema, {
    body: { photoIds },
  })

function useRefreshOwnerModel(modelId: number) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: modelKeys.myModel(modelId) }),
      queryClient.invalidateQueries({ queryKey: modelKeys.mine() }),
    ])
}

export function useDeleteModelPhoto(
  modelId: number,
  options: MutationOptions<(photoId: string) => ReturnType<typeof deleteModelPhoto>> = {},
) {
  const refresh = useRefreshOwnerModel(modelId)
  return useMutation(
    withOptions(options, {
      mutationFn: (photoId: string) => deleteModelPhoto({ modelId, photoId }),
      onSettled: refresh,
    }),
  )
}

/** Optimistic: the list keeps the order the owner just chose while the API stores it. */
export function useReorderModelPhotos(
  modelId: number,
  options: MutationOptions<(photoIds: string[]) => ReturnType<typeof reorderModelPhotos>> = {},
) {
  const queryClient = useQueryClient()
  const refresh = useRefreshOwnerModel(modelId)
  const key = modelKeys.myModel(modelId)
  return useMutation(
    withOptions(options, {
      mutationFn: (photoIds: string[]) => reorderModelPhotos({ modelId, photoIds }),
      onMutate: async (photoIds) => {
        await queryClient.cancelQueries({ queryKey: key })
        const previous = queryClient.getQueryData<ModelOwnerProfile>(key)
        if (previous) {
          const byId = new Map(previous.photos.map((photo) => [photo.id, photo]))
          const photos = photoIds.flatMap((id, position) => {
            const photo = byId.get(id)
            return photo ? [{ ...photo, position }] : []
          })
          queryClient.setQueryData<ModelOwnerProfile>(key, { ...previous, photos })
        }
        return { previous }
      },
      onError: (_error, _ids, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous)
      },
      onSettled: refresh,
    }),
  )
}
