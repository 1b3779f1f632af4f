import { EXAMINATION_STATUS, SERVICE_TYPE, type ModelOptionView } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildPublicProfile, serveModelInfos } from '@/testing/models'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

// Options on dates (issue #29, ADR 0049): My page > Options for the client and the model
// side, and placing an option from a model's profile.

function option(overrides: Partial<ModelOptionView> = {}): ModelOptionView {
  return {
    id: 1,
    profileId: 7,
    modelName: 'Mina Park',
    clientName: null,
    date: '2026-12-03',
    status: 'pending',
    rank: 1,
    note: '',
    expiresAt: '2026-12-01T09:00:00.000Z',
    createdAt: '2026-11-29T09:00:00.000Z',
    side: 'client',
    ...overrides,
  }
}

function signInApprovedClient() {
  signInWithCookies()
  serveCurrentUser(
    makeCurrentUser({
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    }),
  )
}

function signInModel() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
}

describe('options on My page', () => {
  it('shows a client its options with rank and status; only an accepted 1st can be booked, into its agreement', async () => {
    signInApprovedClient()
    const posted: string[] = []
    server.use(
      http.get(apiUrl('/options'), () =>
        ok({
          options: [
            option({ status: 'accepted' }),
            option({ id: 2, modelName: 'Jun Lee', rank: 2, date: '2026-12-04' }),
            option({ id: 3, modelName: 'Sora Han', date: '2026-12-05' }),
          ],
        }),
      ),
      http.post(apiUrl('/options/:id/booking'), ({ params }) => {
        posted.push(`book ${String(params.id)}`)
        return ok({ option: option({ status: 'booked' }), agreementId: 5 }, 'The date is booked.')
      }),
      http.get(apiUrl('/bookings/agreements/5'), () => fail(404, 'NOT_FOUND', 'Not found.')),
    )
    const rendered = renderApp('/mypage/options')
    const { user } = rendered
    const first = await screen.findByRole('listitem', { name: /Mina Park/ })
    expect(within(first).getByText('1st option')).toBeInTheDocument()
    expect(within(first).getByText('Date free: accepted')).toBeInTheDocument()
    // A 1st option still waiting for the model side's answer cannot be booked yet.
    const waiting = screen.getByRole('listitem', { name: /Sora Han/ })
    expect(within(waiting).queryByRole('button', { name: 'Book the date' })).toBeNull()
    expect(
      within(waiting).getByText(/once the model side says the date is free/),
    ).toBeInTheDocument()
    const second = screen.getByRole('listitem', { name: /Jun Lee/ })
    expect(within(second).getByText('2nd option')).toBeInTheDocument()
    expect(within(second).getByText(/You move up when their option ends/)).toBeInTheDocument()
    expect(within(second).queryByRole('button', { name: 'Book the date' })).toBeNull()
    expect(within(second).getByRole('button', { name: 'Release' })).toBeInTheDocument()
    // The client's page has no model-side list.
    expect(screen.queryByRole('heading', { name: 'Dates held on your models' })).toBeNull()

    const { router } = rendered
    await user.click(within(first).getByRole('button', { name: 'Book the date' }))
    await waitFor(() => expect(posted).toEqual(['book 1']))
    // The client lands on the agreement to fill in the fee and terms.
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/bookings/5'))
  })

  it('lets either side cancel a booked option with a reason the other side reads, in Korean too', async () => {
    signInApprovedClient()
    const sent: unknown[] = []
    let status: ModelOptionView['status'] = 'booked'
    server.use(
      http.get(apiUrl('/options'), () => ok({ options: [option({ status, rank: 1 })] })),
      http.post(apiUrl('/options/:id/cancellation'), async ({ request }) => {
        sent.push(await request.json())
        status = 'cancelled'
        return ok({ option: option({ status, rank: null }) }, 'The booking has been cancelled.')
      }),
    )
    const { user, unmount } = renderApp('/mypage/options')
    const booked = await screen.findByRole('listitem', { name: /Mina Park/ })
    await user.click(
      within(booked).getByRole('button', { name: 'Cancel the booking with Mina Park' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking with Mina Park?' })
    expect(within(dialog).getByText(/the agreement's kill fee is owed/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(await within(dialog).findByText('Say why you cancel.')).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.type(within(dialog).getByLabelText(/Reason/), 'The shoot is off.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() => expect(sent).toEqual([{ reason: 'The shoot is off.' }]))
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Cancel the booking/ })).toBeNull()
    unmount()

    status = 'booked'
    server.use(
      http.get(apiUrl('/options/held'), () =>
        ok({ options: [option({ status, side: 'model', clientName: 'Studio Haneul' })] }),
      ),
    )
    signInModel()
    renderAppIn('ko', '/mypage/options')
    expect(
      await screen.findByRole('button', { name: 'Studio Haneul 섭외 취소' }),
    ).toBeInTheDocument()
  })

  it('shows the model side its dates held, by date, with Accept and Decline, and the error when one fails', async () => {
    signInModel()
    const posted: string[] = []
    server.use(
      http.get(apiUrl('/options/held'), () =>
        ok({
          options: [
            option({ side: 'model', clientName: 'Blue Studio', note: 'Lookbook, full day' }),
            option({ id: 2, side: 'model', clientName: null, rank: 2 }),
            option({
              id: 3,
              side: 'model',
              clientName: 'Red Co',
              date: '2026-12-10',
              status: 'accepted',
            }),
          ],
        }),
      ),
      http.post(apiUrl('/options/:id/acceptance'), ({ params }) => {
        posted.push(`accept ${String(params.id)}`)
        return fail(409, 'CONFLICT', 'This option is no longer open.')
      }),
    )
    const { user } = renderApp('/mypage/options')
    expect(
      await screen.findByRole('heading', { name: 'Dates held on your models' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'December 3, 2026' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'December 10, 2026' })).toBeInTheDocument()
    const blue = screen.getByRole('listitem', { name: 'Mina Park · Blue Studio' })
    expect(within(blue).getByText('Lookbook, full day')).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: 'Mina Park · A client' })).toBeInTheDocument()
    const red = screen.getByRole('listitem', { name: 'Mina Park · Red Co' })
    expect(within(red).queryByRole('button', { name: 'Accept' })).toBeNull()
    expect(within(red).getByRole('button', { name: 'Decline' })).toBeInTheDocument()
    // Not a client: no list of its own options.
    expect(screen.queryByRole('heading', { name: 'Your options' })).toBeNull()

    await user.click(within(blue).getByRole('button', { name: 'Accept' }))
    expect(await within(blue).findByText('This option is no longer open.')).toBeInTheDocument()
    expect(posted).toEqual(['accept 1'])
  })

  it('says what to do when there are no options, in Korean too', async () => {
    signInModel()
    server.use(http.get(apiUrl('/options/held'), () => ok({ options: [] })))
    renderAppIn('ko', '/mypage/options')
    expect(await screen.findByText('걸린 옵션이 없습니다')).toBeInTheDocument()
  })

  it('tells a client with nothing yet how to place an option', async () => {
    signInApprovedClient()
    server.use(http.get(apiUrl('/options'), () => ok({ options: [] })))
    renderApp('/mypage/options')
    expect(await screen.findByText('No options yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse models' })).toBeInTheDocument()
  })
})

describe('placing an option from a profile', () => {
  it('lets an approved client hold dates and says which rank each got', async () => {
    signInApprovedClient()
    serveModelInfos()
    const sent: unknown[] = []
    server.use(
      http.get(apiUrl('/models/7'), () => ok({ model: buildPublicProfile() })),
      http.post(apiUrl('/options'), async ({ request }) => {
        sent.push(await request.json())
        return ok({
          options: [option(), option({ id: 2, date: '2026-12-04', rank: 2 })],
        })
      }),
    )
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Place an option' }))
    const date = screen.getByLabelText('Date')
    await user.type(date, '2026-12-04')
    await user.click(screen.getByRole('button', { name: 'Add date' }))
    await user.type(date, '2026-12-03')
    await user.type(screen.getByLabelText('Note for the model (optional)'), 'Lookbook')
    await user.click(screen.getByRole('button', { name: 'Place option' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      profileId: 7,
      dates: ['2026-12-03', '2026-12-04'],
      hours: 48,
      note: 'Lookbook',
    })
    expect(await screen.findByText(/Option placed\./)).toHaveTextContent(
      'Dec 3, 2026: 1st option, Dec 4, 2026: 2nd option',
    )
  })

  it('lists the model’s unavailable days and refuses them, without a reason', async () => {
    signInApprovedClient()
    serveModelInfos()
    server.use(
      http.get(apiUrl('/models/7'), () => ok({ model: buildPublicProfile() })),
      http.get(apiUrl('/options/profiles/7/unavailable-dates'), () =>
        ok({ profileId: 7, dates: ['2026-12-05'] }),
      ),
    )
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Place an option' }))
    expect(await screen.findByText('Unavailable: Dec 5, 2026')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Date'), '2026-12-05')
    await user.click(screen.getByRole('button', { name: 'Add date' }))
    expect(await screen.findByText('The model is unavailable on this date.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Chosen dates' })).toBeNull()
  })

  it('asks for a date first', async () => {
    signInApprovedClient()
    serveModelInfos()
    server.use(http.get(apiUrl('/models/7'), () => ok({ model: buildPublicProfile() })))
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Place an option' }))
    await user.click(screen.getByRole('button', { name: 'Place option' }))
    expect(await screen.findByText('Choose at least one date.')).toBeInTheDocument()
  })

  it('offers no option to a model account', async () => {
    signInModel()
    serveModelInfos()
    server.use(http.get(apiUrl('/models/7'), () => ok({ model: buildPublicProfile() })))
    renderApp('/models/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mina Park' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Place an option' })).toBeNull()
  })
})
