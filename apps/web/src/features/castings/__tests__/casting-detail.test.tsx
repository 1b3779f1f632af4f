import {
  CASTING_SERVER_MESSAGES,
  EXAMINATION_STATUS,
  LABELS,
  SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import {
  buildCastingDetail,
  CASTING_NOW,
  publishedProfile,
  serveCasting,
  serveMyProfiles,
} from '@/testing/castings'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildOwnerSummary } from '@/testing/models'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const applyBox = () => screen.getByRole('region', { name: 'Apply' })

function signInAsModel() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
}

/** An approved client: the owner of the castings below. */
function signInAsClient() {
  signInWithCookies()
  serveCurrentUser(
    makeCurrentUser({
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    }),
  )
}

describe('/castings/:id', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(CASTING_NOW)
  })
  afterEach(() => vi.useRealTimers())

  it("shows every field, pay first, and the client's other open castings", async () => {
    serveCasting()
    renderApp('/castings/9')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring lookbook' }),
    ).toBeInTheDocument()
    expect(document.title).toBe('Spring lookbook | Casting N Model')
    const facts = screen.getByRole('heading', { name: 'About the job' })
      .nextElementSibling as HTMLElement
    const value = (label: string) => within(facts).getByText(label).nextElementSibling
    expect(value('Pay')).toHaveTextContent('₩1,500,000 per day')
    expect(value('Company')).toHaveTextContent('Hanbit Studio Co.')
    expect(value('Shoot date')).toHaveTextContent('December 5, 2026 · Two days')
    expect(value('Age')).toHaveTextContent('20 to 29')
    expect(value('Models wanted')).toHaveTextContent('2 models')
    expect(value('Booked so far')).toHaveTextContent('1 of 2')
    expect(value('Contract period')).toHaveTextContent('6 months')
    expect(value('Where the images are used')).toHaveTextContent(
      'Online and in-store, Korea only (for 12 months)',
    )
    expect(value('Shoot type')).toHaveTextContent('Studio')
    expect(value('Applications close')).toHaveTextContent('Closes in 3 days')
    const others = screen.getByRole('region', { name: 'More open castings from Hanbit Studio' })
    expect(within(others).getByRole('link', { name: 'Summer swimwear' })).toHaveAttribute(
      'href',
      '/castings/10',
    )
  })

  it('puts the Verified badge on the posting account, naming another brand apart (issue #25)', async () => {
    const casting = buildCastingDetail()
    serveCasting({
      ...casting,
      client: { id: 50, name: 'Hanbit Studio', verified: true, forBrand: 'Probe Studio' },
    })
    renderApp('/castings/9')
    await screen.findByRole('heading', { level: 1, name: 'Spring lookbook' })
    const byline = screen.getByText('for Probe Studio, posted by').parentElement as HTMLElement
    expect(byline).toHaveTextContent('for Probe Studio, posted by Hanbit Studio')
    expect(within(byline).getByText('Verified')).toBeInTheDocument()
  })

  it('answers not found for a casting the caller may not see', async () => {
    server.use(http.get(apiUrl('/castings/404'), () => fail(404, 'NOT_FOUND', 'Not found.')))
    renderApp('/castings/404')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This casting is not available' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse castings' })).toHaveAttribute(
      'href',
      '/castings',
    )
  })

  it('asks a guest to log in, staying on the casting', async () => {
    serveCasting(
      buildCastingDetail({
        viewer: {
          isOwner: false,
          canApply: false,
          cannotApplyReason: 'AUTH_REQUIRED',
          myApplications: [],
        },
      }),
    )
    const { user, router } = renderApp('/castings/9')
    await user.click(await screen.findByRole('button', { name: 'Log in to apply' }))
    expect(await screen.findByRole('dialog', { name: LABELS.LOG_IN })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/castings/9')
  })

  it('explains that applying needs a published profile and links to creating one', async () => {
    signInAsModel()
    serveMyProfiles([buildOwnerSummary({ id: 3, stageName: 'Draft Mina', status: 'draft' })])
    serveCasting()
    renderApp('/castings/9')
    expect(
      await within(await screen.findByRole('region', { name: 'Apply' })).findByText(
        /do not have one yet/,
      ),
    ).toBeInTheDocument()
    expect(
      within(applyBox()).getByRole('link', { name: 'Create a model profile' }),
    ).toHaveAttribute('href', '/mypage/model/new')
    expect(within(applyBox()).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument()
  })

  it('applies with a chosen published profile and a note of at most 500 characters', async () => {
    signInAsModel()
    serveMyProfiles([
      publishedProfile(3, 'Mina Park'),
      publishedProfile(4, 'Jisoo Lee'),
      buildOwnerSummary({ id: 5, stageName: 'Draft One', status: 'draft' }),
    ])
    const state = serveCasting()
    const sent: unknown[] = []
    server.use(
      http.post(apiUrl('/castings/9/applications'), async ({ request }) => {
        sent.push(await request.json())
        state.casting = {
          ...state.casting,
          viewer: {
            ...state.casting.viewer,
            myApplications: [{ id: 70, modelProfileId: 4, status: 'submitted' }],
          },
        }
        return ok({ application: { id: 70 } }, 'Applied.')
      }),
    )
    const { user } = renderApp('/castings/9')
    const open = await within(await screen.findByRole('region', { name: 'Apply' })).findByRole(
      'button',
      { name: 'Apply' },
    )
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Apply to this casting' })
    // Only published profiles are offered.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Mina Park', 'Jisoo Lee'])
    // Sending without a profile says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }))
    expect(within(dialog).getByText('Choose the profile to apply with.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.click(within(dialog).getByRole('radio', { name: 'Jisoo Lee' }))
    const note = within(dialog).getByLabelText('Note to the client (optional)')
    expect(note).toHaveAttribute('maxLength', '500')
    expect(note).toHaveAccessibleDescription('0 of 500 characters')
    await user.type(note, 'Available both days.')
    expect(note).toHaveAccessibleDescription('20 of 500 characters')
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }))
    expect(
      await within(dialog).findByText(/Your application to "Spring lookbook" was sent/),
    ).toBeInTheDocument()
    expect(sent).toEqual([{ modelId: 4, note: 'Available both days.' }])

    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Apply to this casting' }),
      ).not.toBeInTheDocument(),
    )
    // The page now shows the application and its status; the other profile may still apply.
    expect(
      await within(applyBox()).findByText('You applied with Jisoo Lee: Submitted'),
    ).toBeInTheDocument()
    expect(
      within(applyBox()).getByRole('button', { name: 'Apply with another profile' }),
    ).toHaveFocus()
  })

  it('says in Korean why an application was refused (the server message in the active language)', async () => {
    signInAsModel()
    serveMyProfiles([publishedProfile(3, 'Mina Park')])
    serveCasting()
    server.use(
      http.post(apiUrl('/castings/9/applications'), () =>
        fail(409, 'CONFLICT', SERVER_MESSAGES.CASTING_NOT_OPEN),
      ),
    )
    const { user } = renderAppIn('ko', '/castings/9')
    const box = await screen.findByRole('region', { name: '지원하기' })
    await user.click(await within(box).findByRole('button', { name: '지원하기' }))
    const dialog = await screen.findByRole('dialog', { name: '이 캐스팅에 지원하기' })
    await user.click(within(dialog).getByRole('button', { name: '지원서 보내기' }))
    expect(
      await within(dialog).findByText('지원을 받고 있지 않은 캐스팅입니다.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByText(SERVER_MESSAGES.CASTING_NOT_OPEN)).not.toBeInTheDocument()
  })

  it('shows the status of an earlier application instead of Apply', async () => {
    signInAsModel()
    serveMyProfiles([publishedProfile(3, 'Mina Park')])
    serveCasting(
      buildCastingDetail({
        viewer: {
          isOwner: false,
          canApply: false,
          cannotApplyReason: 'ALREADY_APPLIED',
          myApplications: [{ id: 70, modelProfileId: 3, status: 'shortlisted' }],
        },
      }),
    )
    renderApp('/castings/9')
    expect(
      await within(await screen.findByRole('region', { name: 'Apply' })).findByText(
        'You applied with Mina Park: Shortlisted',
      ),
    ).toBeInTheDocument()
    expect(within(applyBox()).queryByRole('button')).not.toBeInTheDocument()
  })

  it('says a closed casting is closed', async () => {
    signInAsModel()
    serveMyProfiles([publishedProfile(3, 'Mina Park')])
    serveCasting(
      buildCastingDetail({
        status: 'closed',
        closedReason: 'deadline',
        viewer: {
          isOwner: false,
          canApply: false,
          cannotApplyReason: 'CASTING_CLOSED',
          myApplications: [],
        },
      }),
    )
    renderApp('/castings/9')
    expect(
      await within(await screen.findByRole('region', { name: 'Apply' })).findByText(
        'This casting is closed and no longer takes applications.',
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0)
  })

  // Issue #25, ADR 0032: the client left; the applicant reads why, in their language.
  it('tells an applicant that the casting closed because the client closed its account', async () => {
    signInAsModel()
    serveMyProfiles([publishedProfile(3, 'Mina Park')])
    serveCasting(
      buildCastingDetail({
        status: 'closed',
        closedReason: 'account_closed',
        viewer: {
          isOwner: false,
          canApply: false,
          cannotApplyReason: 'CASTING_CLOSED',
          myApplications: [],
        },
      }),
    )
    renderAppIn('ko', '/castings/9')
    expect(
      await within(await screen.findByRole('region', { name: '지원하기' })).findByText(
        /등록한 의뢰인이 탈퇴하여 마감된 캐스팅입니다/,
      ),
    ).toBeInTheDocument()
  })

  it('shows the owner Edit, Close and the applicants instead of Apply, and why a casting is held', async () => {
    signInAsClient()
    const state = serveCasting(
      buildCastingDetail({
        status: 'held',
        holdReason: 'The text asks talent for a registration fee.',
        applicationCount: 0,
        viewer: { isOwner: true, canApply: false, cannotApplyReason: 'OWNER', myApplications: [] },
      }),
    )
    let closed = 0
    server.use(
      // As the API answers: the client withdraws a held casting; it keeps its hold reason.
      http.post(apiUrl('/castings/9/close'), () => {
        closed += 1
        state.casting = {
          ...state.casting,
          status: 'closed',
          closedReason: 'client',
          closedAt: '2026-11-22T06:00:00.000Z',
        }
        return ok({ casting: state.casting }, CASTING_SERVER_MESSAGES.CLOSED)
      }),
    )
    const { user } = renderApp('/castings/9')
    const panel = await screen.findByRole('region', { name: 'Your casting' })
    expect(screen.queryByRole('region', { name: 'Apply' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report this casting' })).not.toBeInTheDocument()
    expect(within(panel).getByText(/held for review/)).toBeInTheDocument()
    expect(
      within(panel).getByText('Why: The text asks talent for a registration fee.'),
    ).toBeInTheDocument()
    expect(within(panel).getByText(/Our staff will review it/)).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/mypage/casting/9/edit',
    )
    expect(within(panel).getByRole('link', { name: '0 applicants' })).toHaveAttribute(
      'href',
      '/mypage/casting/9/applicants',
    )

    // The client may withdraw it instead of waiting for the review.
    await user.click(within(panel).getByRole('button', { name: 'Close casting' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this casting?' })
    expect(confirm).toHaveAccessibleDescription(/withdrawn from review: it will not go live/)
    expect(within(confirm).getByRole('button', { name: 'Keep it open' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'Close casting' }))
    expect(await within(panel).findByText(/You closed it/)).toBeInTheDocument()
    expect(closed).toBe(1)
    expect(within(panel).queryByText(/held for review/)).not.toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Close casting' })).not.toBeInTheDocument()
    expect(within(panel).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
  })

  it('offers no Close on a draft (the API closes live and held castings only)', async () => {
    signInAsClient()
    serveCasting(
      buildCastingDetail({
        status: 'draft',
        publishedAt: null,
        viewer: { isOwner: true, canApply: false, cannotApplyReason: 'OWNER', myApplications: [] },
      }),
    )
    renderApp('/castings/9')
    const panel = await screen.findByRole('region', { name: 'Your casting' })
    expect(within(panel).getByRole('link', { name: 'Edit' })).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Close casting' })).not.toBeInTheDocument()
  })

  it('says in Korean why closing failed (the server message in the active language)', async () => {
    signInAsClient()
    serveCasting(
      buildCastingDetail({
        status: 'live',
        viewer: { isOwner: true, canApply: false, cannotApplyReason: 'OWNER', myApplications: [] },
      }),
    )
    // Closed meanwhile (by its deadline, or in another tab): the API refuses.
    server.use(
      http.post(apiUrl('/castings/9/close'), () =>
        fail(409, 'CONFLICT', CASTING_SERVER_MESSAGES.NOT_CLOSABLE),
      ),
    )
    const { user } = renderAppIn('ko', '/castings/9')
    const panel = await screen.findByRole('region', { name: '내 캐스팅' })
    await user.click(within(panel).getByRole('button', { name: '캐스팅 마감' }))
    const confirm = await screen.findByRole('alertdialog', { name: '이 캐스팅을 마감할까요?' })
    await user.click(within(confirm).getByRole('button', { name: '캐스팅 마감' }))
    expect(
      await within(panel).findByText('게시 중이거나 검토 대기 중인 캐스팅만 마감할 수 있습니다.'),
    ).toBeInTheDocument()
    expect(within(panel).queryByText(CASTING_SERVER_MESSAGES.NOT_CLOSABLE)).not.toBeInTheDocument()
  })

  it('reports a casting with a reason of info type 13', async () => {
    signInAsModel()
    serveMyProfiles([publishedProfile(3, 'Mina Park')])
    serveCasting()
    const sent: unknown[] = []
    server.use(
      http.post(apiUrl('/castings/9/reports'), async ({ request }) => {
        sent.push(await request.json())
        return ok(null, 'Reported.')
      }),
    )
    const { user } = renderApp('/castings/9')
    await user.click(await screen.findByRole('button', { name: 'Report this casting' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this casting' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument()
    await user.click(await within(dialog).findByRole('radio', { name: 'Fake profile' }))
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asks for a fee.')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(
      await within(dialog).findByText(/Our team will look at this casting/),
    ).toBeInTheDocument()
    expect(sent).toEqual([{ reasonId: 130001, details: 'Asks for a fee.' }])
  })

  it('speaks Korean', async () => {
    serveCasting()
    renderAppIn('ko', '/castings/9')
    expect(await screen.findByRole('button', { name: '로그인하고 지원하기' })).toBeInTheDocument()
    expect(screen.getByText('일당 ₩1,500,000', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.getByText('20~29세')).toBeInTheDocument()
  })
})
