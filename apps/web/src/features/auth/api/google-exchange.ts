import { API_PATHS, googleExchangeResultSchema } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { MutationOptions } from '@/lib/mutation-options'

/** Trades the one-time ticket of the Google callback for a session or a sign-up ticket. */
export const exchangeGoogleTicket = async (ticket: string) =>
  (
    await api.post(API_PATHS.GOOGLE_EXCHANGE, googleExchangeResultSchema, {
      body: { ticket },
      credentials: 'include',
    })
  ).data

export const useGoogleExchange = (options: MutationOptions<typeof exchangeGoogleTicket> = {}) =>
  useMutation({ ...options, mutationFn: exchangeGoogleTicket })
