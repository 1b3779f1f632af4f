import { isLanguage, LANGUAGES, type Language } from '@cnm/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveLanguage } from '@/features/profile/api/save-language'
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
  const saveLanguage = useSaveLanguage()
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
          void changeLanguage(language)
          // The screens switch at once; the saved preference makes the API's answers and
          // e-mails follow (ADR 0022). A failed save leaves only server texts in the old one.
          if (signedIn) saveLanguage.mutate(language)
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
