import { WEB_ROUTES } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { catalogueText } from '../support/catalogue.js'
import { button, dialog, header, visit } from '../support/ui.js'

// Issue #19: axe passes in both languages. The browser's language picks the page's (ADR 0014);
// every route and modal is checked in English by routes.test.ts and modals.test.ts, the main
// ones here in both, each with <html lang> set to the language shown.
const LANGUAGES = [
  { language: 'en', locale: 'en-US' },
  { language: 'ko', locale: 'ko-KR' },
] as const
const MAIN_ROUTES = [
  WEB_ROUTES.HOME,
  WEB_ROUTES.CASTINGS,
  WEB_ROUTES.MODELS,
  WEB_ROUTES.ABOUT,
  WEB_ROUTES.HOW_IT_WORKS,
  WEB_ROUTES.SAFETY_AND_TRUST,
  WEB_ROUTES.CONTACT_US,
] as const

async function expectNoBlockingViolations(page: Page, scope?: Locator): Promise<void> {
  const violations = await blockingViolations(page, scope)
  expect(describeViolations(violations)).toBe('')
}

describe('accessibility in English and Korean (axe-core: no serious or critical violations)', () => {
  const browser = useBrowser(import.meta.url)

  for (const { language, locale } of LANGUAGES) {
    const text = (namespace: string, key: string) => catalogueText(language, namespace, key)

    for (const route of MAIN_ROUTES) {
      it(`${route} in ${language}`, async () => {
        const page = await browser.newVisitor({ locale })
        await visit(page, route)
        expect(await page.locator('html').getAttribute('lang')).toBe(language)
        await expectNoBlockingViolations(page)
      })
    }

    it(`the sign-up form with its field errors, in ${language}`, async () => {
      const page = await browser.newVisitor({ locale })
      await visit(page, WEB_ROUTES.HOME)
      await button(header(page), text('layout', 'account.signUp')).click()
      const signUp = dialog(page, text('layout', 'dialogs.signUp'))
      await button(signUp, text('auth', 'signUpWithEmail')).click()
      await button(signUp, text('auth', 'signUp')).click()
      await signUp.getByText(text('messages', 'REQUIRED')).first().waitFor()
      await expectNoBlockingViolations(page, signUp)
    })
  }
})
