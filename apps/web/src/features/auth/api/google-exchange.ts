import { API_PATHS, googleExchangeResultSchema } from '@cnm/contracts'
import { api } from '@/lib/api-client'

/** Trades the one-time ticket of the Google callback for a session or a sign-up ticket. */
export const exchangeGoogleTicket = async (ticket: string) =>
  (await api.post(API_PATHS.GOOGLE_EXCHANGE, googleExchangeResultSchema, { body: { ticket } })).data
