import { MODEL_PHOTO_STATUS, SERVICE_TYPE } from '@cnm/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import {
  buildOwnerProfile,
  buildPhoto,
  photoId,
  serveModelInfos,
  serveMyModels,
  serveOwnerModel,
} from '@/testing/models'
import { renderApp } from '@/testing/render-app'

/**
 * A stand-in XMLHttpRequest the test drives: upload progress and the answer come when the
 * test says so (jsdom's own XHR never reports upload progress).
 */
class ControlledXhr {
  static sent: ControlledXhr[] = []
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  open(_method: string, url: URL | string) {
    this.url = String(url)
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
    ControlledXhr.sent.push(this)
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent))
  }
  answer(status: number, json: unknown) {
    this.status = status
    this.responseText = JSON.stringify(json)
    act(() => this.onload?.())
  }
}

afterEach(() => {
  ControlledXhr.sent = []
  vi.unstubAllGlobals()
})

function openPhotos(model = buildOwnerProfile()) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
  serveModelInfos()
  serveMyModels([])
  const state = serveOwnerModel(model)
  const app = renderApp(`/mypage/model/${model.id}/edit?step=photos`)
  return { ...app, state }
}

const items = async () => {
  await screen.findByRole('heading', { name: 'Photos', level: 2 })
  return [...document.querySelectorAll<HTMLLIElement>('.photo-manager__list > li')]
}

describe('photo manager', () => {
  it('shows a progress bar per file while uploading, then "processing" until the variants exist', async () => {
    const { user, state } = openPhotos(buildOwnerProfile({ photos: [], coverPhotoId: null }))
    await screen.findByRole('heading', { name: 'Photos', level: 2 })
    vi.stubGlobal('XMLHttpRequest', ControlledXhr)
    const files = [
      new File(['a'.repeat(2000)], 'first.jpg', { type: 'image/jpeg' }),
      new File(['b'.repeat(1000)], 'second.png', { type: 'image/png' }),
    ]
    await user.upload(screen.getByLabelText('Add photos'), files)
    expect(ControlledXhr.sent).toHaveLength(2)
    expect(ControlledXhr.sent[0]!.url).toBe(apiUrl('/models/7/photos'))
    expect(ControlledXhr.sent[0]!.headers.Authorization).toBe('Bearer access-token')
    expect((ControlledXhr.sent[0]!.body!.get('file') as File).name).toBe('first.jpg')

    ControlledXhr.sent[0]!.progress(500, 2000)
    const first = screen.getByRole('progressbar', { name: 'Uploading first.jpg' })
    expect(first).toHaveAttribute('value', '500')
    expect(first).toHaveAttribute('max', '2000')
    expect(screen.getByRole('progressbar', { name: 'Uploading second.png' })).toHaveAttribute(
      'value',
      '0',
    )

    // The API stores the original and answers; the photo is pending until the job is done.
    const pending = buildPhoto(1, {
      status: MODEL_PHOTO_STATUS.PENDING,
      variants: [],
      placeholder: null,
      isCover: false,
    })
    state.model = buildOwnerProfile({ photos: [pending], coverPhotoId: null })
    ControlledXhr.sent[0]!.progress(2000, 2000)
    ControlledXhr.sent[0]!.answer(202, { data: pending, message: 'Uploaded.' })
    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Uploading first.jpg' }),
      ).not.toBeInTheDocument(),
    )
    expect(await screen.findByText('Processing…')).toBeInTheDocument()

    // The owner view is polled while a photo is pending; the variants arrive.
    state.model = buildOwnerProfile({
      photos: [buildPhoto(1, { isCover: false })],
      coverPhotoId: null,
    })
    await waitFor(() => expect(screen.queryByText('Processing…')).not.toBeInTheDocument(), {
      timeout: 4000,
    })

    ControlledXhr.sent[1]!.answer(400, {
      code: 'VALIDATION_ERROR',
      message: 'Use a JPEG, PNG or WebP photo.',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Use a JPEG, PNG or WebP photo.')
  })

  it('reorders by keyboard with buttons and Alt+arrows, announcing each move', async () => {
    const orders: unknown[] = []
    server.use(
      http.put(apiUrl('/models/7/photos/order'), async ({ request }) => {
        const body = (await request.json()) as { photoIds: string[] }
        orders.push(body)
        // The API answers the photos in their stored order.
        const photos = body.photoIds.map((id, position) => ({
          ...buildPhoto(Number(id.slice(-12)), { isCover: id === photoId(1) }),
          position,
        }))
        return ok({ coverPhotoId: photoId(1), photos }, 'The photo order has been saved.')
      }),
    )
    const { user, state } = openPhotos()
    const before = await items()
    expect(before.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 3',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ])
    // Later reads of the owner view answer the stored order.
    state.model = buildOwnerProfile({
      photos: [
        buildPhoto(2, { position: 0, isCover: false }),
        buildPhoto(1, { position: 1 }),
        buildPhoto(3, { position: 2, isCover: false }),
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Move Photo 2 of 3 up' }))
    await waitFor(() => expect(orders).toHaveLength(1))
    expect(orders[0]).toEqual({ photoIds: [photoId(2), photoId(1), photoId(3)] })
    expect(screen.getByText('Photo moved from position 2 to 1 of 3.')).toBeInTheDocument()

    state.model = buildOwnerProfile({
      photos: [
        buildPhoto(2, { position: 0, isCover: false }),
        buildPhoto(3, { position: 1, isCover: false }),
        buildPhoto(1, { position: 2 }),
      ],
    })
    const [, second] = await items()
    second!.focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => expect(orders).toHaveLength(2))
    expect(orders[1]).toEqual({ photoIds: [photoId(2), photoId(3), photoId(1)] })
    expect(screen.getByText('Photo moved from position 2 to 3 of 3.')).toBeInTheDocument()
    // A plain arrow key scrolls the page as usual; it moves nothing.
    await user.keyboard('{ArrowUp}')
    expect(orders).toHaveLength(2)
  })

  it('sets the cover and deletes a photo after confirmation', async () => {
    const patches: unknown[] = []
    const deleted: string[] = []
    server.use(
      http.patch(apiUrl('/models/7'), async ({ request }) => {
        const body = (await request.json()) as { coverPhotoId: string }
        patches.push(body)
        return ok({
          model: buildOwnerProfile({
            coverPhotoId: body.coverPhotoId,
            photos: [
              buildPhoto(1, { isCover: false }),
              buildPhoto(2),
              buildPhoto(3, { isCover: false }),
            ],
          }),
        })
      }),
      http.delete(apiUrl('/models/7/photos/:photoId'), ({ params }) => {
        deleted.push(String(params.photoId))
        return ok(null, 'Deleted.')
      }),
    )
    const { user, state } = openPhotos()
    await items()
    expect(screen.getByRole('button', { name: 'Set as cover Photo 1 of 3' })).toBeDisabled()
    state.model = buildOwnerProfile({
      coverPhotoId: photoId(2),
      photos: [buildPhoto(1, { isCover: false }), buildPhoto(2), buildPhoto(3, { isCover: false })],
    })
    await user.click(screen.getByRole('button', { name: 'Set as cover Photo 2 of 3' }))
    await waitFor(() => expect(patches).toEqual([{ coverPhotoId: photoId(2) }]))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set as cover Photo 2 of 3' })).toBeDisabled(),
    )

    const deleteButton = screen.getByRole('button', { name: 'Delete Photo 3 of 3' })
    await user.click(deleteButton)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(deleted).toEqual([])
    expect(deleteButton).toHaveFocus()

    state.model = buildOwnerProfile({
      photos: [buildPhoto(1, { isCover: false }), buildPhoto(2)],
      coverPhotoId: photoId(2),
    })
    await user.click(deleteButton)
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(deleted).toEqual([photoId(3)]))
    await waitFor(async () => expect(await items()).toHaveLength(2))
  })
})
