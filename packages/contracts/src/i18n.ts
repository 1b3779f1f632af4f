// Issue #19 / ADR 0014: the product speaks Korean and English. The web app and the API
// agree here on the language codes and on how a browser's preference list picks one.
import { COOKIE } from './cookies.js'

export const LANGUAGES = ['en', 'ko'] as const
export type Language = (typeof LANGUAGES)[number]

/** The spec's own language; used when nothing in a preference list is supported. */
export const DEFAULT_LANGUAGE: Language = 'en'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/**
 * The first supported language in a preference list, most preferred first (the browser's
 * `navigator.languages`, or an Accept-Language header's tags sorted by q): `ko-KR` and `ko`
 * give `ko`, `en-GB` gives `en`; `null` when none is supported.
 */
export function pickLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLanguage(primary)) return primary
  }
  return null
}

const LANGUAGE_COOKIE = new RegExp(
  `(?:^|;)\\s*${COOKIE.LANGUAGE.name}=\\s*"?([A-Za-z]{2})"?\\s*(?:;|$)`,
)

/** The `cnm_lang` cookie's language, when a Cookie header carries a supported one. */
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

/**
 * A guest's language from a request's headers: the remembered choice (the cookie the web
 * writes), then the browser's list, then English. The API answers in it (ADR 0022) and the
 * web's server picks the prerendered page in it (ADR 0012).
 */
export function languageOfHeaders(headers: {
  cookie?: string | undefined
  acceptLanguage?: string | undefined
}): Language {
  return (
    cookieLanguage(headers.cookie) ?? acceptLanguage(headers.acceptLanguage) ?? DEFAULT_LANGUAGE
  )
}
