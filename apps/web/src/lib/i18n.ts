import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  pickLanguage,
  type Language,
} from '@cnm/contracts'
import i18next, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { readCookie, writeCookie } from './cookies'

// ADR 0014. One i18next instance for the app; react-i18next's hooks use it.
export const i18n = i18next.createInstance()
i18n.use(initReactI18next)

/** Namespaces every page needs (header, footer, shared words); loaded before the first render. */
export const BASE_NAMESPACES = ['common', 'layout'] as const

const STORAGE_KEY = 'cnm_lang'

type Catalogue = { default: ResourceKey }
// One chunk per language and namespace: a visitor downloads only the active language, and
// only the namespaces of the pages they open.
const catalogues = import.meta.glob<Catalogue>('../locales/*/*.json')

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`]
    if (!load) {
      callback(new Error(`No catalogue src/locales/${language}/${namespace}.json`), false)
      return
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

/** Options shared by the app and the tests. */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  // CI (scripts/check-i18n.mjs) guarantees both catalogues have every key, so a Korean
  // visitor never needs the English one: no fallback, nothing extra to download.
  fallbackLng: false,
  defaultNS: 'common',
  ns: [...BASE_NAMESPACES],
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: true },
} satisfies InitOptions

/**
 * The language of this visit: the visitor's earlier choice (localStorage, then the cookie),
 * else the first of the browser's languages we support (ko-KR → ko), else English.
 */
export function detectLanguage(): Language {
  const stored = readStoredLanguage() ?? readCookie('LANGUAGE')
  if (isLanguage(stored)) return stored
  return pickLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null // storage disabled (private mode, blocked cookies): the cookie still works
  }
}

/** Keeps <html lang> and the remembered choice (localStorage + the API-readable cookie) in step. */
function reflectLanguage(language: string) {
  // No document while pages are prerendered at build time (src/prerender.tsx).
  if (!isLanguage(language) || typeof document === 'undefined') return
  document.documentElement.lang = language
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // storage disabled: the cookie below remembers the choice
  }
  writeCookie('LANGUAGE', language)
}

i18n.on('languageChanged', reflectLanguage)

// Settles when startI18n has finished. Asking i18next for namespaces before its init would
// be lost: init replaces the list of namespaces to load, so the page's catalogues would only be
// fetched when a component first needs them, which hides the page behind the spinner again.
let markStarted!: () => void
const started = new Promise<void>((resolve) => {
  markStarted = resolve
})

/** Starts i18n in `language` and resolves once the base namespaces are loaded. */
export async function startI18n(language: Language = detectLanguage()): Promise<void> {
  i18n.on('failedLoading', (lng, ns, message) => {
    console.error(`Could not load the ${lng}/${ns} catalogue: ${message}`)
  })
  await i18n.use(lazyCatalogues).init({ ...I18N_OPTIONS, lng: language })
  markStarted()
}

/** Switches the whole app; resolves once the new language's catalogues in use are loaded. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language)
}

/**
 * After a log-in (e-mail or Google): the API answers a user in their saved language, so the
 * screens follow it (ADR 0022). A user who never chose one keeps the language on screen.
 */
export function adoptSavedLanguage(saved: Language | null): void {
  if (saved && saved !== currentLanguage()) void changeLanguage(saved)
}

/** The active language as one of ours (i18next reports a string). */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE
}

/**
 * Loads namespaces ahead of rendering, e.g. alongside a lazy route's code (router.tsx).
 * The catalogues' downloads start at once, also on a first visit while i18next is still
 * starting (it would only ask for them once the base catalogues are in): the page's words
 * then arrive with its code instead of one round trip later. The bundler keeps one module
 * per catalogue, so i18next's own request later reuses the download.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (!namespaces.length) return Promise.resolve()
  const language = i18n.isInitialized ? currentLanguage() : detectLanguage()
  for (const namespace of namespaces)
    void catalogues[`../locales/${language}/${namespace}.json`]?.()
  return (i18n.isInitialized ? Promise.resolve() : started).then(() =>
    i18n.loadNamespaces([...namespaces]),
  )
}

/**
 * A lazily imported module together with the catalogues it renders, fetched side by side:
 * `lazy(() => withNamespaces(import('./sign-in-dialog'), ['auth', 'messages']))`.
 */
export async function withNamespaces<T>(load: Promise<T>, namespaces: readonly string[]) {
  const [module] = await Promise.all([load, loadNamespaces(namespaces)])
  return module
}
