import {
  API_PATHS,
  MODEL_PHOTO_STATUS,
  modelOwnerProfileSchema,
  type ModelOwnerProfile,
} from '@cnm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'

const dataSchema = z.object({ model: modelOwnerProfileSchema })

/** While a photo is processing, the owner's view is asked again this often. */
export const PHOTO_POLL_MS = 1500

/** GET /users/0/models/{id}: one of the caller's profiles as the edit form holds it. */
export const getMyModel = async (id: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.MY_MODEL(id), dataSchema, { signal })).data.model

export const hasProcessingPhotos = (model: ModelOwnerProfile | undefined) =>
  model?.photos.some((photo) => photo.status === MODEL_PHOTO_STATUS.PENDING) ?? false

export const getMyModelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: modelKeys.myModel(id),
    queryFn: ({ signal }) => getMyModel(id, signal),
    // Variants appear when the background job finishes; poll only while one is pending.
    refetchInterval: (query) => (hasProcessingPhotos(query.state.data) ? PHOTO_POLL_MS : false),
  })

export const useMyModel = (id: number | undefined) =>
  useQuery({ ...getMyModelQueryOptions(id ?? 0), enabled: id !== undefined })
