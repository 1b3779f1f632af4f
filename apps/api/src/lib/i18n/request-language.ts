// Which language a request is answered in (ADR 0022). Guests: the `cnm_lang` cookie the web
// writes when the visitor picks a language, else Accept-Language, else English (the spec's).
// Signed-in users: their saved preference first (plugins/auth.ts sets `userLanguage`).
import type { IncomingHttpHeaders } from 'node:http'
import { COOKIE, DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '@cnm/contracts'

const LANGUAGE_COOKIE = new RegExp(
  `(?:^|;)\\s*${COOKIE.LANGUAGE.name}=\\s*"?([A-Za-z]{2})"?\\s*(?:;|$)`,
)

/** The `cnm_lang` cookie's language, when the Cookie header carries a supported one. */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader) return null
  const value = LANGUAGE_COOKIE.exec(cookieHeader)?.[1]?.toLowerCase()
  return isLanguage(value) ? value : null
}

/**
 * The first supported language of an Accept-Language header, by q-value (ties keep their
 * order, `q=0` means "not this one"): `ko-KR,ko;q=0.9,en;q=0.8` → ko, `en;q=0.5, ko` → ko.
 */
export function acceptLanguage(header: string | undefined): Language | null {
  if (!header) return null
  const ranked: Array<{ tag: string; q: number; order: number }> = []
  header.split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.split(';')
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (tag.trim() && Number.isFinite(q) && q > 0) ranked.push({ tag: tag.trim(), q, order })
  })
  ranked.sort((a, b) => b.q - a.q || a.order - b.order)
  return pickLanguage(ranked.map(({ tag }) => tag))
}

/** A guest's language: the remembered choice, then the browser's list, then English. */
export function headerLanguage(headers: IncomingHttpHeaders): Language {
  return (
    cookieLanguage(headers.cookie) ?? acceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE
  )
}

/** A saved preference as stored in users.language (a column of text), or null. */
export const storedLanguage = (value: string | null | undefined): Language | null =>
  isLanguage(value) ? value : null
