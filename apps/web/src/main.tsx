import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { startI18n } from './lib/i18n'
import { applyTheme } from './styles/theme'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain #root')

applyTheme()
// Importing ./app created the router, which is already fetching the first page's code; the
// active language's base catalogues load meanwhile, and the first render waits for them.
// (A `.then`, not a top-level await: with one, Rollup splits the entry into many chunks.)
void startI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
