import { LANGUAGES, WEB_ROUTES } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { DESKTOP, useBrowser } from '../support/browser.js'
import { approvedClient, modelWithProfile, publishedCastingByApi } from '../support/castings.js'
import { catalogueText } from '../support/catalogue.js'
import { apiToken } from '../support/models.js'
import { unique } from '../support/stack.js'
import { expectFocused, visit } from '../support/ui.js'

// Issue #26, ADR 0041: on a phone the results of /models and /castings come first; the filters
// sit behind a "Filters" button that says how many are set and opens them in a sheet (a
// native modal <dialog>). From 960 px the same dialog stands beside the results. The pages
// are prerendered without a query string and hydrated: a URL with filters must not make the
// first client render differ from the HTML (React reports that as error #418 or #425).
const PHONE = { width: 390, height: 844 }

/** React's production hydration errors (mismatched text or elements), as it logs them. */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)|hydrat/i

function hydrationErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message)
  })
  return errors
}

/** The top of the element in the viewport (the page is not scrolled by the test). */
const topInViewport = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top)

describe('journey: list filters on a phone (issue #26)', () => {
  const browser = useBrowser(import.meta.url)
  const stageName = `Filter ${unique()}`
  const castingTitle = `Filter look ${unique()}`

  beforeAll(async () => {
    await modelWithProfile(browser, stageName)
    const client = await approvedClient(browser)
    await publishedCastingByApi(await apiToken(client.person), castingTitle)
  }, 180_000)

  const lists = () =>
    [
      {
        route: WEB_ROUTES.MODELS,
        namespace: 'models',
        card: 'article.model-card',
        // Two filters (the search and "reviewed only"); the sort is not one.
        query: `?q=${encodeURIComponent(stageName)}&reviewedOnly=true&sort=newest`,
        active: 2,
      },
      {
        route: WEB_ROUTES.CASTINGS,
        namespace: 'castings',
        card: 'article.casting-card',
        query: `?q=${encodeURIComponent(castingTitle)}`,
        active: 1,
      },
    ] as const

  for (const language of LANGUAGES) {
    it(`/models and /castings at 390 px in ${language}, with a query string: results first, the filters in a sheet`, async () => {
      const common = (key: string, count?: number) =>
        catalogueText(language, 'common', key).replace('{{count}}', String(count))
      const page = await browser.newVisitor({
        viewport: PHONE,
        locale: language === 'ko' ? 'ko-KR' : 'en-US',
      })
      const errors = hydrationErrors(page)
      for (const { route, namespace, card, query, active } of lists()) {
        await visit(page, `${route}${query}`)
        expect(await page.locator('html').getAttribute('lang')).toBe(language)
        await page.locator(card).first().waitFor()
        // The filter form takes no room: the first result is on the first screen.
        const search = page.getByRole('search', {
          name: catalogueText(language, namespace, 'filters.label'),
        })
        expect(await search.isVisible()).toBe(false)
        expect(await topInViewport(page, card)).toBeLessThan(PHONE.height)

        // The count joins once the app has taken the page over.
        const opener = page.getByRole('button', {
          name: common('filterSheet.openActive', active),
          exact: true,
        })
        await opener.waitFor()
        const sheet = page.getByRole('dialog', { name: common('filterSheet.title') })

        await opener.click()
        await search.waitFor()
        await expect
          .poll(() => sheet.evaluate((element) => element.contains(document.activeElement)))
          .toBe(true)
        expect(describeViolations(await blockingViolations(page, sheet))).toBe('')
        await page.keyboard.press('Escape')
        await sheet.waitFor({ state: 'hidden' })
        await expectFocused(opener)

        await opener.click()
        await page
          .getByRole('button', { name: common('filterSheet.showResults'), exact: true })
          .click()
        await sheet.waitFor({ state: 'hidden' })
        await expectFocused(opener)
        expect(await topInViewport(page, card)).toBeLessThan(PHONE.height)
      }
      expect(errors).toEqual([])
    })
  }

  it('/models and /castings at 1440 px, with a query string: the filters beside the results, no Filters button', async () => {
    const page = await browser.newVisitor({ viewport: DESKTOP })
    const errors = hydrationErrors(page)
    for (const { route, namespace, card, query } of lists()) {
      await visit(page, `${route}${query}`)
      await page.locator(card).first().waitFor()
      await page
        .getByRole('search', { name: catalogueText('en', namespace, 'filters.label') })
        .waitFor()
      expect(
        await page
          // "Clear filters" stays: only the sheet's button goes.
          .getByRole('button', { name: /^Filters(, \d+ active)?$/ })
          .isVisible(),
      ).toBe(false)
      expect(describeViolations(await blockingViolations(page))).toBe('')
    }
    expect(errors).toEqual([])
  })
})
