import { PUBLIC_PAGES, WEB_ROUTES } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { visit } from '../support/ui.js'

// Spec §2 routes a guest can open. /mypage/* are checked signed in (mypage.test.ts).
const PUBLIC_ROUTES = [
  ...PUBLIC_PAGES,
  WEB_ROUTES.REGISTER_GOOGLE,
  // Signs out and lands on the home page.
  WEB_ROUTES.REGISTER_SIGN_OUT,
] as const

describe('accessibility of every public route (axe-core: no serious or critical violations)', () => {
  const browser = useBrowser(import.meta.url)

  for (const route of PUBLIC_ROUTES) {
    it(route, async () => {
      const page = await browser.newVisitor()
      await visit(page, route)
      const violations = await blockingViolations(page)
      expect(describeViolations(violations)).toBe('')
    })
  }
})
