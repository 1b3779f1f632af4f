import { API_PATHS } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { buildCastingCard, buildCastingList } from '@/testing/castings'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildPublicProfile, serveModelInfos } from '@/testing/models'
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

  it('saves quick switches in the order they were made, so the last choice is the saved one', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    // The API applies a save when it answers it; the first save is held until the test lets
    // it go, as a slow request on a busy server would be.
    const applied: unknown[] = []
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    let arrived = 0
    server.use(
      http.patch(apiUrl(API_PATHS.USER_LANGUAGE), async ({ request }) => {
        const body = await request.json()
        arrived += 1
        if (arrived === 1) await firstHeld
        applied.push(body)
        return ok(body)
      }),
    )
    const { user } = renderApp('/castings')
    const banner = screen.getByRole('banner')
    await within(banner).findByRole('button', { name: 'Log out' })
    const switcher = () => within(banner).getByRole('combobox', { name: /Language|언어/ })

    await user.selectOptions(switcher(), 'ko')
    expect(await screen.findByRole('heading', { level: 1, name: '캐스팅' })).toBeInTheDocument()
    await vi.waitFor(() => expect(arrived).toBe(1))
    await user.selectOptions(switcher(), 'en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Castings' })).toBeInTheDocument()
    releaseFirst()

    await vi.waitFor(() => expect(applied.at(-1)).toEqual({ language: 'en' }))
    expect(applied).toEqual([{ language: 'ko' }, { language: 'en' }])
  })

  it('asks again for a model profile, whose names come in the language asked', async () => {
    serveModelInfos()
    const languages: Array<string | null> = []
    server.use(
      http.get(apiUrl('/models/7'), ({ request }) => {
        const language = request.headers.get('accept-language')
        languages.push(language)
        const gender = language?.startsWith('ko') ? '여성' : 'Female'
        return ok({ model: buildPublicProfile({ gender: { id: 40001, value: gender } }) })
      }),
    )
    const { user } = renderApp('/models/7')
    expect(await screen.findByText('Female')).toBeInTheDocument()

    // The header's switcher (the profile page has a <header> of its own).
    const [switcher] = screen.getAllByRole('combobox', { name: 'Language' })
    await user.selectOptions(switcher as HTMLElement, 'ko')

    expect(await screen.findByText('여성')).toBeInTheDocument()
    expect(languages.at(-1)).toMatch(/^ko/)
  })

  it('asks again for the castings on screen, whose cities come in the language asked', async () => {
    serveModelInfos()
    server.use(
      http.get(apiUrl('/castings'), ({ request }) => {
        const korean = request.headers.get('accept-language')?.startsWith('ko') === true
        const city = { id: 1410000001, value: korean ? '서울 강남구' : 'Gangnam-gu, Seoul' }
        return ok(buildCastingList([buildCastingCard(1, { title: 'Spring lookbook', city })]))
      }),
    )
    const { user } = renderApp('/castings')
    expect(await screen.findByText('Gangnam-gu, Seoul', { exact: false })).toBeInTheDocument()

    const banner = screen.getByRole('banner')
    await user.selectOptions(within(banner).getByRole('combobox', { name: 'Language' }), 'ko')

    expect(await screen.findByText('서울 강남구', { exact: false })).toBeInTheDocument()
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
