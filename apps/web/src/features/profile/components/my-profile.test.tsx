import {
  COOKIE,
  EXAMINATION_STATUS,
  LOGIN_TYPE,
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
import { renderApp } from '@/testing/render-app'

async function openProfile(user = makeCurrentUser()) {
  signInWithCookies()
  serveCurrentUser(user)
  const app = renderApp('/mypage')
  await screen.findByRole('heading', { level: 1, name: 'My Profile' })
  return app
}

const section = (name: string) => screen.getByRole('region', { name })

describe('My Profile', () => {
  it('shows the account in plain words', async () => {
    await openProfile(
      makeCurrentUser({ examinationStatus: EXAMINATION_STATUS.APPROVAL, isPro: true }),
    )
    const account = section('Account')
    expect(within(account).getByText('Model')).toBeInTheDocument()
    expect(within(account).getByText('Jiwoo')).toBeInTheDocument()
    expect(within(account).getByText('+82 010-1234-5678')).toBeInTheDocument()
    expect(within(account).getByText('Seoul, South Korea')).toBeInTheDocument()
    expect(
      within(section('Review status')).getByText('Approved — all functions available'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request review' })).not.toBeInTheDocument()
  })

  it('asks for the current location when the profile has none', async () => {
    server.use(
      http.get(apiUrl('/users/current-location'), () =>
        ok({
          city_name: 'Busan',
          country_name: 'South Korea',
          countryId: 1,
          cityId: 2,
          source: 'ip',
        }),
      ),
    )
    await openProfile(
      makeCurrentUser({ city_name: null, country_name: null, currentLocation: null }),
    )
    expect(await within(section('Account')).findByText('Busan, South Korea')).toBeInTheDocument()
    expect(
      within(section('Account')).getByText('(estimated from your connection)'),
    ).toBeInTheDocument()
  })

  it('lets a model request a review and shows the new status', async () => {
    let requests = 0
    server.use(
      http.patch(apiUrl('/users/model-request'), () => {
        requests += 1
        return ok(
          { examinationStatus: EXAMINATION_STATUS.REQUEST },
          SERVER_MESSAGES.MODEL_REQUEST_SENT,
        )
      }),
    )
    const { user } = await openProfile()
    expect(within(section('Review status')).getByText('Not reviewed')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Request review' }))
    expect(
      await within(section('Review status')).findByText('Review requested — we will let you know'),
    ).toBeInTheDocument()
    expect(requests).toBe(1)
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_MESSAGES.MODEL_REQUEST_SENT)
    expect(screen.queryByRole('button', { name: 'Request review' })).not.toBeInTheDocument()
  })

  it('does not offer a review request to clients', async () => {
    await openProfile(
      makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL, agency: 'Studio Hana' }),
    )
    expect(within(section('Account')).getByText('Studio Hana')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request review' })).not.toBeInTheDocument()
  })

  it('validates the new password while typing', async () => {
    const { user } = await openProfile()
    await user.type(screen.getByLabelText('New password'), 'short')
    expect(await screen.findByText(MESSAGES.PASSWORD_RULE)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'Seoul2025!')
    await user.type(screen.getByLabelText('Confirm new password'), 'Seoul2025?')
    expect(await screen.findByText(MESSAGES.CONFIRM_PASSWORD)).toBeInTheDocument()
  })

  it('changes the password, then clears the session and asks to log in again', async () => {
    let body: unknown
    server.use(
      http.put(apiUrl('/users/password'), async ({ request }) => {
        body = await request.json()
        return ok(null, SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN)
      }),
    )
    const { user, router } = await openProfile()
    await user.type(screen.getByLabelText('Current password'), 'OldPass1!')
    await user.type(screen.getByLabelText('New password'), 'Seoul2025!')
    await user.type(screen.getByLabelText('Confirm new password'), 'Seoul2025!')
    await user.click(screen.getByRole('button', { name: 'Change password' }))

    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument()
    expect(body).toEqual({ currentPassword: 'OldPass1!', newPassword: 'Seoul2025!' })
    expect(screen.getByRole('status')).toHaveTextContent(
      SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
  })

  it('keeps the session and shows the reason when the password change is refused', async () => {
    server.use(
      http.put(apiUrl('/users/password'), () =>
        fail(400, 'VALIDATION_FAILED', SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT),
      ),
    )
    const { user, router } = await openProfile()
    await user.type(screen.getByLabelText('Current password'), 'Wrong1!x')
    await user.type(screen.getByLabelText('New password'), 'Seoul2025!')
    await user.type(screen.getByLabelText('Confirm new password'), 'Seoul2025!')
    await user.click(screen.getByRole('button', { name: 'Change password' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT,
    )
    expect(router.state.location.pathname).toBe('/mypage')
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(true)
  })

  it('has no password form for Google accounts', async () => {
    await openProfile(makeCurrentUser({ loginType: LOGIN_TYPE.SOCIAL }))
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    expect(screen.getByText(/You sign in with Google/)).toBeInTheDocument()
  })

  it('withdraws the account only after confirmation, then signs out', async () => {
    let deleted: string | null = null
    let body: unknown
    server.use(
      http.delete(apiUrl('/users/:id'), async ({ params, request }) => {
        deleted = String(params.id)
        body = await request.json()
        return ok(null, SERVER_MESSAGES.ACCOUNT_DELETED)
      }),
    )
    const { user, router } = await openProfile(makeCurrentUser({ id: 42 }))

    await user.click(screen.getByRole('button', { name: 'Withdraw account' }))
    const confirm = screen.getByRole('dialog', { name: 'Withdraw your account?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(deleted).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Withdraw account' }))
    const again = screen.getByRole('dialog', { name: 'Withdraw your account?' })
    await user.type(within(again).getByLabelText('Current password'), 'Seoul2025!')
    await user.click(within(again).getByRole('button', { name: 'Yes, withdraw' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(deleted).toBe('42')
    expect(body).toEqual({ currentPassword: 'Seoul2025!' })
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_MESSAGES.ACCOUNT_DELETED)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }),
    ).toBeInTheDocument()
  })
})
