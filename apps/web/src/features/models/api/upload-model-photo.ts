import {
  API_PATHS,
  AUTH_HEADER,
  MODEL_PHOTO_FIELD,
  apiErrorSchema,
  bearer,
  modelPhotoResponseSchema,
  type ModelPhoto,
} from '@cnm/contracts'
import { config } from '@/config'
import { ApiError } from '@/lib/api-client'
import { getAccessToken } from '@/lib/cookies'

export interface UploadProgress {
  loaded: number
  total: number
}

/**
 * POST /models/{id}/photos as multipart, through XMLHttpRequest: fetch() cannot report
 * upload progress, and the photo manager shows a bar per file. Resolves with the stored
 * photo (`pending` until the background job has made its variants).
 */
export function uploadModelPhoto({
  modelId,
  file,
  onProgress,
  signal,
}: {
  modelId: number
  file: File
  onProgress: (progress: UploadProgress) => void
  signal?: AbortSignal
}): Promise<ModelPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const base = config.apiBaseUrl.replace(/\/+$/, '')
    xhr.open('POST', new URL(`${base}${API_PATHS.MODEL_PHOTOS(modelId)}`, window.location.origin))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader(AUTH_HEADER, bearer(getAccessToken()))
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      const json = parseJson(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = modelPhotoResponseSchema.safeParse(json)
        if (parsed.success) resolve(parsed.data.data)
        else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', 'INVALID_RESPONSE'))
        return
      }
      const error = apiErrorSchema.safeParse(json)
      reject(
        error.success
          ? new ApiError(xhr.status, error.data.code, error.data.message, error.data.fields)
          : new ApiError(xhr.status, `HTTP_${xhr.status}`, `HTTP_${xhr.status}`),
      )
    }
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'NETWORK_ERROR'))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const body = new FormData()
    body.append(MODEL_PHOTO_FIELD, file)
    xhr.send(body)
  })
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return undefined
  }
}
