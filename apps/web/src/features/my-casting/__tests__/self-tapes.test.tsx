import type { ApplicationSelfTapes, CastingSelfTapes, SelfTapeRequest } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, fail, ok } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderWithProviders } from '@/testing/render-app'
import { SelfTapesSection } from '../components/self-tape-answers'
import { SelfTapePanel } from '../components/self-tape-panel'

// Self-tapes (ADR 0053): the owner's request dialog and answers, the applicant's upload panel.

/** A stand-in tus upload the test drives (as the intro video test does). */
interface FakeUploadOptions {
  endpoint: string
  onSuccess: () => void
  onError: (error: unknown) => void
}
const uploads: { file: File; options: FakeUploadOptions }[] = []
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(file: File, options: FakeUploadOptions) {
      uploads.push({ file, options })
    }
    start() {}
    abort() {
      return Promise.resolve()
    }
  },
}))
afterEach(() => {
  uploads.length = 0
})

const REQUEST: SelfTapeRequest = {
  id: 5,
  castingId: 31,
  instructions: 'Read the first scene to camera.',
  deadline: '2099-03-03T00:00:00.000Z',
  scriptUrl: 'https://api.example/self-tape-scripts/5/script.pdf?expires=1&signature=x',
  createdAt: '2099-03-01T00:00:00.000Z',
}
const READY = {
  id: '6c1b9392-3a7e-4fbb-a31a-1eff5f9fb4a5',
  status: 'ready' as const,
  failureReason: null,
  durationSeconds: 2,
  videoUrl: 'https://api.example/video-files/6c1b/video.mp4?signature=x',
  video480Url: 'https://api.example/video-files/6c1b/video-480.mp4?signature=x',
  posterUrl: 'https://api.example/video-files/6c1b/poster.jpg?signature=x',
  seenAt: null,
  createdAt: '2099-03-01T01:00:00.000Z',
}

describe('the owner asks for self-tapes and watches the answers', () => {
  it('checks the form, sends the request and its script, and marks an answer seen', async () => {
    signInWithCookies()
    const writes: string[] = []
    const tapes: CastingSelfTapes = [
      {
        request: REQUEST,
        answers: [
          { applicationId: 71, stageName: 'Mina Kim', video: READY },
          { applicationId: 72, stageName: 'Hana Lee', video: null },
        ],
      },
    ]
    server.use(
      http.get(apiUrl('/castings/31/self-tapes'), () => ok(tapes)),
      http.post(apiUrl('/castings/31/self-tapes'), async ({ request }) => {
        writes.push(`request ${JSON.stringify(await request.json())}`)
        return ok({ ...REQUEST, id: 6 }, 'sent')
      }),
      http.put(apiUrl('/self-tapes/6/script'), ({ request }) => {
        // jsdom's File is not the fetch of Node's Blob: its type is what can be checked here.
        writes.push(`script ${request.headers.get('content-type')}`)
        // The first try is refused: the retry must send the script alone.
        return writes.filter((line) => line.startsWith('script')).length === 1
          ? fail(400, 'VALIDATION_FAILED', 'The script must be a PDF file.')
          : ok({ ...REQUEST, id: 6 })
      }),
      http.put(apiUrl('/self-tapes/5/answers/71/seen'), () => {
        writes.push('seen 71')
        return ok(null)
      }),
    )
    const { user } = renderWithProviders(<SelfTapesSection castingId={31} />)

    // The answers side by side: a player with its poster, and who has not answered.
    const player = await screen.findByLabelText('Self-tape of Mina Kim')
    expect(player).toHaveAttribute('poster', READY.posterUrl)
    expect(player).toHaveAttribute('preload', 'none')
    // 480p on a phone-sized screen, 720p elsewhere, both signed.
    expect([...player.querySelectorAll('source')].map((source) => source.src)).toEqual([
      READY.video480Url,
      READY.videoUrl,
    ])
    expect(screen.getByText('No answer yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the script (PDF)' })).toHaveAttribute(
      'href',
      REQUEST.scriptUrl,
    )
    await user.click(screen.getByRole('button', { name: 'Mark as seen' }))
    await waitFor(() => expect(writes).toContain('seen 71'))

    await user.click(
      screen.getByRole('button', { name: 'Ask shortlisted applicants for a self-tape' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a self-tape' })
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(within(dialog).getByText('Write what the applicants should record.')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose a deadline in the future.')).toBeInTheDocument()
    expect(writes.filter((line) => line.startsWith('request'))).toEqual([])

    await user.type(
      within(dialog).getByLabelText('What should they record?'),
      'Slate, then scene 2.',
    )
    await user.type(within(dialog).getByLabelText('Deadline'), '2099-03-05T18:00')
    await user.upload(
      within(dialog).getByLabelText('Script (PDF, optional)'),
      new File(['%PDF-1.4 scene'], 'scene.pdf', { type: 'application/pdf' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await within(dialog).findByText('The script must be a PDF file.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(
      await within(dialog).findByText('The request has been sent to the shortlisted applicants.'),
    ).toBeInTheDocument()
    const sent = writes.find((line) => line.startsWith('request')) ?? ''
    expect(sent).toContain('"instructions":"Slate, then scene 2."')
    expect(sent).toContain(`"deadline":"${new Date('2099-03-05T18:00').toISOString()}"`)
    expect(writes.filter((line) => line.startsWith('request'))).toHaveLength(1)
    expect(writes.filter((line) => line === 'script application/pdf')).toHaveLength(2)
  })
})

describe("the applicant's upload panel", () => {
  it('shows the request, uploads over tus to its own route, then says the client saw it', async () => {
    signInWithCookies()
    let answered = false
    server.use(
      http.get(apiUrl('/applications/44/self-tapes'), () =>
        ok(
          (answered
            ? [
                {
                  request: REQUEST,
                  open: true,
                  video: { ...READY, seenAt: '2099-03-02T00:00:00.000Z' },
                },
              ]
            : [{ request: REQUEST, open: true, video: null }]) satisfies ApplicationSelfTapes,
        ),
      ),
    )
    const { user } = renderWithProviders(<SelfTapePanel applicationId={44} />)
    expect(await screen.findByText('Read the first scene to camera.')).toBeInTheDocument()
    expect(screen.getByText('You have not sent your self-tape yet.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(screen.getByText('Choose a video file.')).toBeInTheDocument()
    await user.upload(
      screen.getByLabelText('Your self-tape (MP4, MOV or WebM)'),
      new File(['video bytes'], 'take1.mp4', { type: 'video/mp4' }),
    )
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(uploads).toHaveLength(1))
    expect(new URL(uploads[0]!.options.endpoint).pathname).toBe(
      '/api/applications/44/self-tapes/5/uploads',
    )
    expect(screen.getByText('Sending take1.mp4')).toBeInTheDocument()

    answered = true
    uploads[0]!.options.onSuccess()
    expect(await screen.findByText('Sent and seen by the client.')).toBeInTheDocument()
    expect(screen.getByLabelText('Your self-tape')).toHaveAttribute('poster', READY.posterUrl)
    expect(screen.getByLabelText('Replace your self-tape (MP4, MOV or WebM)')).toBeInTheDocument()
  })
})
