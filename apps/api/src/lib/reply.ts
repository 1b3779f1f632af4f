import type { FastifyReply } from 'fastify'
import { SERVER_MESSAGES } from '@cnm/contracts'

/** The success envelope every route answers with (contracts `envelopeSchema`). */
export interface Envelope<T> {
  data: T
  message: string
}

export function envelope<T>(data: T, message: string = SERVER_MESSAGES.OK): Envelope<T> {
  return { data, message }
}

/** Sends `{ data, message }` with the given status (200 unless told). */
export function sendData<T>(
  reply: FastifyReply,
  data: T,
  message: string = SERVER_MESSAGES.OK,
  statusCode = 200,
): FastifyReply {
  return reply.code(statusCode).send(envelope(data, message))
}
