import { FIELD_LABELS, LABELS, MESSAGES, UI, WEB_ROUTES } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { fillProposal, proposalFields } from '../support/proposal.js'
import { waitForEmail } from '../support/fakes.js'
import { stack, unique } from '../support/stack.js'
import { button, field, visit } from '../support/ui.js'

const message = FIELD_LABELS.message

/**
 * How long `text` stays on the page once it appears, measured in the page itself so a
 * busy test machine does not blur the 2 s / 3 s of spec §4. Start it before the action.
 */
function timeShown(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (successText) =>
      new Promise<number>((resolve) => {
        let shownAt: number | undefined
        const observer = new MutationObserver(() => {
          const showing = document.body.innerText.includes(successText)
          if (shownAt === undefined && showing) shownAt = performance.now()
          if (shownAt !== undefined && !showing) {
            observer.disconnect()
            resolve(performance.now() - shownAt)
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      }),
    text,
  )
}

describe('journey 6: casting request and contact message reach the mailbox', () => {
  const browser = useBrowser(import.meta.url)

  it('sends a casting request from the footer; the panel closes 2 s after the success text', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.HOME)
    const title = `Spring lookbook ${unique()}`

    await button(page.getByRole('contentinfo'), LABELS.CASTING_REQUEST).click()
    const panel = page.getByRole('region', { name: LABELS.CASTING_REQUEST })
    const values = proposalFields({
      title,
      email: `brand-${unique()}@cnm-e2e.test`,
      modelNumber: '2',
    })
    await fillProposal(panel, values)
    const since = new Date()
    const shownFor = timeShown(page, MESSAGES.PROPOSAL_SUCCESS)
    await button(panel, LABELS.SEND).click()

    await panel.getByRole('status').filter({ hasText: MESSAGES.PROPOSAL_SUCCESS }).waitFor()
    await panel.waitFor({ state: 'detached', timeout: 8000 })
    const stayed = await shownFor
    expect(stayed).toBeGreaterThanOrEqual(UI.PROPOSAL_CLOSE_DELAY_MS - 100)
    expect(stayed).toBeLessThan(UI.PROPOSAL_CLOSE_DELAY_MS + 1000)

    const mail = await waitForEmail({
      to: stack().supportInbox,
      since,
      matching: (email) => email.subject.includes(title),
    })
    expect(mail.text).toContain('Hanbit Apparel')
    expect(mail.text).toContain('Seongsu-dong, Seoul')
  })

  it('sends a message from Contact us; the form closes 3 s after the success text', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.CONTACT_US)
    const title = `Account question ${unique()}`

    const panel = page.getByRole('region', { name: LABELS.LEAVE_US_A_MESSAGE })
    await field(panel, message.name).fill('Seo-yeon Park')
    await field(panel, message.email).fill(`seoyeon-${unique()}@cnm-e2e.test`)
    await field(panel, message.title).fill(title)
    await field(panel, message.content).fill('How do I add a second portfolio?')
    const since = new Date()
    const shownFor = timeShown(page, MESSAGES.MESSAGE_SUCCESS)
    await button(panel, LABELS.SEND).click()

    await panel.getByRole('status').filter({ hasText: MESSAGES.MESSAGE_SUCCESS }).waitFor()
    await field(panel, message.title).waitFor({ state: 'detached', timeout: 9000 })
    const stayed = await shownFor
    expect(stayed).toBeGreaterThanOrEqual(UI.MESSAGE_CLOSE_DELAY_MS - 100)
    expect(stayed).toBeLessThan(UI.MESSAGE_CLOSE_DELAY_MS + 1000)
    // Closed, and it can be opened again.
    await button(panel, LABELS.LEAVE_US_A_MESSAGE).waitFor()

    const mail = await waitForEmail({
      to: stack().supportInbox,
      since,
      matching: (email) => email.subject.includes(title),
    })
    expect(mail.text).toContain('How do I add a second portfolio?')
  })
})
