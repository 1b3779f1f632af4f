import { describe, expect, it } from 'vitest'
import { CARD_SIZES } from './features/models/components/card-sizes'
import { FIRST_ROW_ON_PHONE } from './lib/early-requests'
import enModels from './locales/en/models.json'
import koCastings from './locales/ko/castings.json'
import koLayout from './locales/ko/layout.json'
import koModels from './locales/ko/models.json'
import {
  languageOfRequest,
  PRERENDERED_ROUTES,
  renderPage,
  renderPageAndRequests,
} from './prerender'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

// What scripts/prerender.mjs writes at build time (ADR 0012): the public pages as a guest
// first sees them, in each language, before any script runs.
describe('prerendered public pages', () => {
  it.each(PRERENDERED_ROUTES.flatMap((route) => [[route, 'en'] as const, [route, 'ko'] as const]))(
    '%s in %s has its title, a heading, the header and the footer',
    async (route, language) => {
      const html = (await renderPage(route, language)) ?? ''
      expect(html).toMatch(/<title>[^<]*Casting N Model<\/title>/)
      expect(html).toMatch(/<h1[\s>]/)
      expect(html).toContain('<header')
      expect(html).toContain('<footer')
    },
  )

  it('/models in Korean carries the Korean title, lead and navigation, with no English left', async () => {
    const html = text((await renderPage('/models', 'ko')) ?? '')
    expect(html).toContain(koModels.page.title)
    expect(html).toContain(koModels.page.lead)
    expect(html).toContain(koLayout.nav.castings)
    expect(html).not.toContain(enModels.page.title)
    expect(html).not.toContain(enModels.page.lead)
  })

  it('/castings in Korean shows its filters and the loading placeholders of the board', async () => {
    const html = (await renderPage('/castings', 'ko')) ?? ''
    expect(text(html)).toContain(koCastings.page.title)
    expect(html).toContain('casting-card--skeleton')
  })
})

describe('the API requests a prerendered page starts from its HTML (ADR 0014)', () => {
  it("are the first render's list, for a guest in the page's language", async () => {
    const models = await renderPageAndRequests('/models', 'ko')
    expect(models?.requests).toEqual([
      {
        url: '/api/models?sort=newest&page=1&pageSize=24',
        init: {
          method: 'GET',
          headers: { accept: 'application/json', authorization: 'Bearer', 'accept-language': 'ko' },
          credentials: 'same-origin',
        },
        // The phone's first row of photos, drawn at the cards' own sizes.
        images: { count: FIRST_ROW_ON_PHONE, sizes: CARD_SIZES },
      },
    ])
    const kStars = await renderPageAndRequests('/k-stars', 'en')
    expect(kStars?.requests.map((request) => request.url)).toEqual(['/api/models/k-stars'])
  })

  it('are none on a page without data from the API', async () => {
    expect((await renderPageAndRequests('/about', 'en'))?.requests).toEqual([])
  })
})

describe('languageOfRequest: which prerendered language a request gets', () => {
  it.each([
    ['the remembered choice wins', { cookie: 'a=1; cnm_lang=ko', acceptLanguage: 'en-US' }, 'ko'],
    [
      'an unknown remembered value is ignored',
      { cookie: 'cnm_lang=fr', acceptLanguage: 'ko' },
      'ko',
    ],
    ['the browser language, region ignored', { acceptLanguage: 'ko-KR,ko;q=0.9,en;q=0.8' }, 'ko'],
    ['by preference, not by order', { acceptLanguage: 'en;q=0.4, ko;q=0.9' }, 'ko'],
    ['unsupported languages are skipped', { acceptLanguage: 'ja-JP, ko;q=0.5' }, 'ko'],
    ['q=0 means "not this one"', { acceptLanguage: 'ko;q=0, en;q=0.1' }, 'en'],
    ['nothing known: English', { acceptLanguage: 'ja, zh' }, 'en'],
    ['no headers: English', {}, 'en'],
  ] as const)('%s', (_case, headers, expected) => {
    expect(languageOfRequest(headers)).toBe(expected)
  })
})
