import { SERVICE_TYPE } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { signInWithCookies } from '@/testing/factories'
import { serveMyModels } from '@/testing/models'
import { serveMyReviews } from '@/testing/trust'
import { renderApp } from '@/testing/render-app'

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'My page' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('my page', () => {
  it.each(['/mypage', '/mypage/casting', '/mypage/model'])(
    'sends a guest from %s home and opens the log-in dialog',
    async (path) => {
      const { router } = renderApp(path)
      expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument()
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
      expect(screen.queryByRole('navigation', { name: 'My page' })).not.toBeInTheDocument()
    },
  )

  it('gives model accounts the menu with My Model Management', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_PRO }))
    serveMyModels([])
    renderApp('/mypage/model')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Model Management' }),
    ).toBeInTheDocument()
    expect(menuLabels()).toEqual([
      'My Profile',
      'My Casting',
      // Issue #28: the agreements behind bookings, for both sides.
      'Bookings',
      // Issue #29: options on dates, for both sides.
      'Options',
      'Messages',
      'Notifications',
      'Saved searches',
      'Followers',
      'Reviews',
      'My Model Management',
    ])
    expect(await screen.findByText('No models registered yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Register a model' })).toHaveAttribute(
      'href',
      '/mypage/model/new',
    )
  })

  it('gives agency clients My Model Management too', async () => {
    signInWithCookies()
    serveCurrentUser(
      makeCurrentUser({
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        agency: 'Star Models',
        categoryTwoDepth: [{ id: 38, value: 'Model agency' }],
      }),
    )
    serveMyModels([])
    renderApp('/mypage/model')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Model Management' }),
    ).toBeInTheDocument()
    expect(menuLabels()).toContain('My Model Management')
  })

  it('gives administrators the way to the admin console', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL, role: 'ADMIN' }))
    serveMyReviews()
    renderApp('/mypage/reviews')
    await screen.findByRole('heading', { level: 1, name: 'Reviews' })
    await waitFor(() => expect(menuLabels()).toContain('Admin console'))
    expect(screen.getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin')
  })

  it('gives clients the menu without My Model Management, with their packages', async () => {
    signInWithCookies()
    serveCurrentUser(
      makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL, agency: 'Studio Hana' }),
    )
    serveMyReviews()
    renderApp('/mypage/reviews')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument()
    await screen.findByRole('link', { name: 'My Profile' })
    expect(menuLabels()).toEqual([
      'My Profile',
      'My Casting',
      // Issue #28: the agreements behind bookings, for both sides.
      'Bookings',
      // Issue #29: options on dates, for both sides.
      'Options',
      'Messages',
      'Notifications',
      'Saved searches',
      'Followers',
      'Reviews',
      'Packages',
    ])
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page')
    // The reviews load after the page's heading: wait for them rather than race them.
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument()
  })

  it('tells a client who is not an agency that /mypage/model is not for them', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
    renderApp('/mypage/model')
    expect(
      await screen.findByText('My Model Management is for model accounts and agencies'),
    ).toBeInTheDocument()
  })
})
