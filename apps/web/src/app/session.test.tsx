import { COOKIE, SERVER_MESSAGES } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { hasCookie, signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

const header = () => screen.getByRole('banner')

describe('session', () => {
  it('starts signed in when the access cookie exists and sends it as a bearer token', async () => {
    signInWithCookies({ token: 'abc.def.ghi' })
    let authorization: string | null = null
    server.use(
      http.get(apiUrl('/users/0'), ({ request }) => {
        authorization = request.headers.get('authorization')
        return ok({ user: makeCurrentUser() })
      }),
    )
    renderApp('/mypage')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument()
    expect(authorization).toBe('Bearer abc.def.ghi')
  })

  it('on a 401 clears both cookies, passes through /register/signOut and lands home signed out', async () => {
    signInWithCookies()
    server.use(
      http.get(apiUrl('/users/0'), () =>
        fail(401, 'SESSION_EXPIRED', SERVER_MESSAGES.SESSION_EXPIRED),
      ),
    )
    const { router, visited } = renderApp('/mypage')

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(visited).toEqual(['/mypage', '/register/signOut', '/'])
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
    expect(await within(header()).findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    // Leaving /mypage because the session ended is not a reason to nag with the log-in dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('when the current user cannot be loaded, shows the server message and signs out', async () => {
    signInWithCookies()
    server.use(http.get(apiUrl('/users/0'), () => fail(500, 'INTERNAL', SERVER_MESSAGES.INTERNAL)))
    const { visited } = renderApp('/about')

    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.INTERNAL)
    expect(await within(header()).findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
    expect(visited).toEqual(['/about'])
  })

  it('does not ask for the current user when nobody is signed in', async () => {
    // Any call would hit msw's onUnhandledRequest: 'error' and fail the test.
    renderApp('/about')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Casting N Model' }),
    ).toBeInTheDocument()
    expect(within(header()).getByRole('button', { name: 'Log in' })).toBeInTheDocument()
  })

  it('logs out: ends the session with credentials, clears cookies and cached data, goes home', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    let logoutCredentials: string | undefined
    server.use(
      http.post(apiUrl('/users/logout'), ({ request }) => {
        logoutCredentials = request.credentials
        return ok(null, SERVER_MESSAGES.LOGGED_OUT)
      }),
    )
    const { user, router, queryClient } = renderApp('/mypage')
    await screen.findByText('jiwoo.kim@example.com')

    await user.click(within(header()).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // The API clears its HttpOnly refresh cookie in that answer.
    expect(logoutCredentials).toBe('include')
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
    // Observers may re-create empty entries; what matters is that no user data survives.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([])
    expect(within(header()).getByRole('button', { name: 'Log in' })).toBeInTheDocument()
  })

  it('logs out locally even when the log-out call fails', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    server.use(http.post(apiUrl('/users/logout'), () => fail(503, 'SERVICE_UNAVAILABLE', 'Down')))
    const { user, router } = renderApp('/castings')
    await screen.findByRole('heading', { level: 1, name: 'Castings' })

    await user.click(within(header()).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(within(header()).getByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
  })
})
