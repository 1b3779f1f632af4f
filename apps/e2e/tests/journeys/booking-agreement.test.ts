import { readFile } from 'node:fs/promises'
import { API_PATHS, BOOKING_WEB_ROUTES, TRUST_API_PATHS, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import {
  approvedClient,
  chip,
  modelWithProfile,
  myCastingText,
  type SignedIn,
} from '../support/castings.js'
import { en } from '../support/catalogue.js'
import { callApi } from '../support/api.js'
import { apiToken } from '../support/models.js'
import { unique } from '../support/stack.js'
import { liveCasting, openWriteDialog, writeReview } from '../support/trust.js'
import { button, field, visit } from '../support/ui.js'

const text = (key: string, values?: Record<string, string | number>) => en('bookings', key, values)
const PHONE = { width: 390, height: 844 }

/** No horizontal scroll at the page's width (ADR 0036). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Opens the booking's agreement from My page > Bookings. */
async function openAgreement(page: Page, title: string): Promise<void> {
  await visit(page, BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS)
  await page.getByRole('link', { name: text('open', { title }) }).click()
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
}

/** Downloads an agreed version's PDF and answers its bytes. */
async function downloadPdf(page: Page, scope: Locator, label: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(scope, label).click(),
  ])
  const file = await download.path()
  if (!file) throw new Error(`the download of "${label}" was not saved`)
  return readFile(file)
}

describe('journey: a booking agreement from the booking to both PDFs', () => {
  const browser = useBrowser(import.meta.url)
  let client: SignedIn
  let model: SignedIn & { modelId: number }
  const stageName = `Jiwoo ${unique()}`

  beforeAll(async () => {
    client = await approvedClient(browser)
    model = await modelWithProfile(browser, stageName)
  }, 180_000)

  /** The model applies (API) and the client books it from the application's page. */
  async function bookInBrowser(title: string): Promise<number> {
    const castingId = await liveCasting(await apiToken(client.person), title)
    const applied = await callApi<{ application: { id: number } }>(
      'POST',
      API_PATHS.CASTING_APPLICATIONS(castingId),
      {
        token: await apiToken(model.person),
        body: { modelId: model.modelId, note: 'Free all week.' },
      },
    )
    expect(applied.status).toBe(201)
    const applicationId = applied.body.data.application.id

    // ---- the client books from the application's page ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await visit(clientPage, webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId }))
    const summary = clientPage.getByRole('region', { name: myCastingText('summary.application') })
    await button(summary, myCastingText('applicants.actionFor.booked', { name: stageName })).click()
    await button(
      clientPage.getByRole('alertdialog', {
        name: myCastingText('applicants.bookTitle', { name: stageName }),
      }),
      myCastingText('applicants.action.booked'),
    ).click()
    await chip(summary, 'applicationStatus', 'booked').waitFor()
    return castingId
  }

  it('the client books and edits the draft, the model side confirms on a phone, both download the PDF', async () => {
    const title = `Spring denim ${unique()}`
    await bookInBrowser(title)
    const { page: clientPage } = client

    // ---- the draft, filled from the casting; the client edits and sends it ----
    await openAgreement(clientPage, title)
    await clientPage.getByText(text('status.draft'), { exact: true }).waitFor()
    await expect.poll(() => field(clientPage, text('editor.amount')).inputValue()).toBe('600000')
    await field(clientPage, text('editor.amount')).fill('650000')
    await field(clientPage, text('editor.special')).fill('Lunch and transport provided')
    expect(describeViolations(await blockingViolations(clientPage))).toBe('')
    await button(clientPage, text('editor.send')).click()
    await clientPage.getByText(text('status.sent'), { exact: true }).waitFor()

    // ---- the model side reads it on a phone and accepts ----
    const modelPage = model.page
    await modelPage.setViewportSize(PHONE)
    browser.showLastScreen(modelPage)
    await visit(modelPage, BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS)
    await modelPage.getByText(text('waitingForYou'), { exact: true }).waitFor()
    await expectNoHorizontalScroll(modelPage)
    await openAgreement(modelPage, title)
    const answer = modelPage.getByRole('region', { name: text('waitingForYou') })
    await answer.getByText('Lunch and transport provided').waitFor()
    await expectNoHorizontalScroll(modelPage)
    expect(describeViolations(await blockingViolations(modelPage))).toBe('')
    await button(answer, text('answer.accept', { number: 1 })).click()
    await modelPage.getByText(text('status.confirmed'), { exact: true }).waitFor()
    await expectNoHorizontalScroll(modelPage)

    // ---- both download the agreed version's PDF ----
    const versions = (page: Page) => page.getByRole('region', { name: text('versions.title') })
    const modelPdf = await downloadPdf(modelPage, versions(modelPage), text('versions.pdfKo'))
    expect(modelPdf.subarray(0, 5).toString()).toBe('%PDF-')
    await clientPage.reload()
    await clientPage.getByText(text('status.confirmed'), { exact: true }).waitFor()
    const clientPdf = await downloadPdf(clientPage, versions(clientPage), text('versions.pdfEn'))
    expect(clientPdf.subarray(0, 5).toString()).toBe('%PDF-')
    // Korean is embedded as a font, so the Korean PDF is the larger by far.
    expect(modelPdf.length).toBeGreaterThan(10_000)
  }, 240_000)

  it('book, confirm, mark paid, confirm receipt, both review', async () => {
    const title = `Autumn knit ${unique()}`
    const castingId = await bookInBrowser(title)
    const { page: clientPage } = client
    const modelPage = model.page
    await modelPage.setViewportSize({ width: 1280, height: 900 })

    // ---- the client sends the draft as filled from the casting; the model side accepts ----
    await openAgreement(clientPage, title)
    await button(clientPage, text('editor.send')).click()
    await clientPage.getByText(text('status.sent'), { exact: true }).waitFor()
    await openAgreement(modelPage, title)
    const answer = modelPage.getByRole('region', { name: text('waitingForYou') })
    await button(answer, text('answer.accept', { number: 1 })).click()
    await modelPage.getByText(text('status.confirmed'), { exact: true }).waitFor()

    // ---- the client marks it paid today; the model side confirms receipt ----
    await openAgreement(clientPage, title)
    const mark = clientPage.getByRole('form', { name: text('pay.markPaid') })
    await field(mark, text('pay.paidOn')).fill(new Date().toISOString().slice(0, 10))
    await field(mark, text('pay.reference')).fill('KB 0042')
    expect(describeViolations(await blockingViolations(clientPage))).toBe('')
    await button(mark, text('pay.markPaid')).click()
    await clientPage.getByText(text('pay.statuses.marked_paid'), { exact: true }).waitFor()
    await openAgreement(modelPage, title)
    await button(modelPage, text('pay.confirm')).click()
    await modelPage.getByText(text('pay.statuses.confirmed'), { exact: true }).waitFor()
    await clientPage.reload()
    await clientPage.getByText(text('pay.statuses.confirmed'), { exact: true }).waitFor()

    // ---- the job is done (the client closes the casting as done); both review each other ----
    const done = await callApi('POST', TRUST_API_PATHS.CASTING_COMPLETE(castingId), {
      token: await apiToken(client.person),
    })
    expect(done.status).toBe(200)
    const clientWords = `On time and prepared, ${stageName}.`
    const modelWords = `Paid on time, as agreed for ${title}.`
    await writeReview(await openWriteDialog(clientPage), 5, clientWords)
    await writeReview(await openWriteDialog(modelPage), 5, modelWords)
    // Double-blind: with both written, each reads the other's review.
    await visit(modelPage, WEB_ROUTES.MYPAGE_REVIEWS)
    await modelPage.getByRole('region', { name: 'Received' }).getByText(clientWords).waitFor()
    await visit(clientPage, WEB_ROUTES.MYPAGE_REVIEWS)
    await clientPage.getByRole('region', { name: 'Received' }).getByText(modelWords).waitFor()
  }, 240_000)
})
