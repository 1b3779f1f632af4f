import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { applyTheme } from './styles/theme'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain #root')

applyTheme()
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
