import { SERVICE_TYPE, type PartnerDetail, type PublicReview } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'
import {
  buildPartner,
  emptyMyReviews,
  serveMyReviews,
  servePartner,
  servePartners,
} from '@/testing/trust'

/** A client without a completed booking: the partner page says so (ADR 0044). */
const NO_PAY_RECORD: PartnerDetail['payRecord'] = {
  bookingsCompleted: 0,
  paidOnTimeShare: null,
  medianDaysToPay: null,
  openOverdue: 0,
  killFees: 0,
  cancelledLast12Months: 0,
}

const serveInfos = () =>
  server.use(
    http.get(apiUrl('/infos'), ({ request }) => {
      const type = Number(new URL(request.url).searchParams.get('type'))
      if (type === 18) return ok({ infos: [{ id: 1801, value: 'Seoul' }] })
      if (type === 8)
        return ok({
          infos: [
            { id: 37, value: 'Entertainment agency' },
            { id: 38, value: 'Model agency' },
          ],
        })
      return ok({ infos: [] })
    }),
  )

/** A released review of partner 21, written by the model Mina. */
const reviewByMina = (rating: number, text: string): PublicReview => ({
  id: 3,
  direction: 'model_to_client',
  rating,
  text,
  author: { side: 'model', name: 'Mina', partnerId: null, modelProfileId: 9 },
  castingTitle: 'Autumn campaign',
  releasedAt: '2026-11-10T00:00:00.000Z',
})

describe('partners', () => {
  it('lists approved partners with the Verified badge and filters them through the URL', async () => {
    serveInfos()
    const queries = servePartners([buildPartner()])
    const { user, router } = renderApp('/partners')
    const card = await screen.findByRole('article', { name: /Studio Haneul/ })
    expect(within(card).getByText('Verified')).toBeInTheDocument()
    expect(within(card).getByText('Model agency · Seoul')).toBeInTheDocument()
    expect(within(card).getByText(/2 open castings/)).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Studio Haneul' })).toHaveAttribute(
      'href',
      '/partners/21',
    )

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), '37')
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=37'))
    await waitFor(() => expect(queries.at(-1)?.get('categoryId')).toBe('37'))
  })

  // Issue #25, ADR 0032: a review whose author left still shows and counts.
  it('shows a review by a model that left as by a deleted account, in the reader’s language', async () => {
    servePartner(
      { ...buildPartner(), bookingsMade: 1, payRecord: NO_PAY_RECORD, castings: [] },
      {
        items: [
          {
            ...reviewByMina(2, 'Paid late.'),
            author: {
              side: 'model',
              name: '',
              partnerId: null,
              modelProfileId: null,
              departed: true,
            },
          },
        ],
        page: 1,
        pageSize: 10,
        total: 1,
        summary: { average: 2, count: 1 },
      },
    )
    renderAppIn('ko', '/partners/21')
    const review = await screen.findByRole('article', { name: /탈퇴한 회원/ }, { timeout: 10_000 })
    expect(within(review).getByText('탈퇴한 회원')).toBeInTheDocument()
    expect(within(review).getByText('Paid late.')).toBeInTheDocument()
  })

  // Issue #25: the review of a casting an administrator took down stays, without its title.
  it('shows a review of a casting no longer public without a title', async () => {
    servePartner(
      { ...buildPartner(), bookingsMade: 1, payRecord: NO_PAY_RECORD, castings: [] },
      {
        items: [{ ...reviewByMina(4, 'Clear brief.'), castingTitle: '' }],
        page: 1,
        pageSize: 10,
        total: 1,
        summary: { average: 4, count: 1 },
      },
    )
    renderApp('/partners/21')
    const review = await screen.findByRole('article', { name: /Mina/ }, { timeout: 10_000 })
    expect(within(review).getByText(/a casting no longer shown/)).toBeInTheDocument()
    expect(within(review).getByText('Clear brief.')).toBeInTheDocument()
  })

  it('says what to do when no partner matches', async () => {
    serveInfos()
    servePartners([])
    renderApp('/partners?cityId=1801')
    expect(await screen.findByRole('heading', { name: 'No partners match' })).toBeInTheDocument()
  })

  it('shows a partner page with its record, open castings and reviews, and no contact details', async () => {
    const detail: PartnerDetail = {
      ...buildPartner(),
      bookingsMade: 14,
      payRecord: {
        bookingsCompleted: 12,
        paidOnTimeShare: 0.75,
        medianDaysToPay: 21,
        openOverdue: 1,
        killFees: 0,
        cancelledLast12Months: 2,
      },
      castings: [
        {
          id: 5,
          title: 'Spring lookbook',
          client: { id: 21, name: 'Studio Haneul', verified: true },
          pay: { budget: 500000, budgetType: 'per_day' },
          filmingDate: '2026-12-10',
          applicationDeadline: '2026-12-01T00:00:00.000Z',
          city: null,
          category: null,
          detailedCategory: null,
          status: 'live',
          modelNumber: 2,
          isDemo: false,
          publishedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
    }
    servePartner(detail, {
      items: [reviewByMina(5, 'Paid on time, clear brief.')],
      page: 1,
      pageSize: 10,
      total: 1,
      summary: { average: 5, count: 1 },
    })
    renderApp('/partners/21')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Studio Haneul' }),
    ).toBeInTheDocument()
    expect(screen.getByText('14')).toBeInTheDocument()
    // Issue #28: the pay record from real bookings.
    const pay = screen.getByRole('region', { name: 'Pay record' })
    expect(within(pay).getByText('12')).toBeInTheDocument()
    expect(within(pay).getByText('75%')).toBeInTheDocument()
    expect(within(pay).getByText('21 days')).toBeInTheDocument()
    expect(
      within(pay).getByText('It cancelled 2 bookings in the last 12 months.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Spring lookbook' })).toHaveAttribute(
      'href',
      '/castings/5',
    )
    // Issue #26: two open castings, one listed: a way to see them all.
    expect(screen.getByRole('link', { name: 'See all 2 open castings' })).toHaveAttribute(
      'href',
      '/castings?clientId=21',
    )
    const review = await screen.findByRole('article', { name: 'Review by Mina' })
    expect(within(review).getByText('Paid on time, clear brief.')).toBeInTheDocument()
    expect(screen.getByRole('main').textContent).not.toMatch(/[\w.]+@[\w.]+\.\w+/)
  })

  it('says "no bookings yet" for a client without a completed booking, never a score', async () => {
    servePartner(
      { ...buildPartner(), bookingsMade: 0, payRecord: NO_PAY_RECORD, castings: [] },
      { items: [], page: 1, pageSize: 10, total: 0, summary: { average: null, count: 0 } },
    )
    renderApp('/partners/21')
    const pay = await screen.findByRole('region', { name: 'Pay record' }, { timeout: 10_000 })
    expect(
      within(pay).getByText(
        "No bookings yet: the pay record appears once a booking's shoot day has passed.",
      ),
    ).toBeInTheDocument()
    expect(within(pay).queryByText(/%/)).toBeNull()
  })

  it('is the not-found page for a company that is not an approved partner', async () => {
    server.use(http.get(apiUrl('/partners/99'), () => fail(404, 'NOT_FOUND', 'Not found.')))
    renderApp('/partners/99')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This partner is not available' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse partners' })).toHaveAttribute(
      'href',
      '/partners',
    )
  })
})

describe('reporting a review', () => {
  it('asks for a reason, keeps the dialog on a failure, then thanks in the same dialog', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
    server.use(http.get(apiUrl('/infos'), () => ok({ infos: [{ id: 1301, value: 'Spam' }] })))
    servePartner(
      { ...buildPartner(), bookingsMade: 0, payRecord: NO_PAY_RECORD, castings: [] },
      {
        items: [reviewByMina(1, 'Buy followers at example.com')],
        page: 1,
        pageSize: 10,
        total: 1,
        summary: { average: 1, count: 1 },
      },
    )
    const sent: unknown[] = []
    let answer = fail(503, 'UNAVAILABLE', 'Try again in a minute.')
    server.use(
      http.post(apiUrl('/reviews/3/reports'), async ({ request }) => {
        sent.push(await request.json())
        return answer
      }),
    )
    const { user } = renderApp('/partners/21')
    const review = await screen.findByRole('article', { name: 'Review by Mina' })
    await user.click(within(review).getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' })

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.click(await within(dialog).findByRole('radio', { name: 'Spam' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'An ad')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Try again in a minute.')).toBeInTheDocument()
    expect(sent).toEqual([{ reasonId: 1301, details: 'An ad' }])

    answer = ok(null, 'Thank you. Our team will look at this review.')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(
      await within(dialog).findByText('Thank you. Our team will look at this review.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Report this review' })).toBe(dialog)
    // The footer's Close (the header has its own × with the same name).
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close')
    await user.click(close!)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Report this review' })).toBeNull(),
    )
  })
})

describe('my reviews', () => {
  it('writes a review for a booking only with a rating, and says it stays hidden until both wrote', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
    serveMyReviews({
      ...emptyMyReviews,
      pending: [
        {
          applicationId: 44,
          direction: 'model_to_client',
          castingId: 5,
          castingTitle: 'Spring lookbook',
          counterpartName: 'Studio Haneul',
          profile: null,
          counterpartWrote: true,
          windowClosesAt: '2026-12-20T00:00:00.000Z',
        },
      ],
    })
    const sent: unknown[] = []
    server.use(
      http.post(apiUrl('/applications/44/reviews'), async ({ request }) => {
        sent.push(await request.json())
        serveMyReviews()
        return ok({ review: null }, 'Your review has been saved.')
      }),
    )
    const { user } = renderApp('/mypage/reviews')
    expect(await screen.findByText(/The other side has written theirs/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Write review' }))
    const dialog = await screen.findByRole('dialog', { name: 'Review Studio Haneul' })
    expect(dialog).toHaveAccessibleDescription(/stays hidden until the other side/)
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }))
    expect(within(dialog).getByText('Choose from 1 to 5 stars.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }))
    await user.type(within(dialog).getByRole('textbox'), 'Kind and organised.')
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }))
    await waitFor(() => expect(sent).toEqual([{ rating: 4, text: 'Kind and organised.' }]))
    expect(await screen.findByText('Your review has been saved.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument()
  })

  it('says when reviewing opens and lets the client mark the casting as done (issue #26)', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
    const booking = {
      applicationId: 44,
      direction: 'client_to_model' as const,
      castingId: 5,
      castingTitle: 'Spring lookbook',
      counterpartName: 'Mina',
    }
    serveMyReviews({
      ...emptyMyReviews,
      upcoming: [{ ...booking, opensAt: '2026-12-02T00:00:00.000Z' }],
    })
    const completed: string[] = []
    server.use(
      http.post(apiUrl('/castings/5/complete'), ({ request }) => {
        completed.push(new URL(request.url).pathname)
        serveMyReviews({
          ...emptyMyReviews,
          pending: [
            {
              ...booking,
              profile: null,
              counterpartWrote: false,
              windowClosesAt: '2027-01-01T00:00:00.000Z',
            },
          ],
        })
        return ok({ castingId: 5, completedAt: '2026-11-28T10:00:00.000Z' })
      }),
    )
    const { user } = renderApp('/mypage/reviews')
    const upcoming = await screen.findByRole('region', { name: 'Coming up' })
    expect(
      within(upcoming).getByText(/Reviewing opens on .+, the day after the shoot\./),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'No reviews yet' })).not.toBeInTheDocument()

    await user.click(within(upcoming).getByRole('button', { name: 'Mark as done' }))
    await waitFor(() => expect(completed).toHaveLength(1))
    expect(await screen.findByRole('button', { name: 'Write review' })).toBeInTheDocument()
  })
})
