import {
  ACTION_LABELS,
  COOKIE,
  LABELS,
  MESSAGES,
  SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { hasCookie, signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { serveModelList } from '@/testing/models'
import { renderApp } from '@/testing/render-app'
import {
  certifyPhone,
  fillProfile,
  field,
  labels,
  serveSignUp,
  serveSignUpApi,
  signUpDialog,
  submitSignUp,
} from '@/testing/sign-up'

describe('/register routes', () => {
  it('/register/signOut signs out and returns home', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
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
            expiresIn: 3600,
            user: makeCurrentUser(),
          },
        })
      }),
    )
    serveCurrentUser(makeCurrentUser())
    const { router } = renderApp('/register/google?ticket=one-time')
    await waitFor(() => expect(router.state.location.pathname).toBe('/castings'))
    expect(body).toEqual({ ticket: 'one-time' })
    expect(hasCookie(COOKIE.OAUTH_RETURN_PATH.name)).toBe(false)
    expect(document.cookie).toContain(`${COOKIE.ACCESS_TOKEN.name}=g-access`)
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }),
    ).toBeInTheDocument()
  })

  it("/register/google switches the screens to the user's saved language (ADR 0022)", async () => {
    const korean = makeCurrentUser({ language: 'ko' })
    server.use(
      http.post(apiUrl('/auth/google/exchange'), () =>
        ok({ kind: 'session', session: { token: 'g-access', expiresIn: 3600, user: korean } }),
      ),
    )
    serveCurrentUser(korean)
    renderApp('/register/google?ticket=one-time')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '서울의 모델과 클라이언트가 만나는 곳',
      }),
    ).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('ko')
  })

  it('/register/google explains a failed exchange', async () => {
    server.use(
      http.post(apiUrl('/auth/google/exchange'), () =>
        fail(400, 'VALIDATION_FAILED', SERVER_MESSAGES.SIGNUP_TICKET_INVALID),
      ),
    )
    renderApp('/register/google?ticket=stale')
    expect(
      await screen.findByRole('heading', { name: ACTION_LABELS.GOOGLE_FAILED_TITLE }),
    ).toBeInTheDocument()
    expect(screen.getByText(new RegExp(SERVER_MESSAGES.SIGNUP_TICKET_INVALID))).toBeInTheDocument()
  })

  it('/register/google shows the error the callback sent, with a way back, and trades nothing', async () => {
    document.cookie = `${COOKIE.OAUTH_RETURN_PATH.name}=%2Fmodels; path=/`
    // The way back leads to the directory, which asks for its cards and filter lists.
    serveModelList()
    server.use(http.get(apiUrl('/infos'), () => ok({ infos: [] })))
    const { user, router } = renderApp('/register/google?error=Access%20was%20denied.')
    expect(
      await screen.findByRole('heading', { name: ACTION_LABELS.GOOGLE_FAILED_TITLE }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Access was denied\./)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: ACTION_LABELS.BACK_TO_START }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/models'))
  })
})

describe('/register/google for a new Google account', () => {
  const signupAnswer = (serviceType?: number) =>
    http.post(apiUrl('/auth/google/exchange'), () =>
      ok({
        kind: 'signup',
        signupTicket: 'signup-ticket-1',
        email: 'google.user@example.com',
        firstName: 'Seo-yeon',
        lastName: null,
        ...(serviceType === undefined ? {} : { serviceType }),
      }),
    )

  it('continues at step 1 with the e-mail certified and no password, then signs up with the ticket', async () => {
    document.cookie = `${COOKIE.OAUTH_RETURN_PATH.name}=%2Fcastings; path=/`
    serveSignUpApi()
    server.use(signupAnswer(SERVICE_TYPE.CLIENT_NORMAL))
    const bodies = serveSignUp(SERVICE_TYPE.CLIENT_NORMAL)
    const { user, router } = renderApp('/register/google?ticket=one-time')

    const email = await within(
      await screen.findByRole('dialog', { name: LABELS.SIGN_UP }),
    ).findByLabelText(labels.email)
    await waitFor(() => expect(router.state.location.pathname).toBe('/castings'))
    expect(email).toHaveValue('google.user@example.com')
    expect(email).toHaveAttribute('readonly')
    expect(email).toHaveAccessibleDescription(ACTION_LABELS.VERIFIED)
    const dialog = within(signUpDialog())
    expect(dialog.queryByLabelText(labels.password)).not.toBeInTheDocument()
    expect(dialog.queryByLabelText(labels.emailAuthCode)).not.toBeInTheDocument()
    expect(field(labels.firstName)).toHaveValue('Seo-yeon')
    expect(dialog.getByRole('radio', { name: LABELS.I_AM_CLIENT })).toBeChecked()

    await user.clear(field(labels.firstName))
    await fillProfile(user, { password: false })
    await certifyPhone(user)
    await user.selectOptions(field(labels.categoryTwoDepth), 'Entertainment')
    await user.type(field(labels.agency), 'Studio Hana')
    await user.type(field(labels.companyLocation), 'Seoul')
    await user.type(field(labels.homePage), 'studiohana.example.com')
    await submitSignUp(user)

    expect(await dialog.findByRole('status')).toHaveTextContent(MESSAGES.SIGNUP_CLIENT_SUCCESS)
    expect(bodies[0]).toMatchObject({
      loginType: 2,
      serviceType: 3,
      email: 'google.user@example.com',
      signupTicket: 'signup-ticket-1',
      firstName: 'Jiwoo',
      lastName: 'Kim',
    })
    expect(bodies[0]).not.toHaveProperty('password')
  })

  it('falls back to the service type remembered before leaving for Google', async () => {
    document.cookie = `${COOKIE.SIGNUP_SERVICE_TYPE.name}=3; path=/`
    serveSignUpApi()
    server.use(signupAnswer())
    renderApp('/register/google?ticket=one-time')
    const dialog = within(await screen.findByRole('dialog', { name: LABELS.SIGN_UP }))
    expect(await dialog.findByRole('radio', { name: LABELS.I_AM_CLIENT })).toBeChecked()
    expect(hasCookie(COOKIE.SIGNUP_SERVICE_TYPE.name)).toBe(false)
  })
})
