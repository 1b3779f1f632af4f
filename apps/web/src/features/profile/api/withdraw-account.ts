import { API_PATHS } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

// Spec §7: result not shown; only its message is used. E-mail accounts confirm with their
// current password; Google accounts send none (the API wants a recent Google sign-in).
export const withdrawAccount = ({
  userId,
  currentPassword,
}: {
  userId: number
  currentPassword?: string
}) =>
  api.delete(API_PATHS.USER(userId), z.unknown(), {
    body: currentPassword ? { currentPassword } : {},
  })

export const useWithdrawAccount = (options: MutationOptions<typeof withdrawAccount> = {}) =>
  useMutation(withOptions(options, { mutationFn: withdrawAccount }))
