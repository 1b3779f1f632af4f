import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { http } from 'msw'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { serveModelList } from '@/testing/models'
import { renderApp } from '@/testing/render-app'

const header = () => screen.getByRole('banner')
const headerLogo = () => within(header()).getByRole('img', { name: 'Casting N Model' })

describe('header', () => {
  it('is transparent with a white logo over the home page', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: /models and clients in Seoul/ })
    expect(header()).toHaveAttribute('data-transparent', 'true')
    expect(headerLogo()).toHaveAttribute('fill', '#ffffff')
  })

  it('is solid with a black logo on every other page', async () => {
    renderApp('/castings')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })
    expect(header()).toHaveAttribute('data-transparent', 'false')
    expect(headerLogo()).toHaveAttribute('fill', '#000000')
  })

  it('marks the link of the current page as active', async () => {
    const { user } = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: /models and clients/ })
    const nav = within(header()).getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    await user.click(within(nav).getByRole('link', { name: 'Castings' }))
    await screen.findByRole('heading', { level: 1, name: 'Castings' })
    expect(within(nav).getByRole('link', { name: 'Castings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    expect(headerLogo()).toHaveAttribute('fill', '#000000')
  })

  it('offers guests Log in and Sign Up, each opening its dialog', async () => {
    const { user } = renderApp('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Casting N Model' })
    expect(within(header()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument()

    await user.click(within(header()).getByRole('button', { name: 'Log in' }))
    const logIn = screen.getByRole('dialog', { name: 'Log In' })
    await user.click(within(logIn).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(header()).getByRole('button', { name: 'Log in' })).toHaveFocus()

    await user.click(within(header()).getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument()
  })

  it('offers signed-in visitors Log out and My page', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    renderApp('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Casting N Model' })
    expect(within(header()).getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(within(header()).getByRole('link', { name: 'My page' })).toHaveAttribute(
      'href',
      '/mypage',
    )
    expect(within(header()).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
  })
})

describe('mobile drawer', () => {
  it('shows guests Log in and Sign Up before the nav links, and closes on Escape', async () => {
    const { user } = renderApp('/castings')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })
    const menuButton = screen.getByRole('button', { name: 'Open menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await user.click(menuButton)
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const controls = within(drawer)
      .getAllByRole('button')
      .map((b) => b.textContent || b.getAttribute('aria-label'))
    expect(controls).toEqual(['Close menu', 'Log in', 'Sign Up'])
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual(['Home', 'Castings', 'Models', 'K-Stars', 'AI Rankings', 'Partners'])
    expect(within(drawer).getByRole('link', { name: 'Castings' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(menuButton).toHaveFocus()
  })

  it('is a modal dialog that starts on its close button and closes with it', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { user } = renderApp('/castings')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })
    const menuButton = screen.getByRole('button', { name: 'Open menu' })
    await user.click(menuButton)
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    // Shown modally, the browser makes the page behind inert (checked in Chromium by the e2e suite).
    expect(showModal.mock.contexts).toEqual([drawer])
    expect(drawer).toHaveAttribute('aria-modal', 'true')
    const close = within(drawer).getByRole('button', { name: 'Close menu' })
    expect(close).toHaveFocus()

    await user.click(close)
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(menuButton).toHaveFocus()
  })

  it('shows signed-in visitors Log out and My page, and closes when a link is followed', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    serveModelList()
    server.use(http.get(apiUrl('/infos'), () => ok({ infos: [] })))
    const { user, router } = renderApp('/castings')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'My page' })).toBeInTheDocument()
    expect(within(drawer).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()

    await user.click(within(drawer).getByRole('link', { name: 'Models' }))
    await screen.findByRole('heading', { level: 1, name: 'Models' })
    expect(router.state.location.pathname).toBe('/models')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  })

  it('closes itself before opening the log-in dialog', async () => {
    const { user } = renderApp('/castings')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Log in' }),
    )
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument()
  })
})
