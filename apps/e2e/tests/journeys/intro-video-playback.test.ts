import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { API_PATHS, bearer, type IntroVideo, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { MOBILE, useBrowser } from '../support/browser.js'
import { modelWithProfile } from '../support/castings.js'
import { en } from '../support/catalogue.js'
import { apiToken } from '../support/models.js'
import { stack, unique } from '../support/stack.js'
import { visit } from '../support/ui.js'

// Issue #31, ADR 0052: an intro video uploaded over tus in two chunks, made playable by the
// real job (720p and 480p H.264/AAC), then played by Debian's Chromium on the public profile
// page: the <video> element reaches HAVE_CURRENT_DATA (readyState >= 2). A desktop plays the
// 720p file, a phone-sized screen the 480p one.

const run = promisify(execFile)

/** A 10-second test pattern with a tone, as a phone would send it (H.264/AAC in a MOV). */
async function clip(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-e2e-intro-video-'))
  try {
    const file = path.join(folder, 'intro.mov')
    await run('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=duration=10:size=960x540:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=10'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', file],
    ])
    return await readFile(file)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** tus 1.0 as tus-js-client speaks it: creation, then the bytes in two PATCHes. */
async function uploadIntroVideo(token: string, modelId: number, bytes: Buffer): Promise<void> {
  const tus = { 'tus-resumable': '1.0.0', authorization: bearer(token) }
  const created = await fetch(`${stack().apiUrl}${API_PATHS.MODEL_VIDEO_UPLOADS(modelId)}`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `kind ${Buffer.from('intro').toString('base64')}`,
    },
  })
  expect(created.status).toBe(201)
  // Absolute, on the API's public address (the web origin's /api in this stack).
  const uploadUrl = created.headers.get('location') as string
  const half = Math.floor(bytes.length / 2)
  for (const [offset, end] of [
    [0, half],
    [half, bytes.length],
  ] as const) {
    const sent = await fetch(uploadUrl, {
      method: 'PATCH',
      headers: {
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes.subarray(offset, end)),
    })
    expect(sent.status, await sent.text()).toBe(204)
  }
}

/** What the element has buffered and which file the browser chose. */
const playerState = (player: Locator) =>
  player.evaluate((video: HTMLVideoElement) => ({
    readyState: video.readyState,
    currentSrc: video.currentSrc,
    error: video.error?.message ?? null,
  }))

describe('journey 31: an intro video plays on the profile page', () => {
  const browser = useBrowser(import.meta.url)

  it('is processed and played by Chromium, 720p on a desktop and 480p on a phone', async () => {
    const stageName = `Dara ${unique()}`
    const model = await modelWithProfile(browser, stageName)
    const token = await apiToken(model.person)
    await uploadIntroVideo(token, model.modelId, await clip())
    await expect
      .poll(
        async () => {
          const list = await callApi<IntroVideo[]>('GET', API_PATHS.MODEL_VIDEOS(model.modelId))
          return list.body.data.map((video) => video.status)
        },
        { timeout: 120_000, interval: 500 },
      )
      .toEqual(['ready'])

    const label = en('models', 'videos.kinds.intro')
    for (const [viewport, file] of [
      [undefined, '/video.mp4'],
      [MOBILE, '/video-480.mp4'],
    ] as const) {
      const page = await browser.newVisitor(viewport ? { viewport } : {})
      browser.showLastScreen(page)
      await visit(page, webPath(WEB_ROUTES.MODEL, { id: model.modelId }))
      const player = page.getByLabel(label, { exact: true })
      await player.waitFor()
      expect(await player.getAttribute('poster')).toContain('poster.jpg')
      // preload="none": nothing is fetched before play.
      expect((await playerState(player)).readyState).toBe(0)
      // Muted, as a tap on a phone may start it without sound rules in the way.
      await player.evaluate((video: HTMLVideoElement) => {
        video.muted = true
        return video.play()
      })
      await expect
        .poll(async () => (await playerState(player)).readyState, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(2)
      const state = await playerState(player)
      expect(state.error).toBeNull()
      expect(new URL(state.currentSrc).pathname.endsWith(file)).toBe(true)
    }
  }, 300_000)
})
