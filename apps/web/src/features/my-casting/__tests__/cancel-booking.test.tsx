import {
  ROLE,
  SERVER_MESSAGES,
  SERVICE_TYPE,
  type Applicant,
  type BookingCancellation,
  type MyApplication,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { serveModelInfos } from '@/testing/models'
import {
  buildApplicant,
  buildCancellation,
  buildCastingCard,
  buildMessage,
  buildMyApplication,
  buildMyCastings,
  buildThread,
  CANCEL_DIALOG_WORDS,
  confirmCancellation,
  expectCancelledByYou,
  findArticle,
  page,
  serveCancellation,
} from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

// Cancelling a booking from My Casting (ADR 0024 addendum): the client from the applicants
// view, the model side from its applications, each with a required reason; then the status
// says it was cancelled, by whom, when and why.

const REASON = 'The shoot moved to a week I am abroad.'
const cancelled = (by: BookingCancellation['by']) => buildCancellation(by, REASON)

/**
 * The client's casting 31 with one applicant, as `current()` says at each request; read by
 * its client, or by an administrator (`reader: 'admin'`).
 */
function serveApplicants(current: () => Applicant, reader: 'client' | 'admin' = 'client') {
  signInWithCookies()
  serveCurrentUser(
    makeCurrentUser({
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      ...(reader === 'admin' && { role: ROLE.ADMIN }),
    }),
  )
  serveModelInfos()
  server.use(
    http.get(apiUrl('/castings/31'), () => ok(buildCastingCard())),
    http.get(apiUrl('/castings/31/applications'), () => {
      const items = [current()]
      return ok({ items, page: 1, pageSize: 24, total: 1, counts: { booked: 1 } })
    }),
  )
}

/** The model's My Casting with one application, as `current()` says at each request. */
function serveModel(current: () => MyApplication) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
  server.use(
    http.get(apiUrl('/users/0/castings'), () =>
      ok(
        buildMyCastings({
          view: 'model',
          applications: page([current()]),
          proposalsReceived: [],
        }),
      ),
    ),
  )
}

describe('cancelling a booking', () => {
  it('the client releases a booked model with a required reason, then sees it cancelled by them', async () => {
    let applicant = buildApplicant({ status: 'booked' })
    serveApplicants(() => applicant)
    const calls = serveCancellation('applications', () => {
      applicant = { ...applicant, status: 'cancelled', cancellation: cancelled('client') }
      return ok(null, SERVER_MESSAGES.BOOKING_CANCELLED)
    })
    const { user } = renderApp('/mypage/casting/31/applicants')
    const card = await findArticle('Mina Park Reviewed')
    expect(within(card).getByText('Booked')).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Cancel the booking: Mina Park' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking: Mina Park?' })
    expect(within(dialog).getByText(/the role is free to book someone else/)).toBeInTheDocument()
    // The reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(
      await within(dialog).findByText('Say briefly why the booking is cancelled.'),
    ).toBeInTheDocument()
    expect(calls).toEqual([])

    await confirmCancellation(user, dialog, REASON)
    await waitFor(() => expect(calls).toEqual([`71 ${JSON.stringify({ reason: REASON })}`]))
    expect(
      await screen.findByText('The booking is cancelled: Mina Park. The other side has been told.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await expectCancelledByYou(screen.getByRole('article', { name: 'Mina Park Reviewed' }), REASON)
  })

  it('the model side backs out from My Casting; a refusal is said in the server words', async () => {
    serveModel(() => buildMyApplication({ status: 'booked', canWithdraw: false }))
    const calls = serveCancellation('applications', () =>
      fail(409, 'CONFLICT', SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED),
    )
    const { user } = renderApp('/mypage/casting')
    const row = await findArticle('Spring lookbook shoot')
    await user.click(
      within(row).getByRole('button', { name: 'Cancel the booking: Spring lookbook shoot' }),
    )
    const dialog = screen.getByRole('dialog', {
      name: 'Cancel the booking: Spring lookbook shoot?',
    })
    expect(within(dialog).getByText(/The client is told, with your reason/)).toBeInTheDocument()
    await confirmCancellation(user, dialog, REASON)
    expect(
      await within(dialog).findByText(SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED),
    ).toBeInTheDocument()
    expect(calls).toEqual([`71 ${JSON.stringify({ reason: REASON })}`])
    // Kept the booking: the dialog closes and nothing else was sent.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the booking' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('the model side reads that the client cancelled, when and why, with no action left', async () => {
    serveModel(() =>
      buildMyApplication({
        status: 'cancelled',
        canWithdraw: false,
        cancellation: cancelled('client'),
      }),
    )
    renderApp('/mypage/casting')
    const row = await findArticle('Spring lookbook shoot')
    expect(within(row).getByText('Booking cancelled')).toBeInTheDocument()
    expect(
      within(row).getByText(/^The client cancelled this booking on .*2026/),
    ).toBeInTheDocument()
    expect(within(row).getByText(new RegExp(`Reason: ${REASON}`))).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /Cancel the booking/ })).toBeNull()
  })
})

/** Application 71's page (summary above the thread) as the client or the model side. */
function serveApplicationPage(
  detail: () => object,
  serviceType: 1 | 3,
  messages = [buildMessage(11)],
) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType }))
  server.use(
    http.get(apiUrl('/applications/71'), () => ok(detail())),
    http.get(apiUrl('/applications/71/messages'), () => ok(buildThread({ messages }))),
  )
}

describe('on the application page', () => {
  it('the client cancels from the summary above the thread', async () => {
    let applicant = buildApplicant({ status: 'booked' })
    serveApplicationPage(() => ({ view: 'client', castingId: 31, applicant }), 3)
    const calls = serveCancellation('applications', () => {
      applicant = { ...applicant, status: 'cancelled', cancellation: cancelled('client') }
      return ok(null)
    })
    const { user } = renderApp('/mypage/messages/application/71')
    const open = await screen.findByRole(
      'button',
      { name: 'Cancel the booking: Mina Park' },
      { timeout: 10_000 },
    )
    await user.click(open)
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking: Mina Park?' })
    await confirmCancellation(user, dialog, REASON)
    await waitFor(() => expect(calls).toEqual([`71 ${JSON.stringify({ reason: REASON })}`]))
    const summary = screen.getByRole('region', { name: 'Application' })
    expect(await within(summary).findByText(/^You cancelled this booking on/)).toBeInTheDocument()
    expect(within(summary).getByText('Booking cancelled')).toBeInTheDocument()
  })

  it('the model side reads the cancellation in the summary and the system line in the thread', async () => {
    const line = `${SERVER_MESSAGES.BOOKING_CANCELLED_BY_CLIENT_LINE}\n${REASON}`
    serveApplicationPage(
      () => ({
        view: 'applicant',
        application: buildMyApplication({
          status: 'cancelled',
          canWithdraw: false,
          cancellation: cancelled('client'),
        }),
      }),
      1,
      [buildMessage(11), buildMessage(12, { mine: false, side: 'system', body: line })],
    )
    renderApp('/mypage/messages/application/71')
    expect(
      await screen.findByText(/^The client cancelled this booking on/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Cancel the booking/ })).toBeNull()
    const system = await screen.findByRole('article', { name: /^Casting N Model, / })
    expect(
      within(system).getByText(/The client cancelled the booking\. Reason:/),
    ).toBeInTheDocument()
  })
})

describe('cancelling a booking in Korean', () => {
  it('the model side cancels in Korean; the required reason and the refusal are in Korean', async () => {
    serveModel(() => buildMyApplication({ status: 'booked', canWithdraw: false }))
    const calls = serveCancellation('applications', () =>
      fail(409, 'CONFLICT', SERVER_MESSAGES.BOOKING_JOB_DONE),
    )
    const { user } = renderAppIn('ko', '/mypage/casting')
    const row = await findArticle('Spring lookbook shoot')
    expect(within(row).getByText('섭외 확정')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: '섭외 취소: Spring lookbook shoot' }))
    const dialog = screen.getByRole('dialog', { name: 'Spring lookbook shoot 섭외를 취소할까요?' })
    await user.click(within(dialog).getByRole('button', { name: '섭외 취소' }))
    expect(
      await within(dialog).findByText('섭외를 취소하는 이유를 간단히 적어 주세요.'),
    ).toBeInTheDocument()
    expect(calls).toEqual([])
    await confirmCancellation(user, dialog, REASON, CANCEL_DIALOG_WORDS.ko)
    expect(
      await within(dialog).findByText(
        '이미 촬영이 끝난 섭외라 취소할 수 없습니다. 대신 리뷰를 남겨 주세요.',
      ),
    ).toBeInTheDocument()
  })

  it('the client reads in Korean that the model side cancelled', async () => {
    serveApplicants(() => buildApplicant({ status: 'cancelled', cancellation: cancelled('model') }))
    renderAppIn('ko', '/mypage/casting/31/applicants')
    const card = await findArticle(/Mina Park/)
    expect(within(card).getByText('섭외 취소')).toBeInTheDocument()
    expect(within(card).getByText(/모델 측이 이 섭외를 취소했습니다\./)).toBeInTheDocument()
    expect(within(card).getByText(new RegExp(`사유: ${REASON}`))).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /섭외 취소:/ })).toBeNull()
  })
})

// The server's `canCancel` (ADR 0024 addendum): once the job has taken place the API refuses
// a cancellation, so neither side is offered one; a line says why.
describe('a booking whose job has taken place', () => {
  const WORDS = [
    {
      language: 'en',
      jobDone: 'The job has taken place, so this booking can no longer be cancelled.',
      cancel: /^Cancel the booking/,
    },
    {
      language: 'ko',
      jobDone: '이미 촬영이 끝난 섭외라 더 이상 취소할 수 없습니다.',
      cancel: /^섭외 취소/,
    },
  ] as const
  const render = (language: 'en' | 'ko', path: string) =>
    language === 'en' ? renderApp(path) : renderAppIn(language, path)

  it.each(WORDS)(
    'offers the client no Cancel booking, and says why ($language)',
    async ({ language, jobDone, cancel }) => {
      serveApplicants(() => buildApplicant({ status: 'booked', canCancel: false }))
      render(language, '/mypage/casting/31/applicants')
      const card = await findArticle(/^Mina Park/)
      expect(within(card).getByText(jobDone)).toBeInTheDocument()
      expect(within(card).queryByRole('button', { name: cancel })).toBeNull()
    },
  )

  it.each(WORDS)(
    'offers the model side no Cancel booking, and says why ($language)',
    async ({ language, jobDone, cancel }) => {
      serveModel(() =>
        buildMyApplication({ status: 'booked', canWithdraw: false, canCancel: false }),
      )
      render(language, '/mypage/casting')
      const row = await findArticle('Spring lookbook shoot')
      expect(within(row).getByText(jobDone)).toBeInTheDocument()
      expect(within(row).queryByRole('button', { name: cancel })).toBeNull()
    },
  )

  it.each(WORDS)(
    'offers no Cancel booking in the summary above the thread either ($language)',
    async ({ language, jobDone, cancel }) => {
      const applicant = buildApplicant({ status: 'booked', canCancel: false })
      serveApplicationPage(() => ({ view: 'client', castingId: 31, applicant }), 3)
      render(language, '/mypage/messages/application/71')
      expect(await screen.findByText(jobDone, undefined, { timeout: 10_000 })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: cancel })).toBeNull()
    },
  )

  // Administrators read a client's applicants too (by address; no link leads them there), and
  // are told canCancel: false because they do not decide; that says nothing of the job.
  it.each(WORDS)(
    'does not tell an administrator the job has taken place ($language)',
    async ({ language, jobDone, cancel }) => {
      serveApplicants(() => buildApplicant({ status: 'booked', canCancel: false }), 'admin')
      render(language, '/mypage/casting/31/applicants')
      const card = await findArticle(/^Mina Park/)
      expect(within(card).getByText(language === 'en' ? 'Booked' : '섭외 확정')).toBeInTheDocument()
      expect(within(card).queryByText(jobDone)).toBeNull()
      expect(within(card).queryByRole('button', { name: cancel })).toBeNull()
    },
  )

  it('still offers it while the server says it can be cancelled', async () => {
    serveModel(() => buildMyApplication({ status: 'booked', canWithdraw: false, canCancel: true }))
    renderApp('/mypage/casting')
    const row = await findArticle('Spring lookbook shoot')
    expect(
      within(row).getByRole('button', { name: 'Cancel the booking: Spring lookbook shoot' }),
    ).toBeInTheDocument()
    expect(within(row).queryByText(/can no longer be cancelled/)).toBeNull()
  })
})
