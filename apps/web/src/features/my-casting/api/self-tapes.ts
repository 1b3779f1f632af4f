import {
  applicationSelfTapesSchema,
  castingSelfTapesSchema,
  SELF_TAPE_API_PATHS,
  selfTapeRequestSchema,
  type ApplicationSelfTapes,
  type CastingSelfTapes,
  type SelfTapeRequestInput,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { uploadVideo, type VideoUploadHandle, type VideoUploadProgress } from '@/lib/video-upload'
import { myCastingKeys } from './keys'

// Self-tapes (issue #31, ADR 0053): the owner's requests and answers of a casting, the
// applicant's requests on one application, and the answer upload (tus, as intro videos).

/** While an answer is processing, the list is asked again this often. */
export const SELF_TAPE_POLL_MS = 3000

export const selfTapeKeys = {
  casting: (castingId: number) =>
    [...myCastingKeys.all, 'self-tapes', 'casting', castingId] as const,
  application: (applicationId: number) =>
    [...myCastingKeys.all, 'self-tapes', 'application', applicationId] as const,
}

export const useCastingSelfTapes = (castingId: number) =>
  useQuery({
    queryKey: selfTapeKeys.casting(castingId),
    queryFn: async ({ signal }): Promise<CastingSelfTapes> =>
      (
        await api.get(SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(castingId), castingSelfTapesSchema, {
          signal,
        })
      ).data,
  })

const processing = (data: ApplicationSelfTapes | undefined) =>
  data?.some((entry) => entry.video?.status === 'processing') ?? false

export const useApplicationSelfTapes = (applicationId: number) =>
  useQuery({
    queryKey: selfTapeKeys.application(applicationId),
    queryFn: async ({ signal }): Promise<ApplicationSelfTapes> =>
      (
        await api.get(
          SELF_TAPE_API_PATHS.APPLICATION_SELF_TAPES(applicationId),
          applicationSelfTapesSchema,
          { signal },
        )
      ).data,
    refetchInterval: (query) => (processing(query.state.data) ? SELF_TAPE_POLL_MS : false),
  })

/**
 * POST the request, then PUT its script when one was chosen. `createdId`: the request a
 * previous try already made (its script failed), so a retry sends only the script.
 */
export function useCreateSelfTapeRequest(castingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      input,
      script,
      createdId,
      onCreated,
    }: {
      input: SelfTapeRequestInput
      script: File | null
      createdId: number | null
      onCreated: (id: number) => void
    }) => {
      let id = createdId
      if (id === null) {
        const created = await api.post(
          SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(castingId),
          selfTapeRequestSchema,
          { body: input },
        )
        id = created.data.id
        onCreated(id)
      }
      if (script) {
        await api.put(SELF_TAPE_API_PATHS.SCRIPT(id), selfTapeRequestSchema, { body: script })
      }
      return id
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: selfTapeKeys.casting(castingId) }),
  })
}

export function useMarkSelfTapeSeen(castingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ requestId, applicationId }: { requestId: number; applicationId: number }) =>
      api.put(SELF_TAPE_API_PATHS.SEEN(requestId, applicationId), z.unknown()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: selfTapeKeys.casting(castingId) }),
  })
}

export const uploadSelfTape = ({
  applicationId,
  requestId,
  ...rest
}: {
  applicationId: number
  requestId: number
  file: File
  onProgress: (progress: VideoUploadProgress) => void
  onStarted?: (handle: VideoUploadHandle) => void
}) => uploadVideo({ path: SELF_TAPE_API_PATHS.UPLOADS(applicationId, requestId), ...rest })
