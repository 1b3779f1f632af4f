import { API_PATHS } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

function recordLanguageSaves() {
  const saved: unknown[] = []
  server.use(
    http.patch(apiUrl(API_PATHS.USER_LANGUAGE), async ({ request }) => {
      const body = await request.json()
      saved.push(body)
      return ok(body)
    }),
  )
  return saved
}

describe('the language switcher', () => {
  it('saves a signed-in user’s choice, so the API answers and mails them in it', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    const saved = recordLanguageSaves()
    const { user } = renderApp('/castings')
    const banner = screen.getByRole('banner')
    await within(banner).findByRole('button', { name: 'Log out' })

    await user.selectOptions(within(banner).getByRole('combobox', { name: 'Language' }), 'ko')

    expect(await screen.findByRole('heading', { level: 1, name: '캐스팅' })).toBeInTheDocument()
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'ko' }]))
  })

  it('only switches the screens for a guest', async () => {
    const saved = recordLanguageSaves()
    const { user } = renderApp('/castings')
    const banner = screen.getByRole('banner')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })

    await user.selectOptions(within(banner).getByRole('combobox', { name: 'Language' }), 'ko')

    expect(await screen.findByRole('heading', { level: 1, name: '캐스팅' })).toBeInTheDocument()
    expect(saved).toEqual([])
  })
})
