import {
  EXAMINATION_STATUS,
  PACKAGE_PASSWORD_HEADER,
  SERVICE_TYPE,
  type PackageOwnerView,
  type SharedPackage,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildCard, buildPhoto, buildPublicProfile } from '@/testing/models'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'
const VIDEO_ID = '6c1b9392-3a7e-4fbb-a31a-1eff5f9fb4a5'
const FILES = `https://api.example.test/video-files/${VIDEO_ID}`
const WALKING_VIDEO = {
  kind: 'walking' as const,
  title: null,
  durationSeconds: 12,
  videoUrl: `${FILES}/video.mp4`,
  video480Url: `${FILES}/video-480.mp4`,
  posterUrl: `${FILES}/poster.jpg`,
}

function ownerView(overrides: Partial<PackageOwnerView> = {}): PackageOwnerView {
  return {
    id: 3,
    name: 'Spring lookbook',
    items: [
      {
        profileId: 7,
        name: 'Mina Park',
        photoIds: [],
        videoId: null,
        note: 'Lead',
        available: true,
        pick: { favourite: true, comment: 'Perfect', pickedAt: '2026-11-29T09:00:00.000Z' },
      },
    ],
    link: null,
    viewCount: 2,
    lastViewedAt: '2026-11-29T09:00:00.000Z',
    createdAt: '2026-11-29T08:00:00.000Z',
    updatedAt: '2026-11-29T08:00:00.000Z',
    ...overrides,
  }
}

function sharedPackage(): SharedPackage {
  const item = {
    age: 24,
    heightCm: 172,
    bustCm: 84,
    waistCm: 61,
    hipsCm: 89,
    shoeSizeMm: 240,
    clothingSizeKr: 55,
    photos: [buildPhoto(1)],
    video: null,
    pick: { favourite: false, comment: '', pickedAt: null },
  }
  return {
    name: 'Spring lookbook',
    from: 'Star Models',
    expiresAt: '2026-12-06T09:00:00.000Z',
    items: [
      { ...item, profileId: 7, name: 'Mina Park', note: 'Runway ready', video: WALKING_VIDEO },
      { ...item, profileId: 8, name: 'Seoyeon', note: '' },
    ],
  }
}

function signInApprovedClient() {
  signInWithCookies()
  serveCurrentUser(
    makeCurrentUser({
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    }),
  )
}

describe('packages on My page', () => {
  it('builds a package from the models a client follows, then shares it by a link shown once', async () => {
    signInApprovedClient()
    let packages: PackageOwnerView[] = []
    const sent: unknown[] = []
    server.use(
      http.get(apiUrl('/packages'), () => ok({ packages })),
      http.get(apiUrl('/users/0/likes'), () =>
        ok({
          view: 'following',
          items: [buildCard(7, { stageName: 'Mina Park' }), buildCard(8, { stageName: 'Jun Lee' })],
          total: 2,
          page: 1,
          pageSize: 24,
          totalPages: 1,
        }),
      ),
      http.get(apiUrl('/models/:id'), ({ params }) =>
        ok({ model: buildPublicProfile({ id: Number(params.id) }) }),
      ),
      http.get(apiUrl('/models/7/videos'), () =>
        ok([
          {
            ...WALKING_VIDEO,
            id: VIDEO_ID,
            status: 'ready',
            failureReason: null,
            createdAt: '2026-11-29T08:00:00.000Z',
          },
        ]),
      ),
      http.post(apiUrl('/packages'), async ({ request }) => {
        sent.push(await request.json())
        packages = [ownerView({ viewCount: 0, lastViewedAt: null })]
        return ok({ package: packages[0] }, 'The package has been saved.')
      }),
      http.post(apiUrl('/packages/3/link'), async ({ request }) => {
        sent.push(await request.json())
        return ok({ token: TOKEN, package: packages[0] })
      }),
    )
    const { user } = renderApp('/mypage/packages')
    expect(await screen.findByText('No packages yet')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New package' }))
    await user.type(screen.getByLabelText('Package name'), 'Spring lookbook')
    await user.click(await screen.findByRole('checkbox', { name: 'Jun Lee' }))
    await user.click(screen.getByRole('checkbox', { name: 'Mina Park' }))
    await user.type(screen.getByLabelText('Note about Mina Park'), 'Lead')
    // Jun Lee has no intro video: no choice is offered for him.
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Intro video of Mina Park to show' }),
      'Walking',
    )
    expect(
      screen.queryByRole('combobox', { name: 'Intro video of Jun Lee to show' }),
    ).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Move Mina Park up' }))
    await user.click(screen.getByRole('button', { name: 'Save package' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      name: 'Spring lookbook',
      items: [
        { profileId: 7, photoIds: [], videoId: VIDEO_ID, note: 'Lead' },
        { profileId: 8, photoIds: [], videoId: null, note: '' },
      ],
    })

    const card = await screen.findByRole('article', { name: 'Spring lookbook' })
    expect(within(card).getByText(/Not shared yet/)).toBeInTheDocument()
    expect(within(card).getByText('★ Mina Park')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Share by link' }))
    await user.type(within(card).getByLabelText('Password (optional)'), 'lookbook')
    await user.click(within(card).getByRole('button', { name: 'Create link' }))
    expect(await within(card).findByLabelText('Link')).toHaveValue(
      `${window.location.origin}/p/${TOKEN}`,
    )
    expect(sent[1]).toEqual({ expiresInDays: 14, password: 'lookbook' })
  })

  it('edits a package keeping its models, and revokes its link at once', async () => {
    signInApprovedClient()
    let packages = [
      ownerView({
        link: {
          expiresAt: '2026-12-06T09:00:00.000Z',
          hasPassword: false,
          revokedAt: null,
          createdAt: '2026-11-29T09:00:00.000Z',
        },
      }),
    ]
    const sent: unknown[] = []
    server.use(
      http.get(apiUrl('/packages'), () => ok({ packages })),
      http.get(apiUrl('/users/0/likes'), () =>
        ok({
          view: 'following',
          items: [buildCard(7, { stageName: 'Mina Park' })],
          total: 1,
          page: 1,
          pageSize: 24,
          totalPages: 1,
        }),
      ),
      http.get(apiUrl('/models/:id'), ({ params }) =>
        ok({ model: buildPublicProfile({ id: Number(params.id) }) }),
      ),
      http.put(apiUrl('/packages/3'), async ({ request }) => {
        sent.push(await request.json())
        return ok({ package: packages[0] })
      }),
      http.delete(apiUrl('/packages/3/link'), () => {
        packages = [
          ownerView({ link: { ...packages[0]!.link!, revokedAt: '2026-11-29T10:00:00.000Z' } }),
        ]
        return ok({ package: packages[0] }, 'The link no longer opens the package.')
      }),
    )
    const { user } = renderApp('/mypage/packages')
    const card = await screen.findByRole('article', { name: 'Spring lookbook' })
    expect(within(card).getByText(/Link open until/)).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Edit' }))
    const name = screen.getByLabelText('Package name')
    await user.clear(name)
    await user.type(name, 'Spring lookbook v2')
    await user.click(screen.getByRole('button', { name: 'Save package' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      name: 'Spring lookbook v2',
      items: [{ profileId: 7, photoIds: [], videoId: null, note: 'Lead' }],
    })
    const again = await screen.findByRole('article', { name: 'Spring lookbook' })
    await user.click(within(again).getByRole('button', { name: 'Revoke link' }))
    expect(await within(again).findByText('Link revoked')).toBeInTheDocument()
    expect(within(again).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument()
  })

  it('tells a client who may not build packages why', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
    renderApp('/mypage/packages')
    expect(await screen.findByText(/clients an administrator has approved/)).toBeInTheDocument()
  })
})

describe('/p/:token', () => {
  it('shows the chosen models with sizes in both units, keeps favourites and comments, never indexed', async () => {
    const picks: unknown[] = []
    server.use(
      http.get(apiUrl(`/shared-packages/${TOKEN}`), () => ok({ package: sharedPackage() })),
      http.put(apiUrl(`/shared-packages/${TOKEN}/items/:id/pick`), async ({ request, params }) => {
        picks.push([Number(params.id), await request.json()])
        return ok({ pick: { favourite: true, comment: '', pickedAt: null } })
      }),
    )
    const { user } = renderApp(`/p/${TOKEN}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring lookbook' }),
    ).toBeInTheDocument()
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    expect(screen.getByText(/From Star Models/)).toBeInTheDocument()
    // The chosen intro video: its poster until played, 480p on a phone-sized screen.
    const video = screen.getByLabelText('Walking: Mina Park')
    expect(video).toHaveAttribute('poster', WALKING_VIDEO.posterUrl)
    expect([...video.querySelectorAll('source')].map((source) => source.src)).toEqual([
      WALKING_VIDEO.video480Url,
      WALKING_VIDEO.videoUrl,
    ])
    expect(screen.getAllByText('84 cm · 33 in')).toHaveLength(2)
    expect(screen.getAllByText('55 (S)')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Favourite: Mina Park' }))
    await user.type(screen.getByLabelText('Your comment on Seoyeon'), 'Great for kids line')
    const seoyeon = screen.getByRole('heading', { name: 'Seoyeon' }).closest('li') as HTMLElement
    await user.click(within(seoyeon).getByRole('button', { name: 'Save comment' }))
    await waitFor(() => expect(picks).toHaveLength(2))
    expect(picks).toEqual([
      [7, { favourite: true, comment: '' }],
      [8, { favourite: false, comment: 'Great for kids line' }],
    ])
  })

  it('asks for the password and sends it in its header', async () => {
    server.use(
      http.get(apiUrl(`/shared-packages/${TOKEN}`), ({ request }) =>
        request.headers.get(PACKAGE_PASSWORD_HEADER) === 'lookbook'
          ? ok({ package: sharedPackage() })
          : fail(403, 'FORBIDDEN', 'This package is protected by a password.'),
      ),
    )
    const { user } = renderApp(`/p/${TOKEN}`)
    await user.type(await screen.findByLabelText('Password'), 'lookbook')
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring lookbook' }),
    ).toBeInTheDocument()
  })

  it('says an expired or revoked link opens nothing, in Korean too', async () => {
    server.use(
      http.get(apiUrl(`/shared-packages/${TOKEN}`), () => fail(404, 'NOT_FOUND', 'Not found.')),
    )
    renderAppIn('ko', `/p/${TOKEN}`)
    expect(
      await screen.findByText('이 링크로는 패키지를 열 수 없습니다', { selector: 'h1' }),
    ).toBeInTheDocument()
  })
})
