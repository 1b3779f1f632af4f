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
import { describe, expect, it, vi } from 'vitest'
import { browser } from '@/lib/browser'
import { apiUrl, fail } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import {
  field,
  fillValidSignUp,
  labels,
  openEmailSignUp,
  serveSignUp,
  serveSignUpApi,
  signUpDialog,
  submitSignUp,
} from '@/testing/sign-up'

const header = () => within(screen.getByRole('banner'))

async function start() {
  const app = renderApp('/about')
  await screen.findByRole('heading', { level: 1 })
  return app
}

describe('Sign Up modal, step 0', () => {
  it('offers both types with a description, Google, e-mail and the member links', async () => {
    const { user } = await start()
    await user.click(header().getByRole('button', { name: LABELS.SIGN_UP }))
    const dialog = within(signUpDialog())
    expect(
      await dialog.findByRole('radio', { name: LABELS.I_AM_MODEL }),
    ).toHaveAccessibleDescription(ACTION_LABELS.MODEL_DESCRIPTION)
    expect(dialog.getByRole('radio', { name: LABELS.I_AM_CLIENT })).toHaveAccessibleDescription(
      ACTION_LABELS.CLIENT_DESCRIPTION,
    )
    expect(dialog.getByRole('button', { name: ACTION_LABELS.CONTINUE_WITH_GOOGLE })).toBeVisible()
    expect(dialog.getByRole('button', { name: LABELS.SIGN_UP_WITH_EMAIL })).toBeVisible()
    expect(dialog.getByText(LABELS.ALREADY_A_MEMBER)).toBeVisible()

    await user.click(dialog.getByRole('button', { name: LABELS.FORGOT_PASSWORD }))
    expect(screen.getByRole('dialog', { name: LABELS.RESET_PASSWORD_TITLE })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(header().getByRole('button', { name: LABELS.SIGN_UP }))
    await user.click(await within(signUpDialog()).findByRole('button', { name: LABELS.LOG_IN }))
    expect(screen.getByRole('dialog', { name: LABELS.LOG_IN })).toBeInTheDocument()
  })

  it('starts Google with the chosen type and the current path', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const { user } = await start()
    await user.click(header().getByRole('button', { name: LABELS.SIGN_UP }))
    await user.click(await within(signUpDialog()).findByRole('radio', { name: LABELS.I_AM_CLIENT }))
    await user.click(
      within(signUpDialog()).getByRole('button', { name: ACTION_LABELS.CONTINUE_WITH_GOOGLE }),
    )
    expect(assign).toHaveBeenCalledWith('/api/auth/google?returnTo=%2Fabout&serviceType=3')
    expect(document.cookie).toContain(`${COOKIE.SIGNUP_SERVICE_TYPE.name}=3`)
  })

  it('closes without asking before the form is shown', async () => {
    const { user } = await start()
    await user.click(header().getByRole('button', { name: LABELS.SIGN_UP }))
    await within(signUpDialog()).findByRole('radio', { name: LABELS.I_AM_MODEL })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(header().getByRole('button', { name: LABELS.SIGN_UP })).toHaveFocus()
  })
})

describe('Sign Up modal, closing mid-way', () => {
  it('asks first, keeps the entries on Cancel and discards them on OK', async () => {
    serveSignUpApi()
    const { user } = await start()
    await openEmailSignUp(user)
    await user.type(field(labels.firstName), 'Jiwoo')

    await user.keyboard('{Escape}')
    const confirm = screen.getByRole('alertdialog', { name: LABELS.SIGN_UP })
    expect(confirm).toHaveAccessibleDescription(MESSAGES.SIGNUP_LEAVE_CONFIRM)
    await user.click(within(confirm).getByRole('button', { name: LABELS.CANCEL }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(field(labels.firstName)).toHaveValue('Jiwoo')

    await user.click(within(signUpDialog()).getByRole('button', { name: 'Close' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: ACTION_LABELS.OK }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await user.click(header().getByRole('button', { name: LABELS.SIGN_UP }))
    await user.click(
      await within(signUpDialog()).findByRole('button', { name: LABELS.SIGN_UP_WITH_EMAIL }),
    )
    expect(await within(signUpDialog()).findByLabelText(labels.firstName)).toHaveValue('')
  })
})

describe('Sign Up modal, outcome', () => {
  it('signs a client up: stores the token, tells approval is pending and goes home', async () => {
    serveSignUpApi()
    const bodies = serveSignUp(SERVICE_TYPE.CLIENT_NORMAL)
    const { user, router } = await start()
    await openEmailSignUp(user, 'client')
    await fillValidSignUp(user, 'client')
    await submitSignUp(user)

    expect(await within(signUpDialog()).findByRole('status')).toHaveTextContent(
      MESSAGES.SIGNUP_CLIENT_SUCCESS,
    )
    expect(document.cookie).toContain(`${COOKIE.ACCESS_TOKEN.name}=new-access`)
    expect(bodies).toEqual([
      {
        serviceType: 3,
        loginType: 1,
        email: 'new.model@example.com',
        password: 'Seoul2025!',
        phoneNumber: '010-1234-5678',
        countryNumber: { id: 82, value: 'South Korea' },
        firstName: 'Jiwoo',
        lastName: 'Kim',
        nationality: { id: 82 },
        currentLocation: 'Seoul, South Korea',
        agency: 'Studio Hana',
        companyLocation: 'Gangnam-gu, Seoul',
        homePage: 'https://studiohana.example.com',
        categoryOneDepth: { id: 2, value: 'Professional' },
        categoryTwoDepth: [{ id: 38, value: 'Model agency' }],
        allowNotification: true,
        allowReceive: true,
        acceptTerms: true,
        acceptPrivacy: true,
      },
    ])

    await user.click(within(signUpDialog()).getByRole('button', { name: ACTION_LABELS.OK }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(header().getByRole('button', { name: LABELS.LOG_OUT })).toBeInTheDocument()
  })

  it.each([
    [ACTION_LABELS.OK, '/mypage/model/new'],
    [LABELS.CANCEL, '/'],
  ])('asks a new model to register models: %s goes to %s', async (button, path) => {
    serveSignUpApi()
    const bodies = serveSignUp(SERVICE_TYPE.MODEL_NORMAL)
    const { user, router } = await start()
    await openEmailSignUp(user, 'model')
    await fillValidSignUp(user, 'model')
    await submitSignUp(user)

    expect(await within(signUpDialog()).findByRole('status')).toHaveTextContent(
      MESSAGES.SIGNUP_MODEL_SUCCESS,
    )
    expect(bodies[0]).toMatchObject({
      serviceType: 1,
      categoryOneDepth: { id: 10, value: 'Fashion' },
      categoryTwoDepth: [{ id: 11, value: 'Runway' }],
    })
    // A model sends none of the client-only fields.
    for (const clientOnly of ['agency', 'companyLocation', 'homePage']) {
      expect(bodies[0]).not.toHaveProperty(clientOnly)
    }
    await user.click(within(signUpDialog()).getByRole('button', { name: button }))
    await waitFor(() => expect(router.state.location.pathname).toBe(path))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows the server's message in an alert when the sign-up is refused", async () => {
    serveSignUpApi()
    server.use(
      http.post(apiUrl('/users'), () => fail(409, 'EMAIL_TAKEN', SERVER_MESSAGES.EMAIL_TAKEN)),
    )
    const { user } = await start()
    await openEmailSignUp(user, 'model')
    await fillValidSignUp(user, 'model')
    await submitSignUp(user)

    expect(await within(signUpDialog()).findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.EMAIL_TAKEN,
    )
    expect(document.cookie).not.toContain(COOKIE.ACCESS_TOKEN.name)
    expect(within(signUpDialog()).getByRole('button', { name: LABELS.SIGN_UP })).toBeEnabled()
  })
})
