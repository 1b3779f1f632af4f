// Issue #19 / ADR 0014: the product speaks Korean and English. The web app and the API
// agree here on the language codes and on how a browser's preference list picks one.

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
