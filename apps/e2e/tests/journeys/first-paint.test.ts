import { COOKIE, WEB_ROUTES } from '@cnm/contracts'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, useBrowser } from '../support/browser.js'
import { modelWithProfile } from '../support/castings.js'
import { catalogueText, ko } from '../support/catalogue.js'
import { webDir } from '../../src/stack/paths.js'
import { unique } from '../support/stack.js'
import { header, visit } from '../support/ui.js'

/**
 * Sum of every layout shift since the page started (what Lighthouse reports as CLS), read once
 * the page has settled: its fonts loaded and two frames drawn after that. The buffered entries
 * are taken synchronously (takeRecords), so the answer never waits for a timer.
 */
async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    )
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]
    observer.disconnect()
    // A shift right after a click or key press is the answer to it, not counted in CLS.
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, e) => sum + e.value, 0)
  })
}

/** Every page the web build prerendered (scripts/prerender.mjs writes the list). */
const prerenderedPages = Object.keys(
  (
    JSON.parse(readFileSync(path.join(webDir, 'dist', 'prerendered', 'pages.json'), 'utf8')) as {
      pages: Record<string, unknown>
    }
  ).pages,
)

// ADR 0012: the public pages arrive as HTML in the visitor's language, painted before any
// script runs; the app then takes them over (hydration) without anything moving.
describe('first paint: prerendered public pages', () => {
  const browser = useBrowser(import.meta.url)

  // /models with at least one published profile, so results replace the placeholders.
  beforeAll(async () => {
    await modelWithProfile(browser, `Seo-yeon ${unique()}`)
  }, 120_000)

  it('without JavaScript, a Korean visitor reads /models and /castings in Korean and can move between them', async () => {
    const page = await browser.newVisitor({ locale: 'ko-KR', javaScriptEnabled: false })
    await page.goto(WEB_ROUTES.MODELS)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      ko('models', 'page.title'),
    )
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
    await page.getByText(ko('models', 'page.lead')).waitFor()
    expect(await page.title()).toContain(ko('models', 'page.title'))
    // The header's links are plain links: they work before (or without) the app.
    await header(page)
      .getByRole('link', { name: ko('layout', 'nav.castings') })
      .first()
      .click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.CASTINGS)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      ko('castings', 'page.title'),
    )
  })

  it('the remembered language choice wins over the browser language', async () => {
    const page = await browser.newVisitor({ locale: 'ko-KR', javaScriptEnabled: false })
    await page
      .context()
      .addCookies([{ name: COOKIE.LANGUAGE.name, value: 'en', url: browser.webUrl }])
    await page.goto(WEB_ROUTES.MODELS)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      catalogueText('en', 'models', 'page.title'),
    )
  })

  it.each([
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const)(
    'on a %s, /models is taken over by the app without a shift and answers the filters',
    async (_name, viewport) => {
      const page = await browser.newVisitor({ locale: 'ko-KR', viewport })
      await visit(page, WEB_ROUTES.MODELS)
      const grid = page.getByRole('list', { name: ko('models', 'list.label') })
      // The results replace the placeholders once the API answers.
      await grid.locator('article.model-card').first().waitFor()
      expect(await layoutShiftSoFar(page)).toBe(0)
      // Interactive: the sort is a live control that rewrites the URL in place.
      await page.getByLabel(ko('models', 'sort.label')).selectOption('liked')
      await page.waitForURL((url) => url.searchParams.get('sort') === 'liked')
    },
  )

  it.each(
    prerenderedPages.flatMap((page) => [
      [page, 'phone', MOBILE] as const,
      [page, 'desktop', DESKTOP] as const,
    ]),
  )(
    '%s on a %s: nothing moves from the first paint until the page has its data',
    async (page, _name, viewport) => {
      const visitor = await browser.newVisitor({ locale: 'ko-KR', viewport })
      await visit(visitor, page)
      await visitor.waitForLoadState('networkidle')
      expect(await layoutShiftSoFar(visitor)).toBe(0)
    },
  )

  // ADR 0014 "First data from the HTML": the list a page's largest content waits for is
  // requested by the HTML itself, and the app takes that answer instead of asking again.
  it.each([
    WEB_ROUTES.MODELS,
    WEB_ROUTES.K_STARS,
    WEB_ROUTES.AI_RANKINGS,
    WEB_ROUTES.CASTINGS,
    WEB_ROUTES.PARTNERS,
  ])(
    '%s asks the API for its list once, from the HTML, and the app uses that answer',
    async (route) => {
      const visitor = await browser.newVisitor({ locale: 'ko-KR', viewport: MOBILE })
      const apiRequests: string[] = []
      visitor.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/')) apiRequests.push(`${url.pathname}${url.search}`)
      })
      await visit(visitor, route)
      await visitor.waitForLoadState('networkidle')
      const listed = JSON.parse(
        (await visitor.locator('script[data-requests]').getAttribute('data-requests')) ?? '[]',
      ) as { url: string }[]
      expect(listed.length).toBeGreaterThan(0)
      for (const { url } of listed)
        expect(
          apiRequests.filter((sent) => sent === url),
          url,
        ).toHaveLength(1)
      const untaken = await visitor.evaluate(
        () =>
          (window as unknown as { __cnmEarlyRequests?: { url: string }[] }).__cnmEarlyRequests?.map(
            (request) => request.url,
          ) ?? null,
      )
      expect(untaken).toEqual([])
    },
  )

  it('/models on a phone preloads its first row of photos from the early answer, and the cards use those downloads', async () => {
    const visitor = await browser.newVisitor({ locale: 'ko-KR', viewport: MOBILE })
    const photoRequests: string[] = []
    visitor.on('request', (request) => {
      if (request.resourceType() === 'image') photoRequests.push(request.url())
    })
    await visit(visitor, WEB_ROUTES.MODELS)
    const firstPhoto = visitor.locator('.model-card img').first()
    await firstPhoto.waitFor()
    await firstPhoto.evaluate((image: HTMLImageElement) =>
      image.complete ? undefined : image.decode().catch(() => undefined),
    )
    const { preloads, cards } = await visitor.evaluate(() => ({
      preloads: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]'),
      ).map((link) => ({
        srcset: link.getAttribute('imagesrcset'),
        sizes: link.getAttribute('imagesizes'),
        priority: link.getAttribute('fetchpriority'),
      })),
      cards: Array.from(document.querySelectorAll<HTMLImageElement>('.model-card img'))
        .slice(0, 2)
        .map((image) => ({
          srcset: image.getAttribute('srcset'),
          sizes: image.getAttribute('sizes'),
          src: image.currentSrc,
        })),
    }))
    // One preload per photo of the phone's first row, with the card's own srcset and sizes…
    expect(preloads).toEqual(
      cards.map(({ srcset, sizes }) => ({ srcset, sizes, priority: 'high' })),
    )
    // … so the card draws the preloaded file: each was downloaded once.
    const first = cards[0]?.src ?? ''
    expect(first).not.toBe('')
    expect(photoRequests.filter((url) => url === first)).toHaveLength(1)
  })

  it.each(prerenderedPages)(
    '%s on a cold load fetches its code and catalogues beside the entry (modulepreload), none after it',
    async (route) => {
      const visitor = await browser.newVisitor({ locale: 'ko-KR', viewport: DESKTOP })
      const requested: string[] = []
      let ready = false
      visitor.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (!ready && pathname.startsWith('/assets/') && pathname.endsWith('.js'))
          requested.push(pathname)
      })
      const response = await visitor.goto(route)
      ready = true
      const html = (await response?.text()) ?? ''
      const linked = new Set(
        [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
      )
      // Everything the page needed before it was ready was named in its HTML.
      expect(requested.filter((file) => !linked.has(file))).toEqual([])
      expect(requested.length).toBeGreaterThan(1)
      // Where the prerendered text is the largest paint, the page's own code is fetched at low
      // priority (it only makes the page interactive); a photo grid's largest paint is a card
      // that code draws, so there it keeps the default (ADR 0014, "the page's code at low
      // priority").
      const photoGrid = /images(&quot;|")/.test(html)
      const pageCode = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0])
      expect(pageCode.length).toBeGreaterThan(0)
      expect(pageCode.filter((link) => link.includes('fetchpriority="low"')).length).toBe(
        photoGrid ? 0 : pageCode.length,
      )
    },
  )
})
