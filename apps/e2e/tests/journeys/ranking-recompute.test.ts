import { AUDIT_ACTIONS, RANKING_SERVER_MESSAGES, WEB_ROUTES } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { logInAsAdministrator } from '../support/trust.js'
import { en } from '../support/catalogue.js'
import { button, visit } from '../support/ui.js'

describe('journey: an administrator recomputes the AI ranking', () => {
  const browser = useBrowser(import.meta.url)

  it('asks for a recomputation on the dashboard and sees the worker finish it', async () => {
    const admin = await browser.newVisitor()
    browser.showLastScreen(admin)
    await logInAsAdministrator(admin, WEB_ROUTES.ADMIN)
    const panel = admin.getByRole('region', { name: 'AI rankings' })
    await panel.getByText(/^(Last computed: |No profile is ranked yet\.)/).waitFor()
    const recompute = button(panel, 'Recompute rankings')
    // Enabled once a run the workers started on their own (an empty ranking) has ended.
    await expect.poll(() => recompute.isEnabled(), { timeout: 30_000 }).toBe(true)
    await recompute.click()
    await admin.getByText(RANKING_SERVER_MESSAGES.RECOMPUTATION_QUEUED).waitFor()
    // The API's own pg-boss worker runs the job; the panel polls until it is done.
    await panel.getByText(/^Recomputation finished at .*ranking entries written/).waitFor({
      timeout: 30_000,
    })
    await recompute.waitFor()
    expect(await recompute.isEnabled()).toBe(true)
    expect(describeViolations(await blockingViolations(admin))).toBe('')

    // The request is in the audit log.
    await visit(
      admin,
      `${WEB_ROUTES.ADMIN_AUDIT_LOG}?action=${AUDIT_ACTIONS.RANKINGS_RECOMPUTE_REQUESTED}`,
    )
    await admin
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      // Named in the reader's language, not by its stored code (issue #26).
      .filter({ hasText: en('admin', 'audit.actions.rankingsRecomputeRequested') })
      .first()
      .waitFor()
  }, 120_000)
})
