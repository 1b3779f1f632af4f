import {
  ACTION_LABELS,
  COOKIE,
  FIELD_LABELS,
  LABELS,
  MESSAGES,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { browser } from '@/lib/browser'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { hasCookie } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import { sessionFor } from '@/testing/sign-up'

const labels = FIELD_LABELS.login
const header = () => within(screen.getByRole('banner'))
const dialog = () => within(screen.getByRole('dialog', { name: LABELS.LOG_IN }))

async function openLogIn(path = '/about') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  await app.user.click(header().getByRole('button', { name: LABELS.LOG_IN_SHORT }))
  await dialog().findByLabelText(labels.email)
  return app
}

describe('Log In modal', () => {
  it('logs in, stores the tokens and goes home', async () => {
    let body: unknown
    server.use(
      http.post(apiUrl('/users/login'), async ({ request }) => {
        body = await request.json()
        return ok(sessionFor(makeCurrentUser()), SERVER_MESSAGES.LOGGED_IN)
      }),
    )
    serveCurrentUser(makeCurrentUser())
    const { user, router } = await openLogIn()

    await user.type(dialog().getByLabelText(labels.email), 'jiwoo.kim@example.com')
    await user.type(dialog().getByLabelText(labels.password), 'Seoul2025!')
    await user.click(dialog().getByRole('button', { name: LABELS.LOG_IN }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(body).toEqual({ email: 'jiwoo.kim@example.com', password: 'Seoul2025!' })
    expect(document.cookie).toContain(`${COOKIE.ACCESS_TOKEN.name}=new-access`)
    // The refresh token is the API's HttpOnly cookie: no script sees or writes it.
    expect(document.cookie).not.toContain(COOKIE.REFRESH_TOKEN.name)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(header().getByRole('button', { name: LABELS.LOG_OUT })).toBeInTheDocument()
  })

  async function logInAs(account: ReturnType<typeof makeCurrentUser>) {
    server.use(
      http.post(apiUrl('/users/login'), () => ok(sessionFor(account), SERVER_MESSAGES.LOGGED_IN)),
    )
    serveCurrentUser(account)
    const { user } = await openLogIn()
    await user.type(dialog().getByLabelText(labels.email), 'jiwoo.kim@example.com')
    await user.type(dialog().getByLabelText(labels.password), 'Seoul2025!')
    await user.click(dialog().getByRole('button', { name: LABELS.LOG_IN }))
  }

  it("switches the screens to the user's saved language (ADR 0022)", async () => {
    await logInAs(makeCurrentUser({ language: 'ko' }))
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '서울의 모델과 클라이언트가 만나는 곳',
      }),
    ).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('ko')
  })

  it('keeps the language on screen for a user who never chose one', async () => {
    await logInAs(makeCurrentUser({ language: null }))
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Where models and clients in Seoul find each other',
      }),
    ).toBeInTheDocument()
    expect(header().getByRole('button', { name: LABELS.LOG_OUT })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })

  it('shows the first error of each field while typing', async () => {
    const { user } = await openLogIn()
    const email = dialog().getByLabelText(labels.email)
    await user.type(email, 'jiwoo@')
    expect(email).toHaveAccessibleErrorMessage(MESSAGES.INVALID)
    await user.clear(email)
    expect(email).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)

    await user.click(dialog().getByRole('button', { name: LABELS.LOG_IN }))
    expect(dialog().getByLabelText(labels.password)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
  })

  it("shows the server's message in an alert and keeps the visitor a guest on wrong credentials", async () => {
    let answer: (response: Response) => void = () => {}
    server.use(http.post(apiUrl('/users/login'), () => new Promise<Response>((r) => (answer = r))))
    const { user, router } = await openLogIn()
    await user.type(dialog().getByLabelText(labels.email), 'jiwoo.kim@example.com')
    await user.type(dialog().getByLabelText(labels.password), 'wrong-password')
    await user.click(dialog().getByRole('button', { name: LABELS.LOG_IN }))

    // While the call runs the button is busy and cannot be pressed twice.
    expect(await dialog().findByRole('button', { name: ACTION_LABELS.LOGGING_IN })).toBeDisabled()
    answer(fail(400, 'INVALID_CREDENTIALS', SERVER_MESSAGES.INVALID_CREDENTIALS))

    expect(await dialog().findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.INVALID_CREDENTIALS,
    )
    expect(dialog().getByRole('button', { name: LABELS.LOG_IN })).toBeEnabled()
    expect(router.state.location.pathname).toBe('/about')
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
  })

  it('leads a temporary-password log-in to set a new password, then asks to log in again', async () => {
    let change: { body: unknown; authorization: string | null } | undefined
    server.use(
      http.post(apiUrl('/users/login'), () =>
        ok(
          {
            ...sessionFor(makeCurrentUser()),
            token: 'temporary-access',
            passwordChangeRequired: true,
          },
          SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED,
        ),
      ),
      http.put(apiUrl('/users/password'), async ({ request }) => {
        change = { body: await request.json(), authorization: request.headers.get('authorization') }
        return ok(null, SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN)
      }),
    )
    const { user, router } = await openLogIn()
    await user.type(dialog().getByLabelText(labels.email), 'jiwoo.kim@example.com')
    await user.type(dialog().getByLabelText(labels.password), 'Tmp-4821xq')
    await user.click(dialog().getByRole('button', { name: LABELS.LOG_IN }))

    const form = await dialog().findByRole('form', { name: ACTION_LABELS.SET_NEW_PASSWORD_TITLE })
    expect(within(form).getByRole('status')).toHaveTextContent(
      SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED,
    )
    // The temporary session only changes the password: nothing is stored, no one is signed in.
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)

    const labelsChange = FIELD_LABELS.passwordChange
    await user.type(within(form).getByLabelText(labelsChange.newPassword), 'Busan2025!')
    await user.type(within(form).getByLabelText(labelsChange.confirmNewPassword), 'Busan2025?')
    expect(
      within(form).getByLabelText(labelsChange.confirmNewPassword),
    ).toHaveAccessibleErrorMessage(MESSAGES.CONFIRM_PASSWORD)
    await user.clear(within(form).getByLabelText(labelsChange.confirmNewPassword))
    await user.type(within(form).getByLabelText(labelsChange.confirmNewPassword), 'Busan2025!')
    await user.click(within(form).getByRole('button', { name: ACTION_LABELS.CHANGE_PASSWORD }))

    expect(await dialog().findByRole('status')).toHaveTextContent(
      SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN,
    )
    expect(change).toEqual({
      body: { currentPassword: 'Tmp-4821xq', newPassword: 'Busan2025!' },
      authorization: 'Bearer temporary-access',
    })
    expect(dialog().getByLabelText(labels.email)).toHaveValue('jiwoo.kim@example.com')
    expect(dialog().getByLabelText(labels.password)).toHaveValue('')
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
    expect(router.state.location.pathname).toBe('/about')
    expect(header().getByRole('button', { name: LABELS.LOG_IN_SHORT })).toBeInTheDocument()
  })

  it('starts the Google flow from the current page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const { user } = await openLogIn('/castings?page=2')
    await user.click(dialog().getByRole('button', { name: ACTION_LABELS.CONTINUE_WITH_GOOGLE }))
    expect(assign).toHaveBeenCalledWith('/api/auth/google?returnTo=%2Fcastings%3Fpage%3D2')
    // Kept on this side too, so /register/google can return here (spec §7).
    expect(document.cookie).toContain(`${COOKIE.OAUTH_RETURN_PATH.name}=%2Fcastings%3Fpage%3D2`)
    expect(dialog().getByRole('button', { name: ACTION_LABELS.LOADING })).toBeDisabled()
  })

  it('switches to the reset and sign-up modals', async () => {
    const { user } = await openLogIn()
    await user.click(dialog().getByRole('button', { name: LABELS.FORGOT_PASSWORD }))
    expect(screen.getByRole('dialog', { name: LABELS.RESET_PASSWORD_TITLE })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await user.click(header().getByRole('button', { name: LABELS.LOG_IN_SHORT }))
    expect(dialog().getByText(LABELS.NOT_A_MEMBER_YET)).toBeInTheDocument()
    await user.click(dialog().getByRole('button', { name: LABELS.SIGN_UP }))
    expect(screen.getByRole('dialog', { name: LABELS.SIGN_UP })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: LABELS.LOG_IN })).not.toBeInTheDocument()
  })

  it('is an accessible modal dialog: labelled, focus on the e-mail, Escape gives focus back', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { user } = await openLogIn()
    const modal = screen.getByRole('dialog', { name: LABELS.LOG_IN })
    // Shown modally, the browser makes the page behind inert (checked in Chromium by the e2e suite).
    expect(showModal.mock.contexts).toEqual([modal])
    expect(modal).toHaveAttribute('aria-modal', 'true')
    expect(dialog().getByLabelText(labels.email)).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(modal).not.toBeInTheDocument()
    expect(header().getByRole('button', { name: LABELS.LOG_IN_SHORT })).toHaveFocus()
  })
})
