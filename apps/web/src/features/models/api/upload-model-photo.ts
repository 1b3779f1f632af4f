import { API_PATHS, MODEL_PHOTO_FIELD, modelPhotoResponseSchema } from '@cnm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiUpload, isApiError } from '@/lib/api-client'
import { modelKeys } from './keys'

/** One file on its way: its bar, then gone once stored, or its error until dismissed. */
export interface PhotoUpload {
  key: number
  name: string
  loaded: number
  total: number
  /** The server's message, or '' when the upload failed without one; null while it runs. */
  error: string | null
}

let nextUploadKey = 1

/**
 * POST /models/{id}/photos as multipart, through the api-client's upload (token, language,
 * 401 handling, upload progress): several files at once with a progress bar each. A stored
 * photo stays `pending` until the background job has made its variants; the owner's view is
 * refetched, then the file leaves the list and `onUploaded` says so.
 */
export function useModelPhotoUploads(
  modelId: number,
  { onUploaded }: { onUploaded?: (name: string) => void } = {},
) {
  const queryClient = useQueryClient()
  const [uploads, setUploads] = useState<PhotoUpload[]>([])
  const patch = (key: number, change: Partial<PhotoUpload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    )
  const dismiss = (key: number) =>
    setUploads((current) => current.filter((upload) => upload.key !== key))

  const upload = (file: File) => {
    const key = nextUploadKey++
    setUploads((current) => [
      ...current,
      { key, name: file.name, loaded: 0, total: file.size, error: null },
    ])
    const body = new FormData()
    body.append(MODEL_PHOTO_FIELD, file)
    apiUpload(API_PATHS.MODEL_PHOTOS(modelId), modelPhotoResponseSchema.shape.data, {
      body,
      onProgress: ({ loaded, total }) => patch(key, { loaded, total }),
    }).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: modelKeys.myModel(modelId) })
        dismiss(key)
        onUploaded?.(file.name)
      },
      (error: unknown) => patch(key, { error: isApiError(error) ? error.message : '' }),
    )
  }

  return { uploads, upload, dismiss }
}
