// What a verification code looks like in an inbox and on a phone, in the recipient's
// language (ADR 0022); the words are in lib/i18n/wording.
import type { Language } from '@cnm/contracts'
import { renderEmail } from '../../lib/email-layout.js'
import { emailWording } from '../../lib/i18n/wording/index.js'

export function codeEmail(code: string, language: Language = 'en') {
  const texts = emailWording(language).verificationCode
  return {
    subject: texts.subject(code),
    ...renderEmail({
      title: texts.title,
      paragraphs: texts.paragraphs,
      code,
      footer: texts.footer,
      language,
    }),
  }
}

/** Sent instead of a code when someone starts a sign-up with an address that has an account. */
export function alreadyRegisteredEmail(language: Language = 'en') {
  const texts = emailWording(language).alreadyRegistered
  return {
    subject: texts.subject,
    ...renderEmail({
      title: texts.title,
      paragraphs: texts.paragraphs,
      footer: texts.footer,
      language,
    }),
  }
}

export const codeSms = (code: string, language: Language = 'en') =>
  emailWording(language).verificationCode.sms(code)
