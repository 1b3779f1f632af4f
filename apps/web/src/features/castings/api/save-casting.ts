import { CASTING_STATUS_VALUES, type CastingInput, API_PATHS } from '@cnm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { castingKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

// The answers of POST/PATCH/publish/close are read for the id and the status only: the web
// needs to know where to go next and whether the casting was held (ADR 0026). Both
// `data` and `data.casting` shapes are accepted.
const savedSchema = z.object({
  id: z.number().int(),
  status: z.enum(CASTING_STATUS_VALUES),
  holdReason: z.string().nullable().optional(),
})
const savedAnswerSchema = z.union([savedSchema, z.object({ casting: savedSchema })])
export interface SavedCasting {
  id: number
  status: z.infer<typeof savedSchema>['status']
  holdReason: string | null
  /** The API's message (e.g. why the casting was held). */
  message: string
}

function read(answer: { data: z.infer<typeof savedAnswerSchema>; message: string }): SavedCasting {
  const casting = 'casting' in answer.data ? answer.data.casting : answer.data
  return {
    id: casting.id,
    status: casting.status,
    holdReason: casting.holdReason ?? null,
    message: answer.message,
  }
}

export const createCasting = async (input: CastingInput) =>
  read(await api.post(API_PATHS.CASTINGS, savedAnswerSchema, { body: input }))

export const updateCasting = async (id: number, input: CastingInput) =>
  read(await api.patch(API_PATHS.CASTING(id), savedAnswerSchema, { body: input }))

export const publishCasting = async (id: number) =>
  read(await api.post(API_PATHS.CASTING_PUBLISH(id), savedAnswerSchema))

export const closeCasting = async (id: number) =>
  read(await api.post(API_PATHS.CASTING_CLOSE(id), savedAnswerSchema))

/**
 * Saves the form (POST for a new casting, PATCH for an existing one). Publishing sends
 * `publish: true`; should the answer still be a draft, POST /castings/{id}/publish follows.
 * Otherwise the flag is left out, so a draft stays a draft and a live casting stays live.
 */
export function useSaveCasting(
  id: number | null,
  options: MutationOptions<
    (vars: { input: CastingInput; publish: boolean }) => ReturnType<typeof publishCasting>
  > = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: async ({ input, publish }: { input: CastingInput; publish: boolean }) => {
        const { publish: _ignored, ...fields } = input
        const body = publish ? { ...fields, publish: true } : fields
        const saved = id === null ? await createCasting(body) : await updateCasting(id, body)
        if (publish && saved.status === 'draft') return publishCasting(saved.id)
        return saved
      },
      onSuccess: (saved) => {
        void queryClient.invalidateQueries({ queryKey: castingKeys.all })
        void queryClient.invalidateQueries({ queryKey: castingKeys.detail(saved.id) })
      },
    }),
  )
}

export function useCloseCasting(
  id: number,
  options: MutationOptions<() => ReturnType<typeof closeCasting>> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: () => closeCasting(id),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: castingKeys.all }),
    }),
  )
}
