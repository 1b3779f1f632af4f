import { API_PATHS, type PasswordChangePayload } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

// Spec §7: the answer is "not shown"; only its message is used.
export const changePassword = (payload: PasswordChangePayload) =>
  api.put(API_PATHS.PASSWORD, z.unknown(), { body: payload })

export const useChangePassword = (options: MutationOptions<typeof changePassword> = {}) =>
  useMutation(withOptions(options, { mutationFn: changePassword }))
