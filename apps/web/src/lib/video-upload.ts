import { AUTH_HEADER, bearer } from '@cnm/contracts'
import { Upload } from 'tus-js-client'
import { config } from '@/config'
import { ApiError } from '@/lib/api-client'
import { getAccessToken } from '@/lib/cookies'
import { currentLanguage } from '@/lib/i18n'

// The resumable video upload (tus, ADR 0052) shared by intro videos and self-tape answers
// (ADR 0053): the API's tus routes differ only in their path and metadata.

/** tus PATCH size: a dropped connection costs at most one chunk. */
export const VIDEO_CHUNK_BYTES = 8 * 1024 * 1024

export interface VideoUploadProgress {
  loaded: number
  total: number
}

/** A video upload under way, as the intro videos and self-tape forms keep it in state. */
export interface VideoSending {
  name: string
  loaded: number
  total: number
  startedAt: number
  handle: VideoUploadHandle | null
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
 * Sends a video to the tus creation route `path` in 8 MB chunks; a dropped connection is
 * retried and resumes where the server says it is. Resolves when the last byte is in and the
 * file was accepted.
 */
export function uploadVideo({
  path,
  file,
  metadata = {},
  onProgress,
  onStarted,
}: {
  path: string
  file: File
  metadata?: Record<string, string>
  onProgress: (progress: VideoUploadProgress) => void
  onStarted?: (handle: VideoUploadHandle) => void
}): Promise<void> {
  const base = config.apiBaseUrl.replace(/\/+$/, '')
  const endpoint = new URL(`${base}${path}`, window.location.origin)
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: endpoint.toString(),
      chunkSize: VIDEO_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { ...metadata, filename: file.name },
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

/** Seconds left at the rate so far, once there is a rate to go by. */
export function secondsLeft(
  sending: { loaded: number; total: number; startedAt: number },
  now: number,
) {
  const elapsed = (now - sending.startedAt) / 1000
  if (sending.loaded <= 0 || elapsed <= 0) return null
  return Math.max(0, Math.round(((sending.total - sending.loaded) * elapsed) / sending.loaded))
}
