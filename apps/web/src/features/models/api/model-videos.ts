import {
  API_PATHS,
  AUTH_HEADER,
  bearer,
  introVideoSchema,
  type IntroVideo,
  type ModelVideoKind,
} from '@cnm/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Upload } from 'tus-js-client'
import { z } from 'zod'
import { config } from '@/config'
import { api, ApiError } from '@/lib/api-client'
import { getAccessToken } from '@/lib/cookies'
import { currentLanguage } from '@/lib/i18n'
import { modelKeys } from './keys'

// Intro videos of a profile (issue #31, ADR 0052): the list, the resumable upload (tus),
// and the delete. The list is asked again while a video is uploading or processing.

/** While a video is processing, the list is asked again this often. */
export const VIDEO_POLL_MS = 3000
/** tus PATCH size: a dropped connection costs at most one chunk. */
export const VIDEO_CHUNK_BYTES = 8 * 1024 * 1024

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

export interface VideoUploadProgress {
  loaded: number
  total: number
}

export interface VideoUploadHandle {
  /** Stops sending and removes what the server holds of this upload. */
  cancel: () => Promise<void>
}

/** The API's message of a failed tus request, or a network error. */
function errorOf(error: unknown): ApiError {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } })
    .originalResponse
  if (!response) return new ApiError(0, 'NETWORK_ERROR', 'NETWORK_ERROR')
  try {
    const body = JSON.parse(response.getBody()) as { code?: string; message?: string }
    if (body.message) return new ApiError(response.getStatus(), body.code ?? 'ERROR', body.message)
  } catch {
    // Not our JSON (a proxy's page): the status says enough.
  }
  return new ApiError(
    response.getStatus(),
    `HTTP_${response.getStatus()}`,
    `HTTP_${response.getStatus()}`,
  )
}

/**
 * Sends a video over tus in 8 MB chunks; a dropped connection is retried and resumes where
 * the server says it is. Resolves when the last byte is in and the file was accepted.
 */
export function uploadModelVideo({
  modelId,
  file,
  kind,
  title,
  onProgress,
  onStarted,
}: {
  modelId: number
  file: File
  kind: ModelVideoKind
  title: string | null
  onProgress: (progress: VideoUploadProgress) => void
  onStarted?: (handle: VideoUploadHandle) => void
}): Promise<void> {
  const base = config.apiBaseUrl.replace(/\/+$/, '')
  const endpoint = new URL(
    `${base}${API_PATHS.MODEL_VIDEO_UPLOADS(modelId)}`,
    window.location.origin,
  )
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: endpoint.toString(),
      chunkSize: VIDEO_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { kind, ...(title ? { title } : {}), filename: file.name },
      // A fresh token for each request: a long upload outlives an access token.
      onBeforeRequest: (request) => {
        request.setHeader(AUTH_HEADER, bearer(getAccessToken()))
        request.setHeader('Accept-Language', currentLanguage())
      },
      onProgress: (loaded, total) => onProgress({ loaded, total }),
      onSuccess: () => resolve(),
      onError: (error) => reject(errorOf(error)),
    })
    onStarted?.({
      cancel: async () => {
        await upload.abort(true).catch(() => undefined)
        reject(new DOMException('The upload was cancelled.', 'AbortError'))
      },
    })
    upload.start()
  })
}
