// /verify (issue #25, ADR 0042): the reader checks a code or a company and reports an
// impersonation; every answer is announced (role=status) and says what to do next.
import { MESSAGES, VERIFY_SERVER_MESSAGES } from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

const NO_MONEY = VERIFY_SERVER_MESSAGES.NO_MONEY_NOTICE

async function openVerify() {
  const app = renderApp('/verify')
  const lookup = await screen.findByRole('region', { name: 'Is it real?' })
  const outcome = within(lookup).getByRole('status')
  const ask = async (text: string) => {
    const input = within(lookup).getByRole('textbox')
    await app.user.clear(input)
    await app.user.type(input, text)
    await app.user.click(within(lookup).getByRole('button', { name: 'Check' }))
  }
  return { ...app, lookup, outcome, ask }
}

describe('/verify', () => {
  it('starts with what to do, and confirms a live casting and who posted it', async () => {
    let asked = ''
    server.use(
      http.get(apiUrl('/verify/castings/:code'), ({ params }) => {
        asked = String(params.code)
        return ok(
          {
            found: true,
            code: 'CNM-7KQ4-XR2M',
            castingId: 12,
            title: 'Spring lipstick campaign',
            postedBy: 'Seoul Beauty Lab',
            forBrand: null,
          },
          NO_MONEY,
        )
      }),
    )
    const { outcome, ask } = await openVerify()
    expect(outcome).toHaveTextContent('Nothing checked yet')
    await ask('cnm-7kq4-xr2m')
    expect(
      await within(outcome).findByText('This casting is live on Casting N Model'),
    ).toBeVisible()
    expect(asked).toBe('cnm-7kq4-xr2m')
    expect(outcome).toHaveTextContent('Seoul Beauty Lab (verified account)')
    expect(within(outcome).getByRole('link', { name: 'Spring lipstick campaign' })).toHaveAttribute(
      'href',
      '/castings/12',
    )
    expect(outcome).toHaveTextContent('never ask models for money')
  })

  it('says plainly when no live casting has the code, and when the reader must wait', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/verify/castings/:code'), () => {
        calls += 1
        return calls === 1
          ? ok({ found: false }, NO_MONEY)
          : fail(429, 'TOO_MANY_REQUESTS', 'Too many requests.')
      }),
    )
    const { outcome, ask } = await openVerify()
    await ask('CNM-2222-2222')
    expect(await within(outcome).findByText('No live casting has this code')).toBeVisible()
    await ask('CNM-3333-3333')
    expect(await within(outcome).findByText(/checked many times in a short while/)).toBeVisible()
  })

  it('finds verified accounts by company name', async () => {
    server.use(
      http.get(apiUrl('/verify/companies'), ({ request }) =>
        new URL(request.url).searchParams.get('name') === '서울뷰티랩'
          ? ok({ items: [{ name: '서울 뷰티 랩', liveCastings: 2 }] }, NO_MONEY)
          : ok({ items: [] }, NO_MONEY),
      ),
    )
    const { user, lookup, outcome, ask } = await openVerify()
    await user.click(within(lookup).getByRole('radio', { name: 'A company name' }))
    expect(within(lookup).getByRole('textbox', { name: 'Company name' })).toBeVisible()
    await ask('서울뷰티랩')
    expect(await within(outcome).findByText('서울 뷰티 랩: 2 live castings')).toBeVisible()
    await ask('KBS 캐스팅팀')
    expect(await within(outcome).findByText('No verified account has this name')).toBeVisible()
  })

  it('shows an error that is not a limit as a retry', async () => {
    server.use(http.get(apiUrl('/verify/castings/:code'), () => HttpResponse.error()))
    const { outcome, ask } = await openVerify()
    await ask('CNM-2222-2222')
    expect(await within(outcome).findByText(/could not check right now/)).toBeVisible()
  })

  it('sends an impersonation report as a guest', async () => {
    let body: unknown
    server.use(
      http.post(apiUrl('/verify/impersonation-reports'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          { data: null, message: VERIFY_SERVER_MESSAGES.IMPERSONATION_REPORTED },
          { status: 201 },
        )
      }),
    )
    const { user } = renderApp('/verify')
    const form = await screen.findByRole('region', { name: 'Report an impersonation' })
    await user.click(within(form).getByRole('button', { name: 'Send report' }))
    expect(
      within(form).getByLabelText('The company or casting code they claimed'),
    ).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    await user.selectOptions(within(form).getByLabelText('Where were you contacted?'), 'kakaotalk')
    await user.type(
      within(form).getByLabelText('The company or casting code they claimed'),
      'KBS 캐스팅팀',
    )
    await user.type(within(form).getByLabelText('What happened (optional)'), 'Asked for 50,000 won')
    await user.click(within(form).getByRole('button', { name: 'Send report' }))
    expect(await within(form).findByRole('status')).toHaveTextContent(
      VERIFY_SERVER_MESSAGES.IMPERSONATION_REPORTED,
    )
    expect(body).toEqual({
      channel: 'kakaotalk',
      claimedName: 'KBS 캐스팅팀',
      details: 'Asked for 50,000 won',
      contactEmail: '',
    })
  })
})
