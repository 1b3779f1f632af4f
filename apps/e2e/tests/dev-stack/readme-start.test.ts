import { ACTION_LABELS, FIELD_LABELS, LABELS, WEB_ROUTES } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReadmeStack, type ReadmeStack } from '../../src/stack/readme-stack.js'
import { MOBILE, useBrowser } from '../support/browser.js'
import { button, dialog, field, header, visit } from '../support/ui.js'

// The demo accounts `pnpm start` seeds (README), with the default demo password.
const DEMO_CLIENT = 'client@demo.castingnmodel.test'
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demopass1!'

/**
 * Two rendered frames after a dialog appeared: by then a "close" queued by React's
 * development double effect (issue #24) has been handled, so a dialog that is still there
 * stayed open.
 */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

async function expectStaysOpen(page: Page, opened: Locator): Promise<void> {
  await opened.waitFor()
  await afterTwoFrames(page)
  expect(await opened.isVisible()).toBe(true)
  expect(await opened.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true)
}

describe("the README's `pnpm start` (development mode) in a browser", () => {
  let readme: ReadmeStack | undefined
  beforeAll(async () => {
    readme = await startReadmeStack()
  }, 240_000)
  afterAll(async () => {
    await readme?.stop()
  }, 60_000)
  const browser = useBrowser(import.meta.url)
  const visitor = (options: Parameters<typeof browser.newVisitor>[0] = {}) => {
    if (!readme) throw new Error('pnpm start did not come up (see beforeAll)')
    return browser.newVisitor({ ...options, baseURL: readme.webUrl })
  }

  it('opens the sign-up and log-in dialogs, and they stay open', async () => {
    const page = await visitor()
    await visit(page, WEB_ROUTES.HOME)

    await button(header(page), LABELS.SIGN_UP).click()
    const signUp = dialog(page, LABELS.SIGN_UP)
    await expectStaysOpen(page, signUp)
    await page.keyboard.press('Escape')

    await button(header(page), LABELS.LOG_IN_SHORT).click()
    const logIn = dialog(page, LABELS.LOG_IN)
    await expectStaysOpen(page, logIn)
    // Usable, not only visible: the demo client logs in through it.
    await field(logIn, FIELD_LABELS.login.email).fill(DEMO_CLIENT)
    await field(logIn, FIELD_LABELS.login.password).fill(DEMO_PASSWORD)
    await button(logIn, LABELS.LOG_IN).click()
    await button(header(page), LABELS.LOG_OUT).waitFor()
  }, 120_000)

  it("opens the phone menu, and a profile's Propose casting opens its form", async () => {
    const phone = await visitor({ viewport: MOBILE })
    await visit(phone, WEB_ROUTES.HOME)
    await button(header(phone), 'Open menu').click()
    await expectStaysOpen(phone, dialog(phone, 'Menu'))

    const page = await visitor()
    await visit(page, WEB_ROUTES.MODELS)
    // The demo directory: the first card's profile.
    await page.getByRole('list', { name: 'Model profiles' }).getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname.startsWith(`${WEB_ROUTES.MODELS}/`))
    await button(page, 'Propose casting').click()
    const inquiry = dialog(page, ACTION_LABELS.CASTING_INQUIRY)
    await expectStaysOpen(page, inquiry)
    await field(inquiry, FIELD_LABELS.proposal.title).fill('Still open')
  }, 120_000)
})
