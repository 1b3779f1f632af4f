import { ROLE, type PayCase } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { englishWordsIn } from '@/testing/korean'
import { server } from '@/testing/mocks/server'
import { renderAppIn } from '@/testing/render-app-in'

// The admin console's pay queue (issue #28, ADR 0046): overdue and disputed pay with both
// sides, the amount, the due date and the days overdue; notes and a resolution through the
// dialog; the empty state says what fills the list; the Korean page has no English words.

function payCase(change: Partial<PayCase> = {}): PayCase {
  return {
    agreementId: 41,
    title: '봄 립스틱 캠페인',
    reasons: ['overdue', 'disputed'],
    owed: 'fee',
    amount: 3_000_000,
    dueDate: '2030-04-05',
    daysOverdue: 15,
    payStatus: 'disputed',
    paidOn: '2030-04-10',
    paidAmount: 1_500_000,
    disputeNote: '절반만 입금되었습니다.',
    client: { userId: 3, companyName: '한빛 스튜디오', name: '김하나' },
    model: { userId: 5, stageName: '민아' },
    resolvedAt: null,
    notes: [],
    ...change,
  }
}

function signedInAdmin(items: PayCase[]) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ role: ROLE.ADMIN }))
  server.use(http.get(apiUrl('/admin/pay-cases'), () => ok({ items })))
}

const findSection = async (name: string) =>
  screen.findByRole('region', { name }, { timeout: 10_000 })

describe('the admin pay queue', () => {
  it('lists a case with both sides, the amount, the due date, the days overdue and the dispute note', async () => {
    signedInAdmin([payCase(), payCase({ agreementId: 42, owed: 'kill_fee', amount: 750_000 })])
    renderAppIn('en', '/admin/pay')
    const section = await findSection('Pay')
    const [first, second] = (await within(section).findAllByRole('row')).slice(1)
    expect(within(first!).getByText('한빛 스튜디오 · 김하나')).toBeInTheDocument()
    expect(within(first!).getByText('민아')).toBeInTheDocument()
    expect(within(first!).getByText('15 days overdue')).toBeInTheDocument()
    expect(within(first!).getByText('Overdue')).toBeInTheDocument()
    expect(within(first!).getByText('Disputed')).toBeInTheDocument()
    expect(within(first!).getByText('Model side: “절반만 입금되었습니다.”')).toBeInTheDocument()
    expect(within(first!).getByText(/3,000,000/)).toBeInTheDocument()
    expect(within(second!).getByText('Kill fee')).toBeInTheDocument()
    expect(within(second!).getByText(/750,000/)).toBeInTheDocument()
  })

  it('adds a note and marks a case resolved through the dialog', async () => {
    const bodies: { path: string; body: unknown }[] = []
    let current = payCase()
    signedInAdmin([])
    server.use(
      http.get(apiUrl('/admin/pay-cases'), () => ok({ items: [current] })),
      http.post(apiUrl('/admin/pay-cases/41/notes'), async ({ request }) => {
        const body = (await request.json()) as { note: string }
        bodies.push({ path: 'notes', body })
        current = payCase({
          notes: [
            { at: '2030-04-20T01:00:00.000Z', by: 'Admin', text: body.note, resolved: false },
          ],
        })
        return ok({ case: current })
      }),
      http.post(apiUrl('/admin/pay-cases/41/resolution'), async ({ request }) => {
        bodies.push({ path: 'resolution', body: await request.json() })
        current = payCase({ resolvedAt: '2030-04-21T01:00:00.000Z' })
        return ok({ case: current })
      }),
    )
    const { user } = renderAppIn('en', '/admin/pay')
    const section = await findSection('Pay')
    await user.click(await within(section).findByRole('button', { name: 'Add note' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a note to 봄 립스틱 캠페인' })
    await user.type(
      within(dialog).getByLabelText('Note (administrators only)', { exact: false }),
      'Called the client.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }))
    expect(await within(section).findByText('Called the client.')).toBeInTheDocument()

    await user.click(within(section).getByRole('button', { name: 'Mark resolved' }))
    const resolve = await screen.findByRole('dialog', { name: 'Mark 봄 립스틱 캠페인 resolved?' })
    await user.type(
      within(resolve).getByLabelText('Note to both sides (optional)', { exact: false }),
      'Bank record checked.',
    )
    await user.click(within(resolve).getByRole('button', { name: 'Mark resolved' }))
    expect(await screen.findByText('The case is marked resolved.')).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Mark resolved' })).toBeNull()
    expect(bodies).toEqual([
      { path: 'notes', body: { note: 'Called the client.' } },
      { path: 'resolution', body: { note: 'Bank record checked.' } },
    ])
  })

  it('an empty queue says what fills it', async () => {
    signedInAdmin([])
    renderAppIn('en', '/admin/pay')
    expect(await screen.findByText('No pay cases are open', {}, { timeout: 10_000 })).toBeVisible()
    expect(
      screen.getByText(/when pay is 14 days overdue or the model side disputes it/),
    ).toBeVisible()
  })

  it('reads in Korean without English words', async () => {
    signedInAdmin([
      payCase({
        notes: [{ at: '2030-04-20T01:00:00.000Z', by: '관리자', text: '통화함', resolved: true }],
      }),
    ])
    renderAppIn('ko', '/admin/pay')
    const section = await findSection('출연료 지급')
    expect(await within(section).findByText('15일 지연')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: '해결됨으로 표시' })).toBeInTheDocument()
    expect(englishWordsIn(section)).toEqual([])
  })
})
