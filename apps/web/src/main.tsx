import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, firstPageLoaded } from './app'
import { getAccessToken } from './lib/cookies'
import { detectLanguage, startI18n } from './lib/i18n'
import './styles/theme-variables.css'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain #root')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
const language = detectLanguage()
// A public page arrives prerendered for a guest in one language (ADR 0012). A guest in that
// language gets it hydrated: React adopts the painted markup instead of drawing it again.
// A signed-in visitor, or one whose language differs, gets the page drawn over it; either way
// the first render waits for the page's code, so the painted page never blinks to a spinner.
const prerendered = document.documentElement.hasAttribute('data-prerendered')
const hydrate =
  prerendered && document.documentElement.lang === language && getAccessToken() === null

// Importing ./app created the router, which is already fetching the first page's code; the
// active language's base catalogues load meanwhile, and the first render waits for them.
// (A `.then`, not a top-level await: with one, Rollup splits the entry into many chunks.)
void Promise.all([startI18n(language), prerendered ? firstPageLoaded() : null]).then(() => {
  if (hydrate) hydrateRoot(container, app)
  else createRoot(container).render(app)
})
