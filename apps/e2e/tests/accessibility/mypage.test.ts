import { BOOKING_WEB_ROUTES, LABELS, OPTION_WEB_ROUTES, WEB_ROUTES } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { button, dialog, visit } from '../support/ui.js'

// Model accounts see every my-page entry, /mypage/model included (docs/decisions/0005).
const MY_PAGE_ROUTES = [
  WEB_ROUTES.MYPAGE,
  WEB_ROUTES.MYPAGE_CASTING,
  // Issue #28: a new account's empty list of booking agreements.
  BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS,
  // Issue #29 (ADR 0054): the options page with its month calendar of day buttons.
  OPTION_WEB_ROUTES.MYPAGE_OPTIONS,
  WEB_ROUTES.MYPAGE_LIKES,
  WEB_ROUTES.MYPAGE_REVIEWS,
  WEB_ROUTES.MYPAGE_MODEL,
] as const

describe('accessibility of the my-page routes, signed in as a model', () => {
  const browser = useBrowser(import.meta.url)
  let page: Page

  beforeAll(async () => {
    page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.HOME)
    await signUpByEmail(page, newPerson('model'))
    await button(dialog(page, LABELS.SIGN_UP), LABELS.CANCEL).click()
  }, 90_000)

  for (const route of MY_PAGE_ROUTES) {
    it(route, async () => {
      browser.showLastScreen(page)
      await visit(page, route)
      await page.getByRole('navigation', { name: 'My page' }).waitFor()
      const violations = await blockingViolations(page)
      expect(describeViolations(violations)).toBe('')
    })
  }
})
