import { API_PATHS } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'

// Spec §7: result not shown; only its message is used.
export const withdrawAccount = (userId: number) => api.delete(API_PATHS.USER(userId), z.unknown())

export const useWithdrawAccount = () => useMutation({ mutationFn: withdrawAccount })
