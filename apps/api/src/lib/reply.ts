import { SERVER_MESSAGES } from '@cnm/contracts'

/** The success envelope every route answers with (contracts `envelopeSchema`). */
export interface Envelope<T> {
  data: T
  message: string
}

export function envelope<T>(data: T, message: string = SERVER_MESSAGES.OK): Envelope<T> {
  return { data, message }
}

