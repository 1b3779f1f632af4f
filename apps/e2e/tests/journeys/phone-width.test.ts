import { LANGUAGES } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { openSettled, signedInWalkers, type SignedInWalker } from '../support/walk.js'

// Issue #26: nothing scrolls sideways on a phone. Every signed-in page (My page for a model
// and a client, the admin console), in English and Korean, at 360 px (the narrowest common
// Android width) and 390 px (an iPhone): the document is no wider than the screen.
const PHONE_WIDTHS = [360, 390] as const
const PHONE_HEIGHT = 800

/** What sticks out on the right: the document's width and the widest elements beyond the screen. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const screen = document.documentElement.clientWidth
    const width = document.documentElement.scrollWidth
    if (width <= screen) return null
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
      // The innermost ones say most: an element whose children stick out is only their box.
      .filter(
        (element) =>
          !Array.from(element.children).some(
            (child) => child.getBoundingClientRect().right > screen + 0.5,
          ),
      )
      .slice(0, 3)
      .map((element) => {
        const name = element.tagName.toLowerCase()
        const className =
          typeof element.className === 'string' ? element.className.split(' ')[0] : ''
        return `${name}${className ? `.${className}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`
      })
    return `${width} px (${culprits.join(', ')})`
  })

describe('journey: every signed-in page fits a phone (issue #26)', () => {
  const browser = useBrowser(import.meta.url)
  let walkers: SignedInWalker[] = []

  beforeAll(async () => {
    walkers = await signedInWalkers(browser)
  }, 180_000)

  // The administrator is one account shared by every file, and files run two at a time: its
  // saved language switched to Korean here would leak into another file's admin journey (a CI
  // run met the dashboard in Korean). The console's screens share the My page layout that the
  // model's and client's walks hold to the phone's width.
  for (const role of ['model', 'client'] as const) {
    it(`as a ${role}, at 360 and 390 px, in English and Korean`, async () => {
      const walker = walkers.find((candidate) => candidate.role === role)
      if (!walker) throw new Error(`no ${role}`)
      const { page } = walker
      browser.showLastScreen(page)
      const wide: string[] = []
      for (const language of LANGUAGES) {
        await walker.useLanguage(language)
        for (const route of walker.routes) {
          await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT })
          await openSettled(page, route)
          expect(await page.locator('html').getAttribute('lang')).toBe(language)
          for (const width of PHONE_WIDTHS) {
            await page.setViewportSize({ width, height: PHONE_HEIGHT })
            const overflow = await overflowOf(page)
            if (overflow) wide.push(`${route} in ${language} at ${width}: ${overflow}`)
          }
        }
      }
      expect(wide).toEqual([])
    }, 240_000)
  }
})
