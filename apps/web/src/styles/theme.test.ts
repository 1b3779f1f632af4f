import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeStylesheet, themeVariables } from './theme'

describe('theme', () => {
  it('exposes the contracts design constants as CSS variables', () => {
    const variables = themeVariables()
    expect(variables['--color-primary']).toBe('#ec7969')
    expect(variables['--footer-max-width']).toBe('1400px')
    expect(variables['--logo-width']).toBe('131px')
    expect(variables['--logo-height-mobile']).toBe('43px')
    expect(variables['--breakpoint-sm']).toBe('768px')
    expect(variables['--font-family']).toMatch(/sans-serif$/)
  })

  it('theme-variables.css holds exactly those variables (run `pnpm --filter @cnm/web theme:css`)', () => {
    const stylesheet = readFileSync(path.join(__dirname, 'theme-variables.css'), 'utf8')
    expect(stylesheet).toBe(themeStylesheet())
  })
})
