import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { detectLanguage, i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)

describe('language detection', () => {
  it('follows the browser on a first visit: Korean for ko*, English otherwise', () => {
    browserLanguages(['ko-KR', 'en-US'])
    expect(detectLanguage()).toBe('ko')
    browserLanguages(['ja-JP', 'ko'])
    expect(detectLanguage()).toBe('ko')
    browserLanguages(['en-GB', 'ko'])
    expect(detectLanguage()).toBe('en')
    browserLanguages(['fr-FR', 'de'])
    expect(detectLanguage()).toBe('en')
  })

  it('prefers the remembered choice over the browser', () => {
    browserLanguages(['ko-KR'])
    localStorage.setItem('cnm_lang', 'en')
    expect(detectLanguage()).toBe('en')
    localStorage.removeItem('cnm_lang')
    document.cookie = 'cnm_lang=en; path=/'
    expect(detectLanguage()).toBe('en')
    localStorage.setItem('cnm_lang', 'xx')
    document.cookie = 'cnm_lang=<b>; path=/'
    expect(detectLanguage()).toBe('ko')
  })
})

describe('language switcher', () => {
  it('switches the page to Korean from the header and remembers it', async () => {
    const { user } = renderApp('/castings')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })
    const header = screen.getByRole('banner')
    const select = within(header).getByRole('combobox', { name: 'Language' })
    expect(document.documentElement).toHaveAttribute('lang', 'en')

    await user.selectOptions(select, '한국어')

    expect(within(header).getByRole('combobox', { name: '언어' })).toHaveValue('ko')
    expect(document.documentElement).toHaveAttribute('lang', 'ko')
    expect(localStorage.getItem('cnm_lang')).toBe('ko')
    expect(document.cookie).toMatch(/(^|; )cnm_lang=ko(;|$)/)
  })

  it('is in the mobile drawer too, labelled in the page language', async () => {
    const { user } = renderAppIn('ko', '/castings')
    await user.click(await screen.findByRole('button', { name: /menu|메뉴/i }))
    const drawer = screen.getByRole('dialog')
    const select = within(drawer).getByRole('combobox', { name: '언어' })
    expect(select).toHaveValue('ko')

    await user.selectOptions(select, 'English')
    expect(i18n.language).toBe('en')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })
})
