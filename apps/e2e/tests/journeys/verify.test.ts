// Issue #25 "Outside the platform" (ADR 0042): someone who got a DM about a casting checks
// its code on /verify, learns that an unknown code is not a casting here, and reports the
// impersonation, which an administrator then finds in the reports queue and resolves.
import { API_PATHS, VERIFY_SERVER_MESSAGES, WEB_ROUTES, type CastingDetail } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { useBrowser } from '../support/browser.js'
import { apiToken } from '../support/models.js'
import {
  adminRow,
  approveClientByApi,
  liveCasting,
  logInAsAdministrator,
  signedUp,
} from '../support/trust.js'
import { unique } from '../support/stack.js'
import { button, field, visit } from '../support/ui.js'

describe('journey: checking a casting met outside the platform', () => {
  const browser = useBrowser(import.meta.url)

  it('confirms a real code, refuses an unknown one, and takes an impersonation report to the administrator', async () => {
    // ---- an approved client's live casting, and its public code ----
    const clientPage = await browser.newVisitor()
    const client = await signedUp(clientPage, 'client')
    await approveClientByApi(client.email)
    const title = `Autumn lookbook ${unique()}`
    const castingId = await liveCasting(await apiToken(client), title)
    const detail = await callApi<CastingDetail>('GET', API_PATHS.CASTING(castingId))
    const code = detail.body.data.publicCode
    expect(code).toMatch(/^CNM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)

    // ---- a guest, contacted by DM, finds /verify from the footer ----
    const guest = await browser.newVisitor()
    browser.showLastScreen(guest)
    await visit(guest, WEB_ROUTES.HOME)
    const footerLink = guest.getByRole('contentinfo').getByRole('link', { name: 'Check a casting' })
    expect(await footerLink.getAttribute('href')).toBe(WEB_ROUTES.VERIFY)
    await visit(guest, WEB_ROUTES.VERIFY)
    const lookup = guest.getByRole('region', { name: 'Is it real?' })
    const outcome = lookup.getByRole('status')
    await outcome.getByText('Nothing checked yet').waitFor()

    // Typed as people type it: lower case, without dashes.
    await field(lookup, 'Casting code').fill(code.toLowerCase().replace(/-/g, ' '))
    await button(lookup, 'Check').click()
    await outcome.getByText('This casting is live on Casting N Model').waitFor()
    await outcome.getByText(/posted by .* \(verified account\)/).waitFor()
    await outcome.getByText(/never ask models for money/).waitFor()
    expect(await outcome.getByRole('link', { name: title }).getAttribute('href')).toBe(
      `/castings/${castingId}`,
    )

    // ---- an unknown code says so plainly ----
    await field(lookup, 'Casting code').fill('CNM-2222-2222')
    await button(lookup, 'Check').click()
    await outcome.getByText('No live casting has this code').waitFor()

    // ---- the impersonation report ----
    const claimed = `Fake Broadcast Casting ${unique()}`
    const report = guest.getByRole('region', { name: 'Report an impersonation' })
    await field(report, 'Where were you contacted?').selectOption('instagram')
    await field(report, 'The company or casting code they claimed').fill(claimed)
    await field(report, 'What happened (optional)').fill('Asked for a 50,000 won audition fee.')
    await button(report, 'Send report').click()
    await report
      .getByRole('status')
      .getByText(VERIFY_SERVER_MESSAGES.IMPERSONATION_REPORTED)
      .waitFor()

    // ---- the administrator sees it as an impersonation report and resolves it ----
    const admin = await browser.newVisitor()
    browser.showLastScreen(admin)
    await logInAsAdministrator(admin, WEB_ROUTES.ADMIN_REPORTS)
    const row = await adminRow(admin, 'Reports', claimed)
    await row.getByText('Impersonation').waitFor()
    await row.getByText('Contacted on Instagram').waitFor()
    await row.getByText('Asked for a 50,000 won audition fee.').waitFor()
    await button(row, 'Mark resolved').click()
    const dialog = admin.getByRole('dialog', { name: 'Mark this impersonation report resolved?' })
    await dialog.getByRole('textbox').fill('Reported the account to Instagram.')
    await button(dialog, 'Mark resolved').click()
    await dialog.waitFor({ state: 'detached' })
    await admin.getByText('The report is resolved.').waitFor()
    await row.waitFor({ state: 'detached' })
  }, 240_000)
})
