// Texts one side of a job writes for the other before a booking (issue #25, finding 9): thread
// messages, an applicant's note, a direct proposal's free text. Each goes through the same
// contact redaction (contact-redaction.ts) when the other side reads it, until the booking or
// the accepted proposal opens contact details; the writer and administrators read it whole.
import { messageIn, type Language } from '@cnm/contracts'
import { redactContactDetails, type RedactionOptions } from './contact-redaction.js'

/** The notice that replaces contact details, in the reader's language. */
export const contactNoticeIn = (language: Language): string =>
  messageIn('SERVER_MESSAGES.CONTACT_HIDDEN', language)

/** The other side reading before contacts open: their language and the platform's own hosts. */
export interface CrossingReader extends RedactionOptions {
  language: Language
}

/**
 * `text` as the other side reads it: whole once contacts are open (`open`) or when nobody of
 * the other side reads it (`reader` null: the writer, an administrator); otherwise with each
 * contact detail replaced by the notice.
 */
export function acrossBeforeBooking(
  text: string,
  open: boolean,
  reader: CrossingReader | null,
): string {
  if (open || reader === null) return text
  return redactContactDetails(text, contactNoticeIn(reader.language), reader)
}
