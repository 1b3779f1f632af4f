import { SERVICE_TYPE, type IntroVideo } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import {
  buildOwnerProfile,
  serveModelInfos,
  serveMyModels,
  serveOwnerModel,
} from '@/testing/models'
import { renderApp } from '@/testing/render-app'
import { secondsLeft } from '@/lib/video-upload'

/** A stand-in tus upload the test drives: progress, success and errors come when it says so. */
interface FakeUploadOptions {
  endpoint: string
  metadata: Record<string, string>
  onBeforeRequest: (request: { setHeader(name: string, value: string): void }) => void
  onProgress: (loaded: number, total: number) => void
  onSuccess: () => void
  onError: (error: unknown) => void
}
const uploads: { file: File; options: FakeUploadOptions; aborted: boolean; started: boolean }[] = []

vi.mock('tus-js-client', () => ({
  Upload: class {
    entry: (typeof uploads)[number]
    constructor(file: File, options: FakeUploadOptions) {
      this.entry = { file, options, aborted: false, started: false }
      uploads.push(this.entry)
    }
    start() {
      this.entry.started = true
    }
    abort() {
      this.entry.aborted = true
      return Promise.resolve()
    }
  },
}))

afterEach(() => {
  uploads.length = 0
})

const video = (overrides: Partial<IntroVideo> = {}): IntroVideo => ({
  id: '6c1b9392-3a7e-4fbb-a31a-1eff5f9fb4a5',
  kind: 'walking',
  title: null,
  status: 'processing',
  failureReason: null,
  durationSeconds: 12,
  videoUrl: null,
  video480Url: null,
  posterUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

function openVideos(state: { videos: IntroVideo[] }) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
  serveModelInfos()
  serveMyModels([])
  const model = buildOwnerProfile()
  serveOwnerModel(model)
  server.use(http.get(apiUrl(`/models/${model.id}/videos`), () => ok(state.videos)))
  return renderApp(`/mypage/model/${model.id}/edit?step=photos`)
}

describe('intro video manager', () => {
  it('uploads with a progress bar and time left, then lists the video as processing', async () => {
    const state = { videos: [] as IntroVideo[] }
    const { user } = openVideos(state)
    expect(await screen.findByText(/No intro videos yet/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Title'), 'walking')
    const file = new File(['x'.repeat(4000)], 'walk.mov', { type: 'video/quicktime' })
    await user.upload(screen.getByLabelText('Video file'), file)
    await user.click(screen.getByRole('button', { name: 'Upload video' }))

    expect(uploads).toHaveLength(1)
    const [upload] = uploads
    expect(upload!.started).toBe(true)
    expect(upload!.options.endpoint).toBe(apiUrl('/models/7/video-uploads'))
    expect(upload!.options.metadata).toMatchObject({ kind: 'walking' })
    const headers: Record<string, string> = {}
    upload!.options.onBeforeRequest({ setHeader: (name, value) => (headers[name] = value) })
    expect(headers.Authorization).toBe('Bearer access-token')

    act(() => upload!.options.onProgress(1000, 4000))
    const bar = screen.getByRole('progressbar', { name: 'Uploading walk.mov' })
    expect(bar).toHaveAttribute('value', '25')
    expect(screen.getByText(/25%/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument()

    state.videos = [video()]
    act(() => upload!.options.onSuccess())
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    const item = await screen.findByText('Walking', { selector: '.intro-videos__name' })
    expect(within(item.closest('li')!).getByText('Processing…')).toBeInTheDocument()
  })

  it("shows the API's reason when a file is refused, and cancels an upload", async () => {
    const { user } = openVideos({ videos: [] })
    await screen.findByText(/No intro videos yet/)
    await user.upload(
      screen.getByLabelText('Video file'),
      new File(['not a video'], 'notes.mp4', { type: 'video/mp4' }),
    )
    await user.click(screen.getByRole('button', { name: 'Upload video' }))
    const message = 'This file is not a video we can use. Upload an MP4, MOV or WebM file.'
    act(() =>
      uploads[0]!.options.onError({
        originalResponse: {
          getStatus: () => 400,
          getBody: () => JSON.stringify({ code: 'VALIDATION_FAILED', message }),
        },
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(message)

    await user.upload(
      screen.getByLabelText('Video file'),
      new File(['y'.repeat(100)], 'second.mp4', { type: 'video/mp4' }),
    )
    await user.click(screen.getByRole('button', { name: 'Upload video' }))
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(uploads[1]!.aborted).toBe(true)
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks for a title of its own for "Other"', async () => {
    const { user } = openVideos({ videos: [] })
    await screen.findByText(/No intro videos yet/)
    await user.selectOptions(screen.getByLabelText('Title'), 'other')
    await user.upload(screen.getByLabelText('Video file'), new File(['z'], 'a.webm'))
    await user.click(screen.getByRole('button', { name: 'Upload video' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Give this video a title.')
    expect(uploads).toHaveLength(0)
  })

  it('estimates the time left from the rate so far', () => {
    expect(secondsLeft({ loaded: 0, total: 100, startedAt: 0 }, 1000)).toBeNull()
    expect(secondsLeft({ loaded: 25, total: 100, startedAt: 0 }, 10_000)).toBe(30)
  })
})
