import {
  BOOKING_SERVER_MESSAGES,
  SERVICE_TYPE,
  type Agreement,
  type AgreementDraft,
  type AgreementPay,
  type AgreementVersion,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

// Booking agreements on My page (issue #28, ADR 0044): the list, the client's draft (edit,
// send), the model side's answer, the versions with their acceptances and PDFs.

const DRAFT: AgreementDraft = {
  fee: { amount: 3_000_000, basis: 'total' },
  shoots: [{ date: '2030-03-06', start: '09:00', end: '18:00', place: 'Seongsu-dong, Seoul' }],
  usage: { scope: 'Instagram and YouTube', months: 12 },
  paymentDueDate: null,
  cancellation: { lateNoticeDays: 3, killFeePercent: 50 },
  nightWorkConsent: false,
  specialTerms: '',
}

const PARTIES: Agreement['parties'] = {
  client: { userId: 1, companyName: 'Acme Cosmetics', name: 'Owner Kim' },
  model: {
    userId: 2,
    agencyName: null,
    profileId: 3,
    stageName: 'Mina Kim',
    guardianName: null,
    minor: false,
  },
}

const version = (change: Partial<AgreementVersion> = {}): AgreementVersion => ({
  number: 1,
  status: 'proposed',
  proposedBy: 'client',
  content: {
    agreementId: 7,
    number: 1,
    booking: { kind: 'application', id: 5, title: 'Spring lipstick campaign' },
    parties: PARTIES,
    terms: { ...DRAFT, paymentDueDate: '2030-04-05' },
    youth: { rule: 'adult', weeklyHoursMax: null, problems: [] },
  },
  sha256: 'ab'.repeat(32),
  clientAcceptance: { at: '2030-02-01T01:02:03.000Z', ip: '198.51.100.4' },
  modelAcceptance: null,
  guardianConsentAt: null,
  declinedAt: null,
  declineReason: null,
  createdAt: '2030-02-01T01:02:03.000Z',
  ...change,
})

const agreement = (change: Partial<Agreement> = {}): Agreement => ({
  id: 7,
  status: 'draft',
  viewer: 'client',
  booking: { kind: 'application', id: 5, title: 'Spring lipstick campaign', standing: true },
  parties: PARTIES,
  draft: DRAFT,
  youth: { rule: 'adult', weeklyHoursMax: null, problems: [] },
  agreedVersion: null,
  confirmedAt: null,
  versions: [],
  killFeeOwed: null,
  pay: null,
  can: {
    markPaid: false,
    answerPay: false,
    editDraft: true,
    send: true,
    answer: null,
    proposeChange: false,
  },
  createdAt: '2030-01-20T00:00:00.000Z',
  ...change,
})

const UNPAID: AgreementPay = {
  status: 'unpaid',
  dueDate: '2030-04-05',
  paidOn: null,
  amount: null,
  reference: null,
  markedAt: null,
  answeredAt: null,
  disputeNote: null,
}

function signedIn(serviceType: 1 | 3) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType }))
}

const findTitle = () =>
  screen.findByRole('heading', { level: 1, name: 'Spring lipstick campaign' }, { timeout: 10_000 })

describe('booking agreements', () => {
  it('a new account reads what to expect instead of an empty list', async () => {
    signedIn(SERVICE_TYPE.CLIENT_NORMAL)
    server.use(http.get(apiUrl('/bookings/agreements'), () => ok({ items: [] })))
    renderApp('/mypage/bookings')
    expect(await screen.findByText('No bookings yet', {}, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('the client edits the draft and sends it; the page then waits for the model side', async () => {
    signedIn(SERVICE_TYPE.CLIENT_NORMAL)
    const bodies: unknown[] = []
    let current = agreement()
    server.use(
      http.get(apiUrl('/bookings/agreements/7'), () => ok({ agreement: current })),
      http.put(apiUrl('/bookings/agreements/7/draft'), async ({ request }) => {
        const { terms } = (await request.json()) as { terms: AgreementDraft }
        bodies.push(terms)
        current = agreement({ draft: terms })
        return ok({ agreement: current }, BOOKING_SERVER_MESSAGES.AGREEMENT_DRAFT_SAVED)
      }),
      http.post(apiUrl('/bookings/agreements/7/versions'), () => {
        current = agreement({
          status: 'sent',
          versions: [
            version({
              content: {
                ...version().content,
                terms: { ...(current.draft as AgreementDraft), paymentDueDate: '2030-04-05' },
              },
            }),
          ],
          can: {
            markPaid: false,
            answerPay: false,
            editDraft: false,
            send: false,
            answer: null,
            proposeChange: false,
          },
        })
        return ok({ agreement: current }, BOOKING_SERVER_MESSAGES.AGREEMENT_SENT)
      }),
    )
    const { user } = renderApp('/mypage/bookings/7')
    await findTitle()
    expect(screen.getByText('Draft')).toBeInTheDocument()
    const fee = screen.getByLabelText('Fee (KRW)')
    await user.clear(fee)
    await user.type(fee, '450000')
    await user.selectOptions(screen.getByLabelText('Counted'), 'per day')
    await user.type(screen.getByLabelText('Special terms'), 'Lunch provided')
    await user.click(screen.getByRole('button', { name: 'Send to the model side' }))

    expect(await screen.findByText('Waiting for the model side')).toBeInTheDocument()
    expect(bodies).toEqual([
      { ...DRAFT, fee: { amount: 450_000, basis: 'per_day' }, specialTerms: 'Lunch provided' },
    ])
    expect(screen.queryByRole('button', { name: 'Send to the model side' })).toBeNull()
    const versions = screen.getByRole('region', { name: 'Versions' })
    expect(within(versions).getByText(/Proposed by the client/)).toBeInTheDocument()
    expect(within(versions).getByText(/198\.51\.100\.4/)).toBeInTheDocument()
  })

  it('the model side accepts the waiting version; the agreement is confirmed with both PDFs offered', async () => {
    signedIn(SERVICE_TYPE.MODEL_NORMAL)
    let current = agreement({
      viewer: 'model',
      status: 'sent',
      versions: [version()],
      can: {
        markPaid: false,
        answerPay: false,
        editDraft: false,
        send: false,
        answer: 1,
        proposeChange: false,
      },
    })
    const accepted: string[] = []
    server.use(
      http.get(apiUrl('/bookings/agreements/7'), () => ok({ agreement: current })),
      http.post(apiUrl('/bookings/agreements/7/versions/1/acceptance'), () => {
        accepted.push('1')
        current = agreement({
          viewer: 'model',
          status: 'confirmed',
          draft: null,
          agreedVersion: 1,
          confirmedAt: '2030-02-01T01:03:03.000Z',
          versions: [
            version({
              status: 'accepted',
              modelAcceptance: { at: '2030-02-01T01:03:03.000Z', ip: '192.0.2.55' },
            }),
          ],
          can: {
            markPaid: false,
            answerPay: false,
            editDraft: false,
            send: false,
            answer: null,
            proposeChange: true,
          },
        })
        return ok({ agreement: current }, BOOKING_SERVER_MESSAGES.AGREEMENT_ACCEPTED)
      }),
    )
    const { user } = renderApp('/mypage/bookings/7')
    await findTitle()
    expect(screen.getByRole('heading', { name: 'Waiting for your answer' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accept version 1' }))
    await waitFor(() => expect(accepted).toEqual(['1']))
    expect(await screen.findByText('Confirmed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept version 1' })).toBeNull()
    expect(screen.getByRole('button', { name: 'PDF (English)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'PDF (Korean)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Propose a change' })).toBeInTheDocument()
  })

  it('the client marks a confirmed booking paid; the model side then confirms receipt', async () => {
    signedIn(SERVICE_TYPE.CLIENT_NORMAL)
    const confirmed = (change: Partial<Agreement>) =>
      agreement({
        status: 'confirmed',
        draft: null,
        agreedVersion: 1,
        versions: [
          version({
            status: 'accepted',
            modelAcceptance: { at: '2030-02-01T01:03:03.000Z', ip: '192.0.2.55' },
          }),
        ],
        pay: UNPAID,
        can: {
          markPaid: true,
          answerPay: false,
          editDraft: false,
          send: false,
          answer: null,
          proposeChange: true,
        },
        ...change,
      })
    let current = confirmed({})
    const marks: unknown[] = []
    server.use(
      http.get(apiUrl('/bookings/agreements/7'), () => ok({ agreement: current })),
      http.post(apiUrl('/bookings/agreements/7/payment'), async ({ request }) => {
        const body = (await request.json()) as { paidOn: string; amount: number; reference: string }
        marks.push(body)
        current = confirmed({
          pay: {
            ...current.pay!,
            status: 'marked_paid',
            paidOn: body.paidOn,
            amount: body.amount,
            reference: body.reference,
          },
          can: { ...current.can, markPaid: false },
        })
        return ok({ agreement: current }, BOOKING_SERVER_MESSAGES.PAYMENT_MARKED)
      }),
    )
    const { user } = renderApp('/mypage/bookings/7')
    await findTitle()
    const pay = screen.getByRole('region', { name: 'Pay' })
    expect(within(pay).getByText('Not paid yet')).toBeInTheDocument()
    expect(within(pay).getByLabelText('Amount (KRW)')).toHaveValue(3_000_000)
    await user.type(within(pay).getByLabelText('Paid on'), '2030-03-20')
    await user.type(within(pay).getByLabelText('Reference (optional)'), 'KB 1234')
    await user.click(within(pay).getByRole('button', { name: 'Mark paid' }))
    expect(
      await within(pay).findByText('Marked paid by the client, waiting for the model side'),
    ).toBeInTheDocument()
    expect(marks).toEqual([{ paidOn: '2030-03-20', amount: 3_000_000, reference: 'KB 1234' }])
    expect(within(pay).queryByRole('button', { name: 'Mark paid' })).toBeNull()
  })

  it('after a late cancellation by the client the kill fee is what the client marks paid', async () => {
    signedIn(SERVICE_TYPE.CLIENT_NORMAL)
    const cancelled = agreement({
      status: 'confirmed',
      draft: null,
      agreedVersion: 1,
      booking: { kind: 'application', id: 3, title: 'Spring lipstick campaign', standing: false },
      versions: [version({ status: 'accepted' })],
      killFeeOwed: 1_500_000,
      pay: UNPAID,
      can: {
        markPaid: true,
        answerPay: false,
        editDraft: false,
        send: false,
        answer: null,
        proposeChange: false,
      },
    })
    server.use(http.get(apiUrl('/bookings/agreements/7'), () => ok({ agreement: cancelled })))
    renderApp('/mypage/bookings/7')
    await findTitle()
    const killFee = screen.getByRole('region', { name: 'Kill fee' })
    expect(within(killFee).getByLabelText('Amount (KRW)')).toHaveValue(1_500_000)
    expect(within(killFee).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument()
  })
})
