import {
  ADMIN_CONSOLE_SERVER_MESSAGES,
  API_PATHS,
  FIELD_LABELS,
  LABELS,
  WEB_ROUTES,
} from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { apiToken } from '../support/models.js'
import {
  adminRow,
  liveCasting,
  logInAsAdministrator,
  reportCasting,
  signedUp,
} from '../support/trust.js'
import { unique } from '../support/stack.js'
import { button, expectGuest, field, header, logIn, visit } from '../support/ui.js'

/** The row of an admin table that mentions `text`, on the page shown. */
const rowWith = (page: Page, table: string, text: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text })

/** Confirms the open reason dialog with `reason` (when given) and waits for it to close. */
async function confirmReason(
  page: Page,
  title: RegExp,
  confirm: string,
  reason?: string,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title })
  const text = dialog.getByRole('textbox')
  await text.waitFor()
  if (reason !== undefined) await text.fill(reason)
  await button(dialog, confirm).click()
  await dialog.waitFor({ state: 'detached' })
}

describe('journey: an administrator works the console in the browser', () => {
  const browser = useBrowser(import.meta.url)

  it('approves a client, hides a reported casting and suspends an account, whose session then ends', async () => {
    // ---- a client asks for approval; a model will report the client's casting ----
    const clientPage = await browser.newVisitor()
    const client = await signedUp(clientPage, 'client')
    const modelPage = await browser.newVisitor()
    const model = await signedUp(modelPage, 'model')

    // ---- Client approval ----
    const admin = await browser.newVisitor()
    browser.showLastScreen(admin)
    await logInAsAdministrator(admin, WEB_ROUTES.ADMIN)
    await admin
      .getByRole('navigation', { name: 'Admin console sections' })
      .getByRole('link', { name: 'Client approval' })
      .click()
    const pendingRow = await adminRow(admin, 'Clients awaiting approval', client.email)
    await button(pendingRow, 'Approve').click()
    await confirmReason(admin, /^Approve /, 'Approve')
    await admin.getByText('The client is approved.').waitFor()
    await pendingRow.waitFor({ state: 'detached' })

    // Approved, the client can publish; the model reports the casting.
    const castingTitle = `Fitting day ${unique()}`
    const castingId = await liveCasting(await apiToken(client), castingTitle)
    expect((await callApi('GET', API_PATHS.CASTING(castingId))).status).toBe(200)
    await reportCasting(await apiToken(model), castingId)

    // ---- Reports: the casting in context, hidden with a reason ----
    await visit(admin, WEB_ROUTES.ADMIN_REPORTS)
    const reportRow = await adminRow(admin, 'Reports', castingTitle)
    await reportRow.getByText('Asks for a registration fee in the messages.').waitFor()
    // Axe with a real row in the queue, not only its empty state (tests/accessibility).
    expect(describeViolations(await blockingViolations(admin))).toBe('')
    await button(reportRow, 'Hide content').click()
    await confirmReason(
      admin,
      /^Hide the reported content\?$/,
      'Hide content',
      'Asks talent to pay a fee.',
    )
    await admin.getByText('The content is hidden.').waitFor()
    // Gone from the public pages: a guest gets 404, the page its not-found state.
    expect((await callApi('GET', API_PATHS.CASTING(castingId))).status).toBe(404)

    // ---- Accounts: found by e-mail, suspended ----
    await visit(admin, WEB_ROUTES.ADMIN_ACCOUNTS)
    await field(admin, 'E-mail, name or company').fill(client.email)
    await button(admin.getByRole('main'), 'Search').click()
    // The search narrows the list to the one account: the model's row goes.
    await rowWith(admin, 'Accounts', model.email).waitFor({ state: 'detached' })
    const accountRow = rowWith(admin, 'Accounts', client.email)
    await accountRow.waitFor()
    expect(describeViolations(await blockingViolations(admin))).toBe('')
    await button(accountRow, 'Suspend').click()
    await confirmReason(admin, /^Suspend /, 'Suspend', 'Repeated fee requests to models.')
    await admin.getByText('The account is suspended.').waitFor()
    await accountRow.getByText(/^Suspended since/).waitFor()
    // Each action is in the audit log, newest first, with the reason given.
    await visit(admin, WEB_ROUTES.ADMIN_AUDIT_LOG)
    for (const reason of ['Repeated fee requests to models.', 'Asks talent to pay a fee.']) {
      await rowWith(admin, 'Audit log', reason).waitFor()
    }

    // ---- the suspended client's session has ended; log-in is refused with the reason ----
    browser.showLastScreen(clientPage)
    // My page with a revoked session is a chain (its 401, /register/signOut, then home), so
    // wait for where it ends, the guest's header, not for the first page's heading: on two
    // busy cores the chain outran a single 15 s heading wait in a CI-like run.
    await clientPage.goto(WEB_ROUTES.MYPAGE)
    await button(header(clientPage), LABELS.LOG_IN_SHORT).waitFor({ timeout: 45_000 })
    await expectGuest(clientPage)
    const logInDialog = await logIn(clientPage, client.email, client.password)
    await logInDialog.getByText(ADMIN_CONSOLE_SERVER_MESSAGES.ACCOUNT_SUSPENDED).waitFor()
    await expect(apiToken(client)).rejects.toThrow(/HTTP 403|HTTP 401/)
    expect(await field(logInDialog, FIELD_LABELS.login.email).inputValue()).toBe(client.email)
  }, 240_000)

  it('shows a member who opens /admin the ordinary not-found page', async () => {
    const page = await browser.newVisitor()
    await signedUp(page, 'model')
    await visit(page, WEB_ROUTES.ADMIN)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Admin console sections' }).count()).toBe(0)
  }, 90_000)
})
