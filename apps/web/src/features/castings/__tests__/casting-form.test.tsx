import {
  CASTING_SERVER_MESSAGES,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  type Language,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { buildCastingDetail, CASTING_NOW, serveCasting } from '@/testing/castings'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { serveModelInfos } from '@/testing/models'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

function startAsClient(path: string, approved: boolean, language?: Language) {
  signInWithCookies()
  serveCurrentUser(
    makeCurrentUser({
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: approved ? EXAMINATION_STATUS.APPROVAL : EXAMINATION_STATUS.REQUEST,
    }),
  )
  serveModelInfos()
  return language ? renderAppIn(language, path) : renderApp(path)
}

/** Records POST /castings bodies and answers with `status`. */
function servePost(status: 'draft' | 'live' | 'held', holdReason: string | null = null) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(apiUrl('/castings'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      return ok({ casting: { id: 31, status, holdReason } }, 'Saved.')
    }),
  )
  return bodies
}

async function fillRequired(user: UserEvent) {
  await user.type(await screen.findByLabelText('Title'), 'Spring lookbook')
  await user.type(screen.getByLabelText('Company name'), 'Hanbit Studio Co.')
  await user.type(screen.getByLabelText('Product or brand'), 'Spring outerwear')
  await user.type(screen.getByLabelText('Posting media'), 'Online store')
  await user.type(screen.getByLabelText('Pay (₩)'), '1500000')
  await user.selectOptions(screen.getByLabelText('Pay is'), 'Per day')
  await user.type(screen.getByLabelText('Contract period (months)'), '6')
  await user.selectOptions(await screen.findByLabelText('Category'), 'Fashion')
  await user.selectOptions(screen.getByLabelText('Detailed category'), 'Runway')
  await user.type(screen.getByLabelText('Age from'), '20')
  await user.type(screen.getByLabelText('Age to'), '29')
  await user.type(screen.getByLabelText('Location'), 'Seongsu studio')
  await user.type(screen.getByLabelText('Shoot date'), '2026-12-05')
  await user.type(screen.getByLabelText('Where the images are used'), 'Online, Korea only')
  await user.type(screen.getByLabelText('For how many months'), '12')
  await user.type(screen.getByLabelText('Applications close on'), '2026-12-01')
}

describe('posting a casting', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(CASTING_NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('is for client accounts only', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
    renderApp('/mypage/casting/new')
    expect(
      await screen.findByRole('heading', { name: 'Castings are posted by client accounts' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Casting details' })).not.toBeInTheDocument()
  })

  it('lets a client not yet approved save a draft and says plainly why it cannot publish', async () => {
    const bodies = servePost('draft')
    serveCasting(
      buildCastingDetail({
        id: 31,
        status: 'draft',
        viewer: { isOwner: true, canApply: false, cannotApplyReason: null, myApplications: [] },
      }),
    )
    const { user, router } = startAsClient('/mypage/casting/new', false)
    const publish = await screen.findByRole('button', { name: 'Publish' })
    expect(publish).toBeDisabled()
    expect(publish).toHaveAccessibleDescription(/Publishing opens once our team has approved/)
    expect(screen.getByRole('link', { name: 'Open My Profile' })).toHaveAttribute('href', '/mypage')

    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({
      title: 'Spring lookbook',
      companyName: 'Hanbit Studio Co.',
      productCategories: 'Spring outerwear',
      contractPeriod: 6,
      budgetType: 'per_day',
      budget: 1_500_000,
      modelCategoryId: 10,
      modelDetailedCategoryId: 101,
      genderId: null,
      ageMin: 20,
      ageMax: 29,
      modelNumber: 1,
      filmingDate: '2026-12-05',
      filmingDateNote: '',
      locationOfFilming: 'Seongsu studio',
      postingMedia: 'Online store',
      otherContent: '',
      cityId: null,
      shootTypeId: null,
      usageScope: 'Online, Korea only',
      usageMonths: 12,
      // The end of 1 December in Seoul.
      applicationDeadline: '2026-12-01T14:59:59.000Z',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/casting/31/edit'))
    expect(await screen.findByText(/Draft saved/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled()
  })

  it('checks the fields with the shared schema and sends nothing while one is wrong', async () => {
    const bodies = servePost('draft')
    const { user } = startAsClient('/mypage/casting/new', true)
    await user.type(await screen.findByLabelText('Age from'), '30')
    await user.type(screen.getByLabelText('Age to'), '20')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'),
    )
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/Is required/)
    expect(screen.getByLabelText('Age to')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Title')).toHaveFocus()
    expect(bodies).toEqual([])
  })

  it('publishes for an approved client and says so when the casting is held for review', async () => {
    const bodies = servePost('held', 'The text asks talent for a registration fee.')
    const { user } = startAsClient('/mypage/casting/new', true)
    expect(screen.queryByText(/Publishing opens once/)).not.toBeInTheDocument()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ publish: true, title: 'Spring lookbook' })
    const notice = await screen.findByText(/held for review and is not on the board yet/)
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus()
    expect(
      screen.getByText('Why: The text asks talent for a registration fee.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View the casting' })).toHaveAttribute(
      'href',
      '/castings/31',
    )
  })

  it('goes to the casting once it is live', async () => {
    servePost('live')
    serveCasting(
      buildCastingDetail({
        id: 31,
        viewer: { isOwner: true, canApply: false, cannotApplyReason: null, myApplications: [] },
        applicationCount: 0,
      }),
    )
    const { user, router } = startAsClient('/mypage/casting/new', true)
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/castings/31'))
    expect(await screen.findByText('Your casting is live on the board.')).toBeInTheDocument()
  })

  it('fills the edit form from the casting and saves a live casting in place', async () => {
    const patches: Record<string, unknown>[] = []
    serveCasting(
      buildCastingDetail({
        viewer: { isOwner: true, canApply: false, cannotApplyReason: null, myApplications: [] },
        applicationCount: 3,
      }),
    )
    server.use(
      http.patch(apiUrl('/castings/9'), async ({ request }) => {
        patches.push((await request.json()) as Record<string, unknown>)
        return ok({ id: 9, status: 'live' }, 'Saved.')
      }),
    )
    const { user, router } = startAsClient('/mypage/casting/9/edit', true)
    const title = await screen.findByLabelText('Title')
    expect(title).toHaveValue('Spring lookbook')
    expect(screen.getByLabelText('Pay (₩)')).toHaveValue(1500000)
    expect(screen.getByLabelText('Applications close on')).toHaveValue('2026-11-25')
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument()
    await user.clear(title)
    await user.type(title, 'Spring lookbook 2027')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toMatchObject({
      title: 'Spring lookbook 2027',
      budget: 1_500_000,
      genderId: 40001,
      applicationDeadline: '2026-11-25T14:59:59.000Z',
    })
    // Editing a live casting keeps it live: no publish flag.
    expect(patches[0]).not.toHaveProperty('publish')
    await waitFor(() => expect(router.state.location.pathname).toBe('/castings/9'))
  })

  it('says in Korean why a save was refused (the server message in the active language)', async () => {
    serveCasting(
      buildCastingDetail({
        viewer: { isOwner: true, canApply: false, cannotApplyReason: null, myApplications: [] },
      }),
    )
    server.use(
      http.patch(apiUrl('/castings/9'), () =>
        fail(409, 'CONFLICT', CASTING_SERVER_MESSAGES.NOT_EDITABLE),
      ),
    )
    const { user } = startAsClient('/mypage/casting/9/edit', true, 'ko')
    const form = await screen.findByRole('form', { name: '캐스팅 정보' })
    await user.click(within(form).getByRole('button', { name: '변경 사항 저장' }))
    expect(await within(form).findByText('마감된 캐스팅은 수정할 수 없습니다.')).toBeInTheDocument()
    expect(within(form).queryByText(CASTING_SERVER_MESSAGES.NOT_EDITABLE)).not.toBeInTheDocument()
  })

  it('says before any edit that a booked casting keeps its terms, and shows the refusal on the field (issue #25)', async () => {
    serveCasting(
      buildCastingDetail({
        viewer: { isOwner: true, canApply: false, cannotApplyReason: null, myApplications: [] },
        bookedCount: 1,
      }),
    )
    server.use(
      http.patch(apiUrl('/castings/9'), () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message: CASTING_SERVER_MESSAGES.TERMS_LOCKED,
            fields: { budget: CASTING_SERVER_MESSAGES.TERM_LOCKED },
          },
          { status: 409 },
        ),
      ),
    )
    const { user } = startAsClient('/mypage/casting/9/edit', true)
    const form = await screen.findByRole('form', { name: 'Casting details' })
    expect(within(form).getByText(CASTING_SERVER_MESSAGES.TERMS_LOCKED)).toBeVisible()
    const pay = within(form).getByLabelText('Pay (₩)')
    await user.clear(pay)
    await user.type(pay, '900000')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(pay).toHaveAccessibleDescription(
        expect.stringContaining(CASTING_SERVER_MESSAGES.TERM_LOCKED),
      ),
    )
  })

  it('publishes a saved draft, asking POST /castings/{id}/publish when the save left it a draft', async () => {
    const patches: Record<string, unknown>[] = []
    let published = 0
    const state = serveCasting(
      buildCastingDetail({
        status: 'draft',
        viewer: { isOwner: true, canApply: false, cannotApplyReason: null, myApplications: [] },
        applicationCount: 0,
      }),
    )
    server.use(
      http.patch(apiUrl('/castings/9'), async ({ request }) => {
        patches.push((await request.json()) as Record<string, unknown>)
        return ok({ id: 9, status: 'draft' }, 'Saved.')
      }),
      http.post(apiUrl('/castings/9/publish'), () => {
        published += 1
        state.casting = { ...state.casting, status: 'live' }
        return ok({ casting: { id: 9, status: 'live', holdReason: null } }, 'Published.')
      }),
    )
    const { user, router } = startAsClient('/mypage/casting/9/edit', true)
    await user.click(await screen.findByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/castings/9'))
    expect(patches).toHaveLength(1)
    expect(patches[0]).toMatchObject({ title: 'Spring lookbook', publish: true })
    expect(published).toBe(1)
    expect(await screen.findByText('Your casting is live on the board.')).toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = startAsClient('/mypage/casting/new', true)
    await user.type(await screen.findByLabelText('Title'), 'Spring')
    await user.click(
      within(screen.getByRole('navigation', { name: 'My page' })).getByRole('link', {
        name: 'My Profile',
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe('/mypage/casting/new')
    expect(screen.getByLabelText('Title')).toHaveValue('Spring')
  })

  it('speaks Korean', async () => {
    signInWithCookies()
    serveCurrentUser(
      makeCurrentUser({
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        examinationStatus: EXAMINATION_STATUS.NONE,
      }),
    )
    serveModelInfos()
    renderAppIn('ko', '/mypage/casting/new')
    expect(
      await screen.findByRole('heading', { level: 1, name: '캐스팅 등록' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '공개하기' })).toBeDisabled()
    expect(screen.getByText(/지금은 임시 저장만 할 수 있습니다/)).toBeInTheDocument()
  })
})
