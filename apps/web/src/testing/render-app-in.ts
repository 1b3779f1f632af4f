import type { Language } from '@cnm/contracts'
import { switchTestLanguage } from './i18n'
import { renderApp } from './render-app'

/** renderApp with the app in `language` from the first render: `renderAppIn('ko', '/models')`. */
export function renderAppIn(language: Language, path = '/') {
  switchTestLanguage(language)
  return renderApp(path)
}
