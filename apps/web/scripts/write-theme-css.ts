// Rewrites src/styles/theme-variables.css from the contracts' design tokens (theme.ts).
import { writeFileSync } from 'node:fs'
import { themeStylesheet } from '../src/styles/theme'

const target = new URL('../src/styles/theme-variables.css', import.meta.url)
writeFileSync(target, themeStylesheet())
console.log(`Wrote ${target.pathname}`)
