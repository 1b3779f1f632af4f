import type { Language } from '@cnm/contracts'
import type { ResourceKey, Resource } from 'i18next'
import { I18N_OPTIONS, i18n } from '@/lib/i18n'

// Tests get every catalogue at once, synchronously, in English (the spec's wording, which
// most assertions use). A key missing from a catalogue logs a console.error, which fails the
// test (setup-tests.ts).
const catalogues = import.meta.glob<ResourceKey>('../locales/*/*.json', {
  eager: true,
  import: 'default',
})

const resources: Resource = {}
const namespaces = new Set<string>()
for (const [path, catalogue] of Object.entries(catalogues)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
  if (!match) throw new Error(`Unexpected catalogue path ${path}`)
  const [, language, namespace] = match as unknown as [string, string, string]
  resources[language] = { ...resources[language], [namespace]: catalogue }
  namespaces.add(namespace)
}

export function initTestI18n() {
  void i18n.init({
    ...I18N_OPTIONS,
    lng: 'en',
    ns: [...namespaces],
    resources,
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(
        `Missing i18n key ${namespace}:${key} (${languages.join(', ') || i18n.language})`,
      )
    },
  })
  forgetLanguageChoice() // starting up remembered "en"; each test starts as a first visit
}

function forgetLanguageChoice() {
  localStorage.removeItem('cnm_lang')
  document.cookie = 'cnm_lang=; path=/; max-age=0'
}

/** Switches the app's language for the rest of the test (reset to English after each test). */
export function switchTestLanguage(language: Language) {
  void i18n.changeLanguage(language)
  if (i18n.language !== language) throw new Error(`Could not switch the tests to ${language}`)
}

export async function resetTestLanguage() {
  if (i18n.language !== 'en') await i18n.changeLanguage('en')
  forgetLanguageChoice()
}
