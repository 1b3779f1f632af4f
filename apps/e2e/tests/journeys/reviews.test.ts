import { WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { completedBooking, openWriteDialog, writeReview } from '../support/trust.js'
import { button, visit } from '../support/ui.js'

const BLIND =
  'Your review stays hidden until the other side has written theirs or the 30-day window closes; then both appear together.'

const section = (page: Page, name: string): Locator => page.getByRole('region', { name })

describe('journey: after a booking both sides review each other, double-blind', () => {
  const browser = useBrowser(import.meta.url)

  it('keeps the first review hidden until the second is written, then shows both together', async () => {
    const clientPage = await browser.newVisitor()
    const modelPage = await browser.newVisitor()
    const booking = await completedBooking(clientPage, modelPage)
    const clientText = `Punctual and professional all day ${booking.stageName}.`
    const modelText = `Clear brief and paid on time, ${booking.castingTitle}.`

    // ---- the client writes first; the dialog says it stays hidden ----
    browser.showLastScreen(clientPage)
    const clientWrite = await openWriteDialog(clientPage)
    await clientWrite.getByText(BLIND).waitFor()
    await clientWrite.getByText(`Booking: ${booking.castingTitle}`).waitFor()
    // Axe on the write dialog, with its required-rating error showing.
    await button(clientWrite, 'Send review').click()
    await clientWrite.getByText('Choose from 1 to 5 stars.').waitFor()
    expect(describeViolations(await blockingViolations(clientPage, clientWrite))).toBe('')
    await writeReview(clientWrite, 5, clientText)
    const clientWritten = section(clientPage, 'Written')
    await clientWritten.getByText(clientText).waitFor()
    await clientWritten
      .getByText('Hidden until the other side writes theirs or the window closes.')
      .waitFor()

    // ---- the model sees that the client wrote, but not what ----
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_REVIEWS)
    const waiting = section(modelPage, 'Waiting for your review')
    await waiting
      .getByText('The other side has written theirs; it appears when you write yours.')
      .waitFor()
    await section(modelPage, 'Received').getByText('No reviews received yet.').waitFor()
    expect(await modelPage.getByText(clientText).count()).toBe(0)
    expect(describeViolations(await blockingViolations(modelPage))).toBe('')
    // Nor on the public profile yet.
    await visit(modelPage, webPath(WEB_ROUTES.MODEL, { id: booking.modelId }))
    await section(modelPage, 'Reviews')
      .getByText(/^No reviews yet\. Clients review a model after a booking/)
      .waitFor()
    expect(await modelPage.getByText(clientText).count()).toBe(0)

    // ---- the model writes theirs: both are released together ----
    await writeReview(await openWriteDialog(modelPage), 4, modelText)
    await section(modelPage, 'Received').getByText(clientText).waitFor()
    await section(modelPage, 'Written').getByText(modelText).waitFor()
    await section(modelPage, 'Waiting for your review')
      .getByText('Nothing to review right now.')
      .waitFor()

    // On the model's profile and on the client's partner page, for anybody to read.
    const guest = await browser.newVisitor()
    browser.showLastScreen(guest)
    await visit(guest, webPath(WEB_ROUTES.MODEL, { id: booking.modelId }))
    await section(guest, 'Reviews').getByText(clientText).waitFor()
    await visit(guest, webPath(WEB_ROUTES.PARTNER, { id: booking.clientId }))
    await section(guest, 'Reviews').getByText(modelText).waitFor()
    expect(describeViolations(await blockingViolations(guest))).toBe('')
    // And the client now reads the model's review of them.
    await visit(clientPage, WEB_ROUTES.MYPAGE_REVIEWS)
    await section(clientPage, 'Received').getByText(modelText).waitFor()
  }, 240_000)
})
