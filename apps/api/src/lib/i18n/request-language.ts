// Which language a request is answered in (ADR 0022). Guests: the `cnm_lang` cookie the web
// writes when the visitor picks a language, else Accept-Language, else English (the spec's).
// Signed-in users: their saved preference first (plugins/auth.ts sets `userLanguage`).
import type { IncomingHttpHeaders } from 'node:http'
import { isLanguage, languageOfHeaders, type Language } from '@cnm/contracts'

// The header parsing lives in the contracts, shared with the web's prerendered pages.
export { acceptLanguage, cookieLanguage } from '@cnm/contracts'

/** A guest's language: the remembered choice, then the browser's list, then English. */
export const headerLanguage = (headers: IncomingHttpHeaders): Language =>
  languageOfHeaders({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] })

/** A saved preference as stored in users.language (a column of text), or null. */
export const storedLanguage = (value: string | null | undefined): Language | null =>
  isLanguage(value) ? value : null
