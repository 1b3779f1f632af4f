import { MODEL_SERVER_MESSAGES, SERVICE_TYPE, type Language } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from 'msw'
import { apiUrl, fail, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import {
  buildOwnerProfile,
  buildOwnerSummary,
  serveModelInfos,
  serveMyModels,
  serveOwnerModel,
} from '@/testing/models'
import { renderAppIn } from '@/testing/render-app-in'

// A profile the administrators hid reads so to its owner, in both languages: the list's
// status instead of "Published", and on the profile page an alert with the reason and
// where to turn.

const HIDDEN = { at: '2026-11-20T09:00:00.000Z', reason: 'The photos belong to someone else' }

const WORDS: ReadonlyArray<{
  language: Language
  hiddenStatus: string
  published: string
  listReason: string
  title: string
  since: RegExp
  reason: string
  contactUs: string
  /** The owner's own state buttons, none of which an administrator's hide lets through. */
  ownActions: { publish: string; hide: string; unhide: string }
  requestReview: string
  /** MODEL_SERVER_MESSAGES.REVIEW_HIDDEN_BY_ADMIN in the page's language. */
  reviewRefused: string
  edit: string
  onlyAdmin: string
  stillEdit: RegExp
  next: string
}> = [
  {
    language: 'en',
    hiddenStatus: 'Hidden by an administrator',
    published: 'Published',
    listReason: "Administrator's reason: The photos belong to someone else",
    title: 'An administrator has hidden this profile',
    since: /^Since November 20, 2026 nobody else can find it/,
    reason: 'Reason: The photos belong to someone else',
    contactUs: 'contact us',
    ownActions: { publish: 'Publish', hide: 'Hide', unhide: 'Show again' },
    requestReview: 'Request review',
    reviewRefused: MODEL_SERVER_MESSAGES.REVIEW_HIDDEN_BY_ADMIN,
    edit: 'Edit',
    onlyAdmin:
      'Only an administrator can show it again, so it cannot be published, hidden or sent for review from here. If you think this is a mistake, contact us and tell us which profile it is.',
    stillEdit: /until then you can still edit it and its photos\.$/,
    next: 'Next',
  },
  {
    language: 'ko',
    hiddenStatus: '관리자가 숨김',
    published: '공개',
    listReason: '관리자 사유: The photos belong to someone else',
    title: '관리자가 이 프로필을 숨겼습니다',
    since: /^2026년 11월 20일부터 다른 사람은/,
    reason: '사유: The photos belong to someone else',
    contactUs: '문의하기',
    ownActions: { publish: '공개하기', hide: '숨기기', unhide: '다시 공개' },
    requestReview: '검토 요청',
    reviewRefused: '관리자가 숨긴 모델은 검토를 요청할 수 없습니다. 문의하기로 연락해 주세요.',
    edit: '수정',
    onlyAdmin:
      '다시 공개하는 것은 관리자만 할 수 있어 여기에서 공개, 숨기기, 검토 요청을 할 수 없습니다. 잘못된 조치라고 생각되면 문의하기로 어느 프로필인지 알려 주세요.',
    stillEdit: /그동안에도 프로필과 사진은 수정할 수 있습니다\.$/,
    next: '다음',
  },
]

function signedInModel() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
  serveModelInfos()
}

/** Mina Park (7), hidden by an administrator, beside Hana Lee (8) nobody hid; else alike. */
const minaHiddenBesideHana = (same: Partial<Parameters<typeof buildOwnerSummary>[0]> = {}) => [
  buildOwnerSummary({
    id: 7,
    stageName: 'Mina Park',
    status: 'published',
    ...same,
    hiddenByAdmin: HIDDEN,
  }),
  buildOwnerSummary({ id: 8, stageName: 'Hana Lee', status: 'published', ...same }),
]

/** The owner opens their profile 7, hidden by an administrator: its alert. */
async function openHiddenProfile(language: Language) {
  signedInModel()
  serveMyModels([])
  serveOwnerModel(buildOwnerProfile({ id: 7, status: 'published', hiddenByAdmin: HIDDEN }))
  renderAppIn(language, '/mypage/model/7/edit')
  return screen.findByRole('alert')
}

describe.each(WORDS)('a profile hidden by an administrator ($language)', (words) => {
  it('reads "hidden by an administrator" with the reason in My Model Management', async () => {
    signedInModel()
    serveMyModels(minaHiddenBesideHana())
    renderAppIn(words.language, '/mypage/model')
    const mina = await screen.findByRole('article', { name: 'Mina Park' })
    expect(within(mina).getByText(words.hiddenStatus)).toBeInTheDocument()
    expect(within(mina).queryByText(words.published)).not.toBeInTheDocument()
    expect(within(mina).getByText(words.listReason)).toBeInTheDocument()
    // A profile nobody hid keeps its own state.
    const hana = screen.getByRole('article', { name: 'Hana Lee' })
    expect(within(hana).getByText(words.published)).toBeInTheDocument()
    expect(within(hana).queryByText(words.hiddenStatus)).not.toBeInTheDocument()
  })

  it('tells the owner on the profile page since when, why and how to appeal', async () => {
    const alert = await openHiddenProfile(words.language)
    expect(within(alert).getByText(words.title)).toBeInTheDocument()
    expect(within(alert).getByText(words.since)).toBeInTheDocument()
    expect(within(alert).getByText(words.reason)).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: words.contactUs })).toHaveAttribute(
      'href',
      '/contact-us',
    )
  })

  it('shows no such alert on a profile nobody hid', async () => {
    signedInModel()
    serveMyModels([])
    serveOwnerModel(buildOwnerProfile({ id: 7, status: 'published', hiddenByAdmin: null }))
    renderAppIn(words.language, '/mypage/model/7/edit')
    expect(await screen.findByDisplayValue('Mina Park')).toBeInTheDocument()
    expect(screen.queryByText(words.title)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  // Each of the owner's own states offers its button, unless an administrator hid the profile:
  // then none (the API would accept it, but the administrator's hide wins and nothing shows),
  // and the row points to Contact us instead; editing stays.
  const OWN_STATES = [
    { status: 'draft', button: 'publish' },
    { status: 'published', button: 'hide' },
    { status: 'hidden', button: 'unhide' },
  ] as const

  it.each(OWN_STATES)(
    'offers no $button on a $status profile an administrator hid, and says why',
    async ({ status, button }) => {
      signedInModel()
      serveMyModels(minaHiddenBesideHana({ status }))
      renderAppIn(words.language, '/mypage/model')
      const mina = await screen.findByRole('article', { name: 'Mina Park' })
      const hana = screen.getByRole('article', { name: 'Hana Lee' })
      const name = words.ownActions[button]
      expect(within(hana).getByRole('button', { name })).toBeInTheDocument()
      for (const action of Object.values(words.ownActions)) {
        expect(within(mina).queryByRole('button', { name: action })).not.toBeInTheDocument()
      }
      expect(within(hana).queryByText(words.onlyAdmin)).not.toBeInTheDocument()
      const note = within(mina).getByText((_, element) =>
        element?.tagName === 'P' ? element.textContent === words.onlyAdmin : false,
      )
      expect(within(note).getByRole('link', { name: words.contactUs })).toHaveAttribute(
        'href',
        '/contact-us',
      )
      expect(within(mina).getByRole('link', { name: words.edit })).toHaveAttribute(
        'href',
        '/mypage/model/7/edit',
      )
    },
  )

  // ADR 0031 addendum: no review for a profile nobody can see; the note above points to
  // Contact us. A page loaded before the hide gets the API's refusal in its language.
  it.each(['none', 'sent_back'] as const)(
    'offers no Request review on a published profile (review %s) an administrator hid',
    async (reviewStatus) => {
      signedInModel()
      serveMyModels(minaHiddenBesideHana({ reviewStatus }))
      renderAppIn(words.language, '/mypage/model')
      const mina = await screen.findByRole('article', { name: 'Mina Park' })
      const hana = screen.getByRole('article', { name: 'Hana Lee' })
      expect(within(hana).getByRole('button', { name: words.requestReview })).toBeEnabled()
      expect(
        within(mina).queryByRole('button', { name: words.requestReview }),
      ).not.toBeInTheDocument()
    },
  )

  it('shows the refusal of a review request in the page language when the hide came later', async () => {
    signedInModel()
    serveMyModels([buildOwnerSummary({ id: 8, stageName: 'Hana Lee', status: 'published' })])
    server.use(
      http.post(apiUrl('/models/8/review-request'), () =>
        fail(409, 'CONFLICT', MODEL_SERVER_MESSAGES.REVIEW_HIDDEN_BY_ADMIN),
      ),
    )
    const { user } = renderAppIn(words.language, '/mypage/model')
    const hana = await screen.findByRole('article', { name: 'Hana Lee' })
    await user.click(within(hana).getByRole('button', { name: words.requestReview }))
    expect(await within(hana).findByText(words.reviewRefused)).toBeInTheDocument()
  })

  it('keeps editing open on the profile page and says so', async () => {
    const alert = await openHiddenProfile(words.language)
    expect(within(alert).getByText(words.stillEdit)).toBeInTheDocument()
    expect(screen.getByDisplayValue('Mina Park')).toBeEnabled()
    expect(screen.getByRole('button', { name: words.next })).toBeEnabled()
  })
})
