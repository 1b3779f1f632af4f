import { isLanguage, LANGUAGES, type Language } from '@cnm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage, currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'

// Each language is named in itself ("English", "한국어") so a visitor finds their own
// whatever the page is currently in.
const ownName = (language: Language) =>
  new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language

// Saves go one after another, and a save whose language is no longer the chosen one is
// skipped: two quick switches sent side by side may reach the API in either order, and the
// first choice could stay saved while the screens show the second (seen in CI: the API then
// answered an English page in Korean). A failed save is not an error on screen; only server
// texts stay in the old language, and the next switch tries again.
let saving: Promise<void> = Promise.resolve()
function saveInOrder(language: Language): Promise<void> {
  saving = saving
    .then(async () => {
      if (currentLanguage() !== language) return
      // Loaded on first use: the request's schema would put zod in the home route's bundle
      // (ADR 0014's budget).
      const { saveLanguage } = await import('@/features/profile/api/save-language')
      await saveLanguage(language)
    })
    .catch(() => undefined)
  return saving
}

/** Issue #19: the language switcher of the header and the mobile drawer. */
export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation('layout')
  const id = useId()
  const { signedIn } = useSession()
  const queryClient = useQueryClient()
  // Answers that carry names of places, categories and colours are in the language they
  // were asked in (ADR 0022), and nearly every answer does (cards, castings, rankings,
  // partners, notifications): ask again for all of them once the API will answer in the new
  // one. Only the queries on screen refetch now; the others are marked stale.
  const refetchNamed = () => void queryClient.invalidateQueries()
  const switchTo = async (language: Language) => {
    await changeLanguage(language)
    // The screens switch at once; the saved preference makes the API's answers and e-mails
    // follow (ADR 0022). A failed save leaves only server texts in the old one.
    if (signedIn) await saveInOrder(language)
    refetchNamed()
  }
  return (
    <span className="language-switcher">
      <label htmlFor={id} className={showLabel ? 'language-switcher__label' : 'visually-hidden'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value
          if (!isLanguage(language)) return
          void switchTo(language)
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {ownName(language)}
          </option>
        ))}
      </select>
    </span>
  )
}
