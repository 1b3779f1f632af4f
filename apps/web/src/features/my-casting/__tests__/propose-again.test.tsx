import {
  FIELD_LABELS,
  LABELS,
  SERVICE_TYPE,
  type ProposalDetail,
  type ProposalSummary,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildPublicProfile, serveModelInfos } from '@/testing/models'
import {
  buildMyCastings,
  buildProposal,
  buildProposalDetail,
  buildThread,
  serveMyCastings,
} from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

// "Send a new proposal" (ADR 0024 addendum): on a declined or cancelled proposal its sender
// sent, My Casting links to the model's page, whose proposal form opens pre-filled from the
// earlier proposal; what the client edits is what is sent, as a new proposal.

const AGAIN = 'Send a new proposal'
const UNAVAILABLE = "This model's profile is no longer public, so a new proposal cannot be sent."
const AGAIN_KO = '새 제안 보내기'
const UNAVAILABLE_KO = '이 모델의 프로필이 더 이상 공개되어 있지 않아 새 제안을 보낼 수 없습니다.'
const labels = FIELD_LABELS.proposal

/** A client (or a model, serviceType 1) signed in; proposal 41's page answers `detail`. */
function serveProposalPage(detail: ProposalDetail, serviceType: 1 | 3 = 3) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType }))
  server.use(
    http.get(apiUrl('/proposals/41'), () => ok({ proposal: detail })),
    http.get(apiUrl('/proposals/41/messages'), () =>
      ok(
        buildThread({
          kind: 'proposal',
          applicationId: null,
          proposalId: 41,
          mySide: serviceType === 1 ? 'model' : 'client',
          counterpartName: 'Glow Co.',
          profile: null,
          messages: [],
        }),
      ),
    ),
  )
}

/** Model 7's public page, and POST /castings/mail/suggestions recorded. */
function serveModelPage() {
  serveModelInfos()
  server.use(http.get(apiUrl('/models/7'), () => ok({ model: buildPublicProfile() })))
  const sent: unknown[] = []
  server.use(
    http.post(apiUrl('/castings/mail/suggestions'), async ({ request }) => {
      sent.push(await request.json())
      return ok(null, 'Your message has been sent.')
    }),
  )
  return sent
}

const declined = (overrides: Partial<ProposalDetail> = {}) =>
  buildProposalDetail({
    status: 'declined',
    answeredAt: '2026-11-22T10:30:00.000Z',
    canAnswer: false,
    canCancel: false,
    viewer: 'sender',
    profileAvailable: true,
    ...overrides,
  })

/** The first render of a test file also compiles the lazy routes: give it time. */
const findHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Cosmetics campaign' }, { timeout: 10_000 })

describe('sending a new proposal from an earlier one', () => {
  it('opens the form pre-filled from the proposal page; the edited values are what is sent', async () => {
    serveProposalPage(declined())
    const sent = serveModelPage()
    const { user } = renderApp('/mypage/proposals/41')
    await findHeading()
    const link = screen.getByRole('link', { name: AGAIN })
    expect(link).toHaveAttribute('href', '/models/7?from=41')
    await user.click(link)

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Casting inquiry' },
      { timeout: 10_000 },
    )
    const field = (name: keyof typeof labels) => within(dialog).getByLabelText(labels[name])
    await waitFor(() => expect(field('title')).toHaveValue('Cosmetics campaign'))
    expect(
      within(dialog).getByText(
        'Filled in from your earlier proposal “Cosmetics campaign”. Check each field, add your contact details and send it as a new proposal.',
      ),
    ).toBeInTheDocument()
    for (const [name, value] of [
      ['companyName', 'Glow Co.'],
      ['productCategories', 'Lipstick, cushion'],
      ['contractPeriod', 6],
      ['budgetType', 'total'],
      ['budget', 2_000_000],
      ['modelCategory', 'Beauty'],
      ['modelDetailedCategory', 'Cosmetics'],
      ['gender', 'Female'],
      ['age', 25],
      ['modelNumber', 1],
      ['filmingDate', '2026-12-20'],
      ['locationOfFilming', 'Seongsu studio, Seoul'],
      ['postingMedia', 'Instagram, YouTube'],
      ['otherContent', 'Two looks, one day.'],
      ['contactInformation', ''],
      ['email', ''],
    ] as const) {
      expect(field(name), name).toHaveValue(value)
    }

    await user.clear(field('budget'))
    await user.type(field('budget'), '2500000')
    await user.clear(field('filmingDate'))
    await user.type(field('filmingDate'), '2027-01-15')
    await user.type(field('contactInformation'), '02-123-4567')
    await user.type(field('email'), 'casting@glow.example.com')
    await user.click(within(dialog).getByRole('button', { name: LABELS.SEND }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      title: 'Cosmetics campaign',
      companyName: 'Glow Co.',
      productCategories: 'Lipstick, cushion',
      contractPeriod: 6,
      budgetType: 'total',
      budget: 2_500_000,
      modelCategory: 'Beauty',
      modelDetailedCategory: 'Cosmetics',
      gender: 'Female',
      age: 25,
      modelNumber: 1,
      filmingDate: '2027-01-15',
      locationOfFilming: 'Seongsu studio, Seoul',
      postingMedia: 'Instagram, YouTube',
      otherContent: 'Two looks, one day.',
      contactInformation: '02-123-4567',
      email: 'casting@glow.example.com',
      targetModelProfileId: 7,
    })
  })

  it('is offered in My Casting on declined and cancelled proposals sent, not on pending or accepted', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
    const rows: [ProposalSummary['status'], boolean][] = [
      ['pending', false],
      ['accepted', false],
      ['declined', true],
      ['cancelled', true],
    ]
    serveMyCastings({
      client: buildMyCastings({
        proposalsSent: rows.map(([status], index) =>
          buildProposal({
            id: 41 + index,
            title: `Proposal ${status}`,
            status,
            profileAvailable: true,
          }),
        ),
      }),
    })
    renderApp('/mypage/casting')
    for (const [index, [status, offered]] of rows.entries()) {
      const row = await screen.findByRole(
        'article',
        { name: `Proposal ${status}` },
        { timeout: 10_000 },
      )
      const link = within(row).queryByRole('link', { name: AGAIN })
      if (offered) expect(link, status).toHaveAttribute('href', `/models/7?from=${41 + index}`)
      else expect(link, status).toBeNull()
      expect(within(row).queryByText(UNAVAILABLE)).toBeNull()
    }
  })

  it.each([
    ['declined, to its sender', {}, 3, true],
    ['cancelled, to its sender', { status: 'cancelled' }, 3, true],
    ['pending, to its sender', { status: 'pending', canAnswer: false }, 3, false],
    ['accepted, to its sender', { status: 'accepted', canCancel: true }, 3, false],
    ['declined, to its recipient', { viewer: 'recipient' }, 1, false],
    ['cancelled, to its recipient', { viewer: 'recipient', status: 'cancelled' }, 1, false],
  ] as const)(
    'on the proposal page, %s: offered %s',
    async (_name, overrides, serviceType, offered) => {
      serveProposalPage(declined(overrides), serviceType)
      renderApp('/mypage/proposals/41')
      await findHeading()
      const link = screen.queryByRole('link', { name: AGAIN })
      if (offered) expect(link).toHaveAttribute('href', '/models/7?from=41')
      else expect(link).toBeNull()
      expect(screen.queryByText(UNAVAILABLE)).toBeNull()
    },
  )

  it.each([
    ['hidden or unpublished', { profileAvailable: false }],
    ['deleted', { profile: null, profileAvailable: false }],
  ] as const)('says the profile is no longer public when it is %s', async (_name, overrides) => {
    serveProposalPage(declined({ status: 'cancelled', ...overrides }))
    renderApp('/mypage/proposals/41')
    await findHeading()
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: AGAIN })).toBeNull()
  })

  it('in My Casting, an unavailable profile is said in the row instead of the link', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
    serveMyCastings({
      client: buildMyCastings({
        proposalsSent: [buildProposal({ status: 'declined', profileAvailable: false })],
      }),
    })
    renderApp('/mypage/casting')
    const row = await screen.findByRole(
      'article',
      { name: 'Cosmetics campaign' },
      { timeout: 10_000 },
    )
    expect(within(row).getByText(UNAVAILABLE)).toBeInTheDocument()
    expect(within(row).queryByRole('link', { name: AGAIN })).toBeNull()
  })

  it('opens a blank form for a proposal the reader did not send', async () => {
    serveProposalPage(declined({ viewer: 'recipient' }))
    serveModelPage()
    renderApp('/models/7?from=41')
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Casting inquiry' },
      { timeout: 10_000 },
    )
    expect(await within(dialog).findByLabelText(labels.title)).toHaveValue('')
    expect(within(dialog).queryByText(/earlier proposal/)).toBeNull()
  })
})

describe('sending a new proposal, in Korean', () => {
  it('the link, the note in the form and the unavailable profile speak Korean', async () => {
    serveProposalPage(declined())
    serveModelPage()
    const { user } = renderAppIn('ko', '/mypage/proposals/41')
    await user.click(await screen.findByRole('link', { name: AGAIN_KO }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: '캐스팅 문의' }, { timeout: 10_000 })
    expect(
      await within(dialog).findByText(
        '이전 제안 “Cosmetics campaign”의 내용으로 채워져 있습니다. 각 항목을 확인하고 연락처를 입력한 뒤 새 제안으로 보내세요.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '보내기' })).toBeInTheDocument()
  })

  it('says in Korean that the profile is no longer public', async () => {
    serveProposalPage(declined({ profileAvailable: false }))
    renderAppIn('ko', '/mypage/proposals/41')
    expect(
      await screen.findByText(UNAVAILABLE_KO, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: AGAIN_KO })).toBeNull()
  })
})
