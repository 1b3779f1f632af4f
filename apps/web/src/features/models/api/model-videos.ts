import { API_PATHS, introVideoSchema, type IntroVideo, type ModelVideoKind } from '@cnm/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { uploadVideo, type VideoUploadHandle, type VideoUploadProgress } from '@/lib/video-upload'
import { modelKeys } from './keys'

// Intro videos of a profile (issue #31, ADR 0052): the list, the resumable upload (tus),
// and the delete. The list is asked again while a video is uploading or processing.

/** While a video is processing, the list is asked again this often. */
export const VIDEO_POLL_MS = 3000
export { VIDEO_CHUNK_BYTES } from '@/lib/video-upload'

export const videoKeys = {
  list: (modelId: number) => [...modelKeys.all, 'videos', modelId] as const,
}

const isBusy = (videos: IntroVideo[] | undefined) =>
  videos?.some((video) => video.status === 'processing') ?? false

export const getModelVideosQueryOptions = (modelId: number) =>
  queryOptions({
    queryKey: videoKeys.list(modelId),
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.MODEL_VIDEOS(modelId), z.array(introVideoSchema), { signal })).data,
    refetchInterval: (query) => (isBusy(query.state.data) ? VIDEO_POLL_MS : false),
  })

/** GET /models/{id}/videos: all of them for the owner, the ready ones for everybody else. */
export const useModelVideos = (modelId: number) => useQuery(getModelVideosQueryOptions(modelId))

export function useDeleteModelVideo(modelId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (videoId: string) =>
      api.delete(API_PATHS.MODEL_VIDEO(modelId, videoId), z.unknown()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.list(modelId) }),
  })
}

export type { VideoUploadHandle, VideoUploadProgress } from '@/lib/video-upload'

/** An intro video of profile `modelId`, named by its kind (and title for `other`). */
export const uploadModelVideo = ({
  modelId,
  kind,
  title,
  ...rest
}: {
  modelId: number
  file: File
  kind: ModelVideoKind
  title: string | null
  onProgress: (progress: VideoUploadProgress) => void
  onStarted?: (handle: VideoUploadHandle) => void
}): Promise<void> =>
  uploadVideo({
    path: API_PATHS.MODEL_VIDEO_UPLOADS(modelId),
    metadata: { kind, ...(title ? { title } : {}) },
    ...rest,
  })
