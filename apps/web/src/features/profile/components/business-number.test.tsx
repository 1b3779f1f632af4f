import { API_PATHS, MESSAGES, SERVER_MESSAGES, SERVICE_TYPE } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

// Issue #25, finding 16 (ADR 0043): a client gives its business registration number in My
// Profile; the check digit is checked as it is typed, the tax service's answer shown once saved.
const CLIENT = makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL, agency: 'Hanbit Studio' })

async function openProfile(user = CLIENT) {
  signInWithCookies()
  serveCurrentUser(user)
  const app = renderApp('/mypage')
  await screen.findByRole('heading', { level: 1, name: 'My Profile' })
  return app
}

describe('My Profile: business registration', () => {
  it('is a client’s only', async () => {
    await openProfile(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
    expect(screen.queryByRole('region', { name: 'Business registration' })).not.toBeInTheDocument()
  })

  it('refuses a number whose check digit is wrong before sending, then saves a valid one', async () => {
    const sent: unknown[] = []
    server.use(
      http.put(apiUrl(API_PATHS.USER_BUSINESS_NUMBER), async ({ request }) => {
        sent.push(await request.json())
        // The next read of the account carries the number.
        serveCurrentUser({
          ...CLIENT,
          business: {
            number: '1248100998',
            status: 'active',
            checkedAt: '2026-11-22T06:00:00.000Z',
          },
        })
        return ok(
          {
            business: {
              number: '1248100998',
              status: 'active',
              checkedAt: '2026-11-22T06:00:00.000Z',
            },
          },
          SERVER_MESSAGES.BUSINESS_NUMBER_SAVED,
        )
      }),
    )
    const { user } = await openProfile()
    const card = screen.getByRole('region', { name: 'Business registration' })
    expect(within(card).getByText('No business registration number given yet.')).toBeInTheDocument()
    const field = within(card).getByLabelText('Business registration number')

    await user.type(field, '124-81-00997')
    expect(await within(card).findByText(MESSAGES.BUSINESS_NUMBER_INVALID)).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Save number' }))
    expect(sent).toEqual([])

    await user.clear(field)
    await user.type(field, '124-81-00998')
    await user.click(within(card).getByRole('button', { name: 'Save number' }))

    expect(await screen.findByText(SERVER_MESSAGES.BUSINESS_NUMBER_SAVED)).toBeInTheDocument()
    expect(sent).toEqual([{ businessNumber: '124-81-00998' }])
    expect(
      await within(card).findByText(
        /^124-81-00998: an open business, checked with the National Tax Service on/,
      ),
    ).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Change number' })).toBeInTheDocument()
  })

  it('says plainly when the tax service lists the business as closed', async () => {
    await openProfile({
      ...CLIENT,
      business: { number: '2208162517', status: 'closed', checkedAt: '2026-11-22T06:00:00.000Z' },
    })
    const card = screen.getByRole('region', { name: 'Business registration' })
    expect(
      within(card).getByText(
        /^220-81-62517: the National Tax Service lists this business as closed/,
      ),
    ).toBeInTheDocument()
    expect(within(card).getByLabelText('Business registration number')).toHaveValue('220-81-62517')
  })
})
