import { WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { apiToken, publishedReviewedModel } from '../support/models.js'
import { unique } from '../support/stack.js'
import {
  adminRow,
  approveClientByApi,
  logInAsAdministrator,
  publishedCasting,
  recomputeRankingsNow,
  signedUp,
} from '../support/trust.js'
import { button, visit } from '../support/ui.js'

async function expectNoBlockingViolations(page: Page, scope?: Locator): Promise<void> {
  const violations = await blockingViolations(page, scope)
  expect(describeViolations(violations)).toBe('')
}

// Issue #16's administrator console: each section, signed in as the run's administrator.
const ADMIN_SECTIONS = [
  [WEB_ROUTES.ADMIN, 'Dashboard'],
  [WEB_ROUTES.ADMIN_CLIENTS, 'Client approval'],
  [WEB_ROUTES.ADMIN_MODEL_REVIEWS, 'Model reviews'],
  [WEB_ROUTES.ADMIN_CASTINGS, 'Held castings'],
  [WEB_ROUTES.ADMIN_REPORTS, 'Reports'],
  [WEB_ROUTES.ADMIN_ACCOUNTS, 'Accounts'],
  [WEB_ROUTES.ADMIN_AUDIT_LOG, 'Audit log'],
] as const

describe('accessibility of the admin console (axe-core: no serious or critical violations)', () => {
  const browser = useBrowser(import.meta.url)
  let page: Page

  beforeAll(async () => {
    // A client awaiting approval, so "Client approval" has a row and its actions.
    await signedUp(await browser.newVisitor(), 'client')
    // An approved client's casting that the money-asking rule holds, for "Held castings".
    const poster = await signedUp(await browser.newVisitor(), 'client')
    await approveClientByApi(poster.email)
    await publishedCasting(
      await apiToken(poster),
      `Held lookbook ${unique()}`,
      'held',
      'A registration fee of 50,000 KRW is paid by the model before the shoot.',
    )
    page = await browser.newVisitor()
    await logInAsAdministrator(page)
  }, 120_000)

  for (const [route, title] of ADMIN_SECTIONS) {
    it(route, async () => {
      browser.showLastScreen(page)
      await visit(page, route)
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor()
      // The queue has loaded (a table or its empty state), not only the frame.
      await page.getByText('Loading…').waitFor({ state: 'detached' })
      await expectNoBlockingViolations(page)
    })
  }

  it(`${WEB_ROUTES.ADMIN_CASTINGS} with a held casting and its matched words`, async () => {
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.ADMIN_CASTINGS)
    const held = await adminRow(page, 'Castings', 'Held lookbook')
    await button(held, 'Release').waitFor()
    await expectNoBlockingViolations(page)
  })

  it('the reason dialog (Client approval: Send back), with its error showing', async () => {
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.ADMIN_CLIENTS)
    const table = page.getByRole('table', { name: 'Clients awaiting approval' })
    await button(table, 'Send back').first().click()
    const reason = page.getByRole('dialog', { name: /^Send .* back\?$/ })
    await reason.getByLabel('Reason (the user reads it)').waitFor()
    // Sent empty, so the required-reason error shows as well.
    await button(reason, 'Send back').click()
    await reason.getByText('Write the reason the user will read.').waitFor()
    await expectNoBlockingViolations(page, reason)
    await button(reason, 'Cancel').click()
    await reason.waitFor({ state: 'detached' })
  })
})

describe('accessibility of the trust pages (axe-core: no serious or critical violations)', () => {
  const browser = useBrowser(import.meta.url)
  let page: Page
  let partnerId: number

  beforeAll(async () => {
    // An approved client, so /partners lists somebody and /partners/:id has a page.
    page = await browser.newVisitor()
    const client = await signedUp(page, 'client')
    partnerId = await approveClientByApi(client.email)
    // A published, reviewed model and a ranking run, so /ai-rankings has an entry to explain.
    const modelPage = await browser.newVisitor()
    const model = await signedUp(modelPage, 'model')
    await publishedReviewedModel(modelPage, model, `Hana ${unique()}`)
    await recomputeRankingsNow()
  }, 120_000)

  it(WEB_ROUTES.PARTNERS, async () => {
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.PARTNERS)
    await page
      .getByRole('link', { name: /Hanbit Models/ })
      .first()
      .waitFor()
    await expectNoBlockingViolations(page)
  })

  it(WEB_ROUTES.PARTNER, async () => {
    browser.showLastScreen(page)
    await visit(page, webPath(WEB_ROUTES.PARTNER, { id: partnerId }))
    await page.getByRole('heading', { level: 1, name: /Hanbit Models/ }).waitFor()
    await expectNoBlockingViolations(page)
  })

  it(WEB_ROUTES.K_STARS, async () => {
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.K_STARS)
    await expectNoBlockingViolations(page)
  })

  it(`${WEB_ROUTES.AI_RANKINGS}, a "why" breakdown open`, async () => {
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.AI_RANKINGS)
    const why = page.getByText('Why is this model here?').first()
    await why.click()
    await page
      .getByRole('table', { name: /^How .* score of .* adds up$/ })
      .first()
      .waitFor()
    await expectNoBlockingViolations(page)
  })
})
