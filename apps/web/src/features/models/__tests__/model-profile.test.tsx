import { FIELD_LABELS, LABELS } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { browser } from '@/lib/browser'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { signInWithCookies } from '@/testing/factories'
import { fillProposal } from '@/testing/inquiries'
import { server } from '@/testing/mocks/server'
import { buildPublicProfile, serveModelInfos } from '@/testing/models'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

function serveProfile(profile = buildPublicProfile()) {
  serveModelInfos()
  server.use(http.get(apiUrl(`/models/${profile.id}`), () => ok({ model: profile })))
}

describe('/models/:id', () => {
  it('shows the attributes, keywords and a video that loads only when asked', async () => {
    serveProfile()
    const { user } = renderApp('/models/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mina Park' })).toBeInTheDocument()
    expect(screen.getByText('Reviewed')).toBeInTheDocument()
    expect(screen.getByText('172 cm · 5′ 8″')).toBeInTheDocument()
    expect(screen.getByText('Gangnam-gu, Seoul, South Korea')).toBeInTheDocument()
    expect(screen.getByText('Elegant')).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: /Play Video 1 of Mina Park/ }))
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
    )
  })

  it('says how many bookings the model side cancelled in the last 12 months, none included, in English and Korean', async () => {
    serveProfile()
    const { unmount } = renderApp('/models/7')
    expect(
      await screen.findByText('The model side cancelled no booking in the last 12 months.'),
    ).toBeInTheDocument()
    unmount()
    serveProfile(buildPublicProfile({ reliability: { cancelledLast12Months: 2 } }))
    renderAppIn('ko', '/models/7')
    expect(
      await screen.findByText('최근 12개월 동안 모델 측이 섭외 2건을 취소했습니다.'),
    ).toBeInTheDocument()
  })

  it('shows the intro videos with their poster and loads nothing until played', async () => {
    serveProfile()
    const base = 'https://api.example.test/video-files/6c1b9392-3a7e-4fbb-a31a-1eff5f9fb4a5'
    server.use(
      http.get(apiUrl('/models/7/videos'), () =>
        ok([
          {
            id: '6c1b9392-3a7e-4fbb-a31a-1eff5f9fb4a5',
            kind: 'monologue',
            title: null,
            status: 'ready',
            failureReason: null,
            durationSeconds: 42,
            videoUrl: `${base}/video.mp4`,
            video480Url: `${base}/video-480.mp4`,
            posterUrl: `${base}/poster.jpg`,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ]),
      ),
    )
    renderApp('/models/7')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Intro videos' }),
    ).toBeInTheDocument()
    const player = document.querySelector('video')
    expect(player).toHaveAttribute('preload', 'none')
    expect(player).toHaveAttribute('poster', `${base}/poster.jpg`)
    // A phone-sized screen picks the 480p rendition, any other the 720p one.
    const sources = [...(player?.querySelectorAll('source') ?? [])].map((source) => [
      source.getAttribute('src'),
      source.getAttribute('media'),
    ])
    expect(sources).toEqual([
      [`${base}/video-480.mp4`, '(max-width: 640px)'],
      [`${base}/video.mp4`, null],
    ])
    expect(screen.getByText('Monologue')).toBeInTheDocument()
  })

  it('opens the lightbox from a photo, steps with the arrow keys, and returns focus on Escape', async () => {
    serveProfile()
    const { user } = renderApp('/models/7')
    const second = await screen.findByRole('button', { name: 'Mina Park, photo 2 of 3' })
    await user.click(second)
    const lightbox = screen.getByRole('dialog', { name: 'Photos of Mina Park' })
    expect(within(lightbox).getByText('2 / 3')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(lightbox).getByText('3 / 3')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(lightbox).getByText('1 / 3')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(within(lightbox).getByText('3 / 3')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Photos of Mina Park' })).not.toBeInTheDocument()
    expect(second).toHaveFocus()
  })

  it('asks a guest to log in before liking', async () => {
    serveProfile()
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Like' }))
    expect(await screen.findByRole('dialog', { name: LABELS.LOG_IN })).toBeInTheDocument()
  })

  it('likes at once for a signed-in user and settles on the count the API answers', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: 3 }))
    serveProfile()
    let release: () => void = () => {}
    server.use(
      http.post(apiUrl('/models/7/likes'), async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return ok({ liked: true, likeCount: 9 }, 'Liked.')
      }),
    )
    const { user } = renderApp('/models/7')
    const like = await screen.findByRole('button', { name: 'Like' })
    expect(screen.getByText('5 likes')).toBeInTheDocument()
    await user.click(like)
    expect(like).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('6 likes')).toBeInTheDocument()
    release()
    expect(await screen.findByText('9 likes')).toBeInTheDocument()
  })

  it('rolls the like back when the API refuses', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: 3 }))
    serveProfile()
    server.use(http.post(apiUrl('/models/7/likes'), () => fail(429, 'RATE_LIMITED', 'Too many.')))
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Like' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your like could not be saved.')
    expect(screen.getByText('5 likes')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('proposes a casting for this model with the number of models locked and the profile linked', async () => {
    serveProfile()
    const sent: Record<string, unknown>[] = []
    server.use(
      http.post(apiUrl('/castings/mail/suggestions'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>)
        return ok(null, 'Sent.')
      }),
    )
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Propose casting' }))
    const dialog = await screen.findByRole('dialog', { name: 'Casting inquiry' })
    const modelNumber = await within(dialog).findByLabelText(FIELD_LABELS.proposal.modelNumber)
    expect(modelNumber).toHaveValue(1)
    expect(modelNumber).toHaveAttribute('readonly')
    await fillProposal(user, dialog, { skip: ['modelNumber'] })
    await user.click(within(dialog).getByRole('button', { name: LABELS.SEND }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ targetModelProfileId: 7, modelNumber: 1 })
  })

  it('sends a report with a reason of type 13', async () => {
    serveProfile()
    const reports: unknown[] = []
    server.use(
      http.post(apiUrl('/models/7/reports'), async ({ request }) => {
        reports.push(await request.json())
        return HttpResponseCreated()
      }),
    )
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this profile' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument()
    await user.click(await within(dialog).findByRole('radio', { name: 'Fake profile' }))
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Photos of someone else')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(
      await within(dialog).findByText('Thank you. Our team will look at this profile.'),
    ).toBeInTheDocument()
    expect(reports).toEqual([{ reasonId: 130001, details: 'Photos of someone else' }])
  })

  it('answers an unknown or hidden profile with a not-found page that leads back to the models', async () => {
    server.use(http.get(apiUrl('/models/404'), () => fail(404, 'NOT_FOUND', 'Not found.')))
    renderApp('/models/404')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This profile is not available' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'The link may be wrong, or the profile is no longer public: its owner or our team may have hidden it.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Browse models' })).toHaveAttribute('href', '/models')
  })

  it('says the same of a profile address that cannot be one', async () => {
    renderApp('/models/not-a-number')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This profile is not available' }),
    ).toBeInTheDocument()
  })

  it('prints every size in both units, with the Korean clothing size beside the international one', async () => {
    serveProfile(buildPublicProfile({ bustCm: 84, waistCm: 61, hipsCm: 89 }))
    renderApp('/models/7')
    expect(await screen.findByText('84 cm · 33 in')).toBeInTheDocument()
    expect(screen.getByText('61 cm · 24 in')).toBeInTheDocument()
    expect(screen.getByText('89 cm · 35 in')).toBeInTheDocument()
    expect(screen.getByText("240 mm · EU 38 · US women's 7")).toBeInTheDocument()
    expect(screen.getByText('55 (S)')).toBeInTheDocument()
  })

  it('prints the sizes in Korean too', async () => {
    serveProfile(buildPublicProfile({ bustCm: 84, clothingSizeKr: 100 }))
    renderAppIn('ko', '/models/7')
    expect(await screen.findByText('172cm · 5피트 8인치')).toBeInTheDocument()
    expect(screen.getByText('84cm · 33인치')).toBeInTheDocument()
    expect(screen.getByText('240mm · EU 38 · US 남성 6')).toBeInTheDocument()
    expect(screen.getByText('100(L)')).toBeInTheDocument()
  })

  it('downloads the comp card as a PDF named after the model, and says so when it fails', async () => {
    serveProfile()
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {})
    let fails = false
    server.use(
      http.get(apiUrl('/models/7/comp-card'), () =>
        fails
          ? fail(429, 'TOO_MANY_REQUESTS', 'Too many requests.')
          : new Response(new Uint8Array([37, 80, 68, 70]), {
              headers: { 'Content-Type': 'application/pdf' },
            }),
      ),
    )
    const { user } = renderApp('/models/7')
    await user.click(await screen.findByRole('button', { name: 'Comp card (PDF)' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    const [blob, fileName] = save.mock.calls[0] as [Blob, string]
    expect(fileName).toBe('Mina Park comp card.pdf')
    expect(blob.size).toBe(4)
    fails = true
    await user.click(screen.getByRole('button', { name: 'Comp card (PDF)' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The comp card could not be downloaded.',
    )
  })

  it('speaks Korean', async () => {
    serveProfile()
    renderAppIn('ko', '/models/7')
    expect(await screen.findByRole('button', { name: '캐스팅 제안하기' })).toBeInTheDocument()
  })

  it('writes numbers through the Korean formats (lib/format.ts), with the names the API gives', async () => {
    serveProfile(
      buildPublicProfile({
        likeCount: 12_345,
        heightCm: 172,
        shoeSizeMm: 1_240,
        gender: { id: 40001, value: '여성' },
      }),
    )
    renderAppIn('ko', '/models/7')
    expect(await screen.findByText('좋아요 12,345개')).toBeInTheDocument()
    expect(screen.getByText('1,240mm · EU 188')).toBeInTheDocument()
    expect(screen.getByText('여성')).toBeInTheDocument()
  })
})

function HttpResponseCreated() {
  return new Response(JSON.stringify({ data: null, message: 'Thank you.' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  })
}
