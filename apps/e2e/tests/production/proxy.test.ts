// What nginx adds in the production shape (E2E_STACK=production, deploy/nginx/, ADR 0038):
// the headers a browser acts on, the language pick of the prerendered pages, the API and the
// photos under the site's own origin, and what it must not expose.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { API_PATHS, WEB_ROUTES, bearer, webPath, type IntroVideo } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { modelWithProfile } from '../support/castings.js'
import { stack, unique } from '../support/stack.js'
import { visit } from '../support/ui.js'

const site = () => stack().webUrl

/** A 2-second clip of ffmpeg's test pattern (H.264 MP4), made for this run and removed. */
async function testClip(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-proxy-clip-'))
  const file = path.join(folder, 'clip.mp4')
  try {
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2'],
      ...['-pix_fmt', 'yuv420p', file],
    ]).catch((error: Error) => {
      throw new Error(
        `ffmpeg could not make the test clip (${error.message}); install it: apt-get install ffmpeg`,
      )
    })
    return await readFile(file)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

describe('the production shape behind nginx', () => {
  const browser = useBrowser(import.meta.url)

  it('serves pages with the security headers, frame-ancestors included, and no HSTS over http', async () => {
    const page = await fetch(`${site()}/about`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('strict-transport-security')).toBeNull()
    expect(page.headers.get('vary')).toContain('Accept-Language')
    // A deep link the app draws itself still gets the app.
    const deep = await fetch(`${site()}/mypage/messages`)
    expect(deep.status).toBe(200)
    expect(deep.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('picks the prerendered page by the language cookie, then Accept-Language', async () => {
    const html = async (headers: Record<string, string>) =>
      (await fetch(`${site()}/about`, { headers })).text()
    expect(await html({ 'accept-language': 'ko-KR,ko;q=0.9' })).toMatch(/<html[^>]*lang="ko"/)
    expect(await html({ 'accept-language': 'en-US' })).toMatch(/<html[^>]*lang="en"/)
    expect(await html({ 'accept-language': 'ko', cookie: 'cnm_lang=en' })).toMatch(
      /<html[^>]*lang="en"/,
    )
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const index = await (await fetch(`${site()}/`)).text()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1]
    expect(script, 'a hashed script in index.html').toBeDefined()
    const asset = await fetch(`${site()}${script}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
  })

  it('serves the installable app: its manifest, linked from the pages, its icons and an uncached service worker', async () => {
    const home = await (await fetch(`${site()}/`, { headers: { 'accept-language': 'ko' } })).text()
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
    const answer = await fetch(`${site()}/manifest.webmanifest`)
    expect(answer.headers.get('content-type')).toBe('application/manifest+json')
    const manifest = (await answer.json()) as { name: string; icons: { src: string }[] }
    expect(manifest.name).toContain('캐스팅엔모델')
    for (const icon of manifest.icons) {
      const png = await fetch(`${site()}${icon.src}`)
      expect({ src: icon.src, type: png.headers.get('content-type') }).toEqual({
        src: icon.src,
        type: 'image/png',
      })
    }
    const worker = await fetch(`${site()}/sw.js`)
    expect(worker.headers.get('content-type')).toMatch(/javascript/)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
  })

  it('proxies the API with the request id it was given, and hides /metrics', async () => {
    const id = `e2e-${unique()}`
    const health = await fetch(`${site()}/api${API_PATHS.HEALTH}`, {
      headers: { 'x-request-id': id },
    })
    expect(health.status).toBe(200)
    expect(health.headers.get('x-request-id')).toBe(id)
    expect((await fetch(`${site()}/api/metrics`)).status).toBe(404)
  })

  it('takes a resumable video upload whose chunks reach different instances, and plays it in ranges', async () => {
    const model = await modelWithProfile(browser, `Video ${unique()}`)
    const login = await fetch(`${site()}/api${API_PATHS.LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: model.person.email, password: model.person.password }),
    })
    expect(login.status).toBe(200)
    const { token } = ((await login.json()) as { data: { token: string } }).data
    const headers = { authorization: bearer(token), 'tus-resumable': '1.0.0' }
    const clip = await testClip()

    const created = await fetch(`${site()}/api${API_PATHS.MODEL_VIDEO_UPLOADS(model.modelId)}`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(clip.length),
        'upload-metadata': `kind ${Buffer.from('intro').toString('base64')}`,
      },
    })
    expect(created.status).toBe(201)
    // The upload's address is under the site's own /api, where the next requests go.
    const location = created.headers.get('location') ?? ''
    expect(location.startsWith(`${site()}/api/models/${model.modelId}/video-uploads/`)).toBe(true)

    // Three requests in a row: nginx hands them out in turn, so they reach both instances.
    const half = Math.floor(clip.length / 2)
    const send = (offset: number, chunk: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...headers,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(chunk),
      })
    expect((await send(0, clip.subarray(0, half))).status).toBe(204)
    const head = await fetch(location, { method: 'HEAD', headers })
    expect(head.headers.get('upload-offset')).toBe(String(half))
    expect((await send(half, clip.subarray(half))).status).toBe(204)

    const videosUrl = `${site()}/api${API_PATHS.MODEL_VIDEOS(model.modelId)}`
    let video: IntroVideo | undefined
    await expect
      .poll(
        async () => {
          const answer = await fetch(videosUrl, { headers: { authorization: bearer(token) } })
          video = ((await answer.json()) as { data: IntroVideo[] }).data[0]
          return video?.status
        },
        { timeout: 120_000 },
      )
      .toBe('ready')
    const range = await fetch(video!.videoUrl!, {
      headers: { authorization: bearer(token), range: 'bytes=0-99' },
    })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-type')).toBe('video/mp4')
    expect((await range.arrayBuffer()).byteLength).toBe(100)
  }, 180_000)

  it("shows a model's photos from the bucket under the site's own /media", async () => {
    const model = await modelWithProfile(browser, `Proxy ${unique()}`)
    const page = await browser.newVisitor()
    await visit(page, webPath(WEB_ROUTES.MODEL, { id: model.modelId }))
    const photo = page.locator(`img[src^="${site()}/media/"]`).first()
    await photo.waitFor()
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })
})
