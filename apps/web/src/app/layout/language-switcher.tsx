import { isLanguage, LANGUAGES, type Language } from '@cnm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { modelKeys } from '@/features/models/api/keys'
import { currentUserQueryKey } from '@/lib/current-user'
import { changeLanguage, currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'

// Each language is named in itself ("English", "한국어") so a visitor finds their own
// whatever the page is currently in.
const ownName = (language: Language) =>
  new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language

/** Issue #19: the language switcher of the header and the mobile drawer. */
export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation('layout')
  const id = useId()
  const { signedIn } = useSession()
  const queryClient = useQueryClient()
  // Answers that carry names of places, categories and colours are in the language they
  // were asked in (ADR 0022): ask again once the API will answer in the new one.
  const refetchNamed = () => {
    for (const queryKey of [modelKeys.all, currentUserQueryKey, ['users', 'current-location']]) {
      void queryClient.invalidateQueries({ queryKey })
    }
  }
  const switchTo = async (language: Language) => {
    await changeLanguage(language)
    // The screens switch at once; the saved preference makes the API's answers and e-mails
    // follow (ADR 0022). A failed save leaves only server texts in the old one.
    if (signedIn) {
      // Loaded on first use: the request's schema would put zod in the home route's bundle
      // (ADR 0014's budget). A failed save is not an error on screen.
      try {
        const { saveLanguage } = await import('@/features/profile/api/save-language')
        await saveLanguage(language)
      } catch {
        // Only server texts stay in the old language; the next switch tries again.
      }
    }
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
