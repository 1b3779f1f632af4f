// Live updates (ADR 0039): the web opens GET /events?ticket=... (Server-Sent Events) with a
// ticket from POST /events/ticket, since EventSource cannot send the Authorization header.
import { z } from 'zod'
import { envelopeSchema } from './common.js'

/** How long a ticket opens a stream; the stream itself lasts until either side closes it. */
export const LIVE_TICKET_TTL_SECONDS = 60

export const liveTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int().positive(),
})
export type LiveTicket = z.infer<typeof liveTicketSchema>
export const liveTicketResponseSchema = envelopeSchema(liveTicketSchema)

export const liveEventsQuerySchema = z.object({ ticket: z.string().min(1).max(2048) })

/** The one event a stream sends (`event: notification`): what to refetch, never content. */
export const LIVE_EVENT_NAME = 'notification'
export const liveEventSchema = z.object({
  type: z.literal('notification'),
  kind: z.string(),
  threadId: z.number().int().nullable(),
})
export type LiveEventData = z.infer<typeof liveEventSchema>
