import {
  SERVER_MESSAGES,
  SERVICE_TYPE,
  type BookingCancellation,
  type ProposalDetail,
  type ProposalSummary,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import {
  buildCancellation,
  buildMessage,
  buildMyCastings,
  buildProposal,
  buildProposalDetail,
  buildProposalThread,
  CANCEL_DIALOG_WORDS,
  CANCELLED_AT,
  confirmCancellation,
  expectCancelledByYou,
  findArticle,
  serveCancellation,
} from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

// Cancelling an accepted direct proposal (ADR 0024 addendum): the sender from its sent
// proposals, the recipient from the proposal's page, each with a required reason; then the
// status says it was cancelled, by whom, when and why, and Cancel is gone.

const REASON = 'The brand moved the shoot abroad.'
const cancelled = (by: BookingCancellation['by']) => buildCancellation(by, REASON)

/** Proposal 41 as `viewer` reads it once accepted: may they cancel it? */
const acceptedDetail = (viewer: ProposalDetail['viewer'], canCancel: boolean) =>
  buildProposalDetail({ status: 'accepted', canAnswer: false, canCancel, viewer })

/** Proposal 41 as `viewer` reads it once `by` cancelled it. */
const cancelledDetail = (viewer: ProposalDetail['viewer'], by: BookingCancellation['by']) =>
  buildProposalDetail({
    status: 'cancelled',
    canAnswer: false,
    canCancel: false,
    viewer,
    cancellation: cancelled(by),
  })

/** The client's My Casting with one sent proposal, as `current()` says at each request. */
function serveSent(current: () => ProposalSummary) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
  server.use(
    http.get(apiUrl('/users/0/castings'), () =>
      ok(buildMyCastings({ view: 'client', castings: null, proposalsSent: [current()] })),
    ),
  )
}

/** Proposal 41's page (fields above the thread), as `current()` says at each request. */
function serveProposalPage(
  current: () => ProposalDetail,
  serviceType: 1 | 3,
  messages: ReturnType<typeof buildMessage>[] = [],
) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType }))
  server.use(
    http.get(apiUrl('/proposals/41'), () => ok({ proposal: current() })),
    http.get(apiUrl('/proposals/41/messages'), () =>
      ok(buildProposalThread({ mySide: serviceType === 1 ? 'model' : 'client', messages })),
    ),
  )
}

/** The first render of a test file also compiles the lazy routes: give it time. */
const findHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Cosmetics campaign' }, { timeout: 10_000 })

describe('cancelling an accepted proposal', () => {
  it('the sender cancels from My Casting with a required reason, then sees it cancelled by them', async () => {
    let proposal = buildProposal({ status: 'accepted', answeredAt: CANCELLED_AT })
    serveSent(() => proposal)
    const calls = serveCancellation('proposals', () => {
      proposal = { ...proposal, status: 'cancelled', cancellation: cancelled('client') }
      return ok({ proposal: buildProposalDetail(proposal) }, SERVER_MESSAGES.BOOKING_CANCELLED)
    })
    const { user } = renderApp('/mypage/casting')
    const row = await findArticle('Cosmetics campaign')
    expect(within(row).getByText('Accepted')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: 'Cancel the booking: Mina Park' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking: Mina Park?' })
    expect(
      within(dialog).getByText(
        'The model side is told, with your reason. A cancelled booking cannot be restored.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(
      await within(dialog).findByText('Say briefly why the booking is cancelled.'),
    ).toBeInTheDocument()
    expect(calls).toEqual([])

    await confirmCancellation(user, dialog, REASON)
    await waitFor(() => expect(calls).toEqual([`41 ${JSON.stringify({ reason: REASON })}`]))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await expectCancelledByYou(screen.getByRole('article', { name: 'Cosmetics campaign' }), REASON)
  })

  it('the recipient cancels from the proposal page; a refusal is said in the server words', async () => {
    const detail = acceptedDetail('recipient', true)
    serveProposalPage(() => detail, 1)
    const calls = serveCancellation('proposals', () =>
      fail(409, 'CONFLICT', SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED),
    )
    const { user } = renderApp('/mypage/proposals/41')
    await findHeading()
    expect(screen.getByText('This proposal was accepted.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel the booking: Cosmetics campaign' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking: Cosmetics campaign?' })
    expect(
      within(dialog).getByText(
        'The client is told, with your reason. A cancelled booking cannot be restored.',
      ),
    ).toBeInTheDocument()
    await confirmCancellation(user, dialog, REASON)
    expect(
      await within(dialog).findByText(SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED),
    ).toBeInTheDocument()
    expect(calls).toEqual([`41 ${JSON.stringify({ reason: REASON })}`])
    await user.click(within(dialog).getByRole('button', { name: 'Keep the booking' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('the recipient reads that the client cancelled, when and why, and the system line', async () => {
    const line = `${SERVER_MESSAGES.BOOKING_CANCELLED_BY_CLIENT_LINE}\n${REASON}`
    serveProposalPage(() => cancelledDetail('recipient', 'client'), 1, [
      buildMessage(12, { mine: false, side: 'system', body: line }),
    ])
    renderApp('/mypage/proposals/41')
    await findHeading()
    expect(screen.getByText('Booking cancelled')).toBeInTheDocument()
    expect(
      screen.getByText('This proposal was accepted, then the booking was cancelled.'),
    ).toBeInTheDocument()
    expect(screen.getByText(/^The client cancelled this booking on .*2026/)).toHaveTextContent(
      `Reason: ${REASON}`,
    )
    expect(screen.queryByRole('button', { name: /Cancel the booking/ })).toBeNull()
    const system = await screen.findByRole('article', { name: /^Casting N Model, / })
    expect(
      within(system).getByText(/The client cancelled the booking\. Reason:/),
    ).toBeInTheDocument()
  })

  it('offers no Cancel on an accepted proposal the reader may not cancel (an administrator)', async () => {
    serveProposalPage(() => acceptedDetail('admin', false), 3)
    renderApp('/mypage/proposals/41')
    await findHeading()
    expect(screen.getByText('This proposal was accepted.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Cancel the booking/ })).toBeNull()
  })
})

describe('cancelling an accepted proposal in Korean', () => {
  it('the sender reads in Korean that the model side cancelled, when and why', async () => {
    serveProposalPage(() => cancelledDetail('sender', 'model'), 3)
    renderAppIn('ko', '/mypage/proposals/41')
    expect(
      await screen.findByText('수락했던 제안의 섭외가 취소되었습니다.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('섭외 취소')).toBeInTheDocument()
    expect(screen.getByText(/모델 측이 이 섭외를 취소했습니다\./)).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`사유: ${REASON}`))).toBeInTheDocument()
  })

  it('the recipient cancels in Korean and reads the refusal in Korean', async () => {
    serveProposalPage(() => acceptedDetail('recipient', true), 1)
    serveCancellation('proposals', () =>
      fail(409, 'CONFLICT', SERVER_MESSAGES.PROPOSAL_NOT_ACCEPTED),
    )
    const { user } = renderAppIn('ko', '/mypage/proposals/41')
    await user.click(
      await screen.findByRole(
        'button',
        { name: '섭외 취소: Cosmetics campaign' },
        { timeout: 10_000 },
      ),
    )
    const dialog = screen.getByRole('dialog', { name: 'Cosmetics campaign 섭외를 취소할까요?' })
    expect(
      within(dialog).getByText(
        '클라이언트에게 취소 사유와 함께 알려 드립니다. 취소한 섭외는 되돌릴 수 없습니다.',
      ),
    ).toBeInTheDocument()
    await confirmCancellation(user, dialog, REASON, CANCEL_DIALOG_WORDS.ko)
    expect(
      await within(dialog).findByText(
        '수락된 제안만 취소할 수 있습니다. 새로고침해서 현재 상태를 확인해 주세요.',
      ),
    ).toBeInTheDocument()
  })
})
