import { describe, expect, it } from 'vitest'
import { applyTheme } from './theme'

describe('theme', () => {
  it('exposes the contracts design constants as CSS variables', () => {
    const root = document.createElement('div')
    applyTheme(root)
    expect(root.style.getPropertyValue('--color-primary')).toBe('#ec7969')
    expect(root.style.getPropertyValue('--footer-max-width')).toBe('1400px')
    expect(root.style.getPropertyValue('--logo-width')).toBe('131px')
    expect(root.style.getPropertyValue('--logo-height-mobile')).toBe('43px')
    expect(root.style.getPropertyValue('--breakpoint-sm')).toBe('768px')
    expect(root.style.getPropertyValue('--font-family')).toMatch(/sans-serif$/)
  })
})
