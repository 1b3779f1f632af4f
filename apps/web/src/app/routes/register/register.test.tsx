import { COOKIE, SERVER_MESSAGES } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { buildUser, hasCookie, signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

describe('/register routes', () => {
  it('/register/signOut signs out and returns home', async () => {
    signInWithCookies()
    serveCurrentUser(buildUser())
    const { router } = renderApp('/register/signOut')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }),
    ).toBeInTheDocument()
  })

  it('/register/google trades the ticket for a session and returns where the visitor started', async () => {
    document.cookie = `${COOKIE.OAUTH_RETURN_PATH.name}=%2Fcastings; path=/`
    let body: unknown
    server.use(
      http.post(apiUrl('/auth/google/exchange'), async ({ request }) => {
        body = await request.json()
        return ok({
          kind: 'session',
          session: {
            token: 'g-access',
            refreshToken: 'g-refresh',
            expiresIn: 3600,
            user: buildUser(),
          },
        })
      }),
    )
    serveCurrentUser(buildUser())
    const { router } = renderApp('/register/google?ticket=one-time')
    await waitFor(() => expect(router.state.location.pathname).toBe('/castings'))
    expect(body).toEqual({ ticket: 'one-time' })
    expect(document.cookie).toContain(`${COOKIE.ACCESS_TOKEN.name}=g-access`)
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }),
    ).toBeInTheDocument()
  })

  it('/register/google explains a failed exchange', async () => {
    server.use(
      http.post(apiUrl('/auth/google/exchange'), () =>
        fail(400, 'VALIDATION_FAILED', SERVER_MESSAGES.SIGNUP_TICKET_INVALID),
      ),
    )
    renderApp('/register/google?ticket=stale')
    expect(
      await screen.findByRole('heading', { name: 'Google sign-in did not finish' }),
    ).toBeInTheDocument()
    expect(screen.getByText(new RegExp(SERVER_MESSAGES.SIGNUP_TICKET_INVALID))).toBeInTheDocument()
  })
})
