// What nginx adds in the production shape (E2E_STACK=production, deploy/nginx/, ADR 0038):
// the headers a browser acts on, the language pick of the prerendered pages, the API and the
// photos under the site's own origin, and what it must not expose.
import { API_PATHS, WEB_ROUTES, webPath } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { modelWithProfile } from '../support/castings.js'
import { stack, unique } from '../support/stack.js'
import { visit } from '../support/ui.js'

const site = () => stack().webUrl

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
