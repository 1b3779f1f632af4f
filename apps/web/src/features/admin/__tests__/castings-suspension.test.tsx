import { ROLE, type AdminCasting, type Language } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { buildCastingCard } from '@/testing/castings'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderAppIn } from '@/testing/render-app-in'

// The administrators' castings list tells a casting its client's suspension hides from one an
// administrator hid (ADR 0031 addendum): only the latter offers Restore (the suspension's
// hide is lifted by reinstating the account); the former offers Hide, which makes it a
// decision of its own that outlives the reinstatement.

function adminCasting(id: number, title: string, hide: Partial<AdminCasting>): AdminCasting {
  return {
    ...buildCastingCard(id, { title }),
    companyName: 'Hanbit Studio',
    productCategories: 'Apparel',
    usageScope: '',
    otherContent: 'Two outfits.',
    holdReason: null,
    holdMatches: null,
    hiddenAt: null,
    hiddenReason: null,
    hiddenBySuspension: false,
    openReportCount: 0,
    createdAt: '2026-11-20T01:00:00.000Z',
    ...hide,
  }
}

const AT = '2026-11-21T01:00:00.000Z'
const CASTINGS = [
  adminCasting(1, 'Suspended client', {
    hiddenAt: AT,
    hiddenReason: 'Payment fraud',
    hiddenBySuspension: true,
  }),
  adminCasting(2, 'Reported casting', { hiddenAt: AT, hiddenReason: 'Fake job' }),
  adminCasting(3, 'Ordinary casting', {}),
]

const WORDS: ReadonlyArray<{
  language: Language
  suspended: string
  hidden: string
  hide: string
  restore: string
}> = [
  {
    language: 'en',
    suspended: 'Hidden: account suspended',
    hidden: 'Hidden',
    hide: 'Hide',
    restore: 'Restore',
  },
  {
    language: 'ko',
    suspended: '숨김: 계정 정지',
    hidden: '숨김',
    hide: '숨기기',
    restore: '다시 공개',
  },
]

describe.each(WORDS)('castings a suspension hides, in the admin console ($language)', (words) => {
  it('offers Hide, not Restore, on a casting hidden only by its client’s suspension', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ role: ROLE.ADMIN }))
    server.use(
      http.get(apiUrl('/admin/castings'), () =>
        ok({ items: CASTINGS, page: 1, pageSize: 20, total: CASTINGS.length }),
      ),
    )
    renderAppIn(words.language, '/admin/castings?status=live')
    const row = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement

    const suspended = await row('Suspended client')
    expect(within(suspended).getByText(words.suspended)).toBeInTheDocument()
    expect(within(suspended).getByText('Payment fraud')).toBeInTheDocument()
    expect(within(suspended).getByRole('button', { name: words.hide })).toBeInTheDocument()
    expect(within(suspended).queryByRole('button', { name: words.restore })).toBeNull()

    const reported = await row('Reported casting')
    expect(within(reported).getByText(words.hidden)).toBeInTheDocument()
    expect(within(reported).queryByText(words.suspended)).toBeNull()
    expect(within(reported).getByRole('button', { name: words.restore })).toBeInTheDocument()
    expect(within(reported).queryByRole('button', { name: words.hide })).toBeNull()

    const ordinary = await row('Ordinary casting')
    expect(within(ordinary).getByRole('button', { name: words.hide })).toBeInTheDocument()
    expect(within(ordinary).queryByText(words.hidden)).toBeNull()
  })
})
