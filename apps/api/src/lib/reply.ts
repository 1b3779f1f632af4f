import { SERVER_MESSAGES, type Envelope } from '@cnm/contracts'

/** The success envelope every route answers with (contracts `envelopeSchema`). */
export function envelope<T>(data: T, message: string = SERVER_MESSAGES.OK): Envelope<T> {
  return { data, message }
}
