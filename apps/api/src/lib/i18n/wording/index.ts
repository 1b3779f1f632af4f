// E-mail and SMS wording, one catalogue per language keyed by name (issue #27, ADR 0022
// addendum). Server messages have theirs in the contracts (MESSAGE_WORDING, messageIn).
import type { Language } from '@cnm/contracts'
import { EMAIL_WORDING_EN, type EmailWording } from './en.js'
import { EMAIL_WORDING_KO } from './ko.js'

export type { EmailWording }

export const EMAIL_WORDING: Readonly<Record<Language, EmailWording>> = {
  en: EMAIL_WORDING_EN,
  ko: EMAIL_WORDING_KO,
}

/** The e-mail wording of `language`. */
export const emailWording = (language: Language): EmailWording => EMAIL_WORDING[language]
