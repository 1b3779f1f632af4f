// Journey (issue #29, ADR 0049 and 0054): a client puts a model on a 1st option for a date from
// the profile, the model side says the date is free, the client books the option, which opens
// the booking agreement's draft holding that date; the client completes and sends it, and the
// model side confirms it. Every step waits for what the screen shows, never for time.
import { BOOKING_WEB_ROUTES, OPTION_WEB_ROUTES, webPath, WEB_ROUTES } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { approvedClient, dayFromNow, modelWithProfile, type SignedIn } from '../support/castings.js'
import { en } from '../support/catalogue.js'
import { unique } from '../support/stack.js'
import { button, field, visit } from '../support/ui.js'

const optionsText = (key: string, values?: Record<string, string | number>) =>
  en('options', key, values)
const bookingsText = (key: string, values?: Record<string, string | number>) =>
  en('bookings', key, values)

/** The row of an option on My page > Options whose title names the model. */
const optionRow = (page: Page, stageName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: stageName }) })

describe('journey: an option on a date becomes a confirmed booking agreement', () => {
  const browser = useBrowser(import.meta.url)
  let client: SignedIn
  let model: SignedIn & { modelId: number }
  const stageName = `Haneul ${unique()}`

  beforeAll(async () => {
    client = await approvedClient(browser)
    model = await modelWithProfile(browser, stageName)
  }, 180_000)

  it('the client holds a date, the model side accepts, the client books and sends, the model side confirms', async () => {
    const day = dayFromNow(10)

    // ---- the client places a 1st option from the model's profile ----
    const clientPage = client.page
    browser.showLastScreen(clientPage)
    await visit(clientPage, webPath(WEB_ROUTES.MODEL, { id: model.modelId }))
    await button(clientPage, optionsText('place.open')).click()
    const place = clientPage.getByRole('region', {
      name: optionsText('place.title', { name: stageName }),
    })
    await field(place, optionsText('place.date')).fill(day)
    await button(place, optionsText('place.addDate')).click()
    await button(place, optionsText('place.submit')).click()
    await place.getByText(optionsText('place.done')).waitFor()

    // ---- the model side sees the hold by date and says the date is free ----
    const modelPage = model.page
    browser.showLastScreen(modelPage)
    await visit(modelPage, OPTION_WEB_ROUTES.MYPAGE_OPTIONS)
    const held = optionRow(modelPage, stageName)
    await held.getByText(optionsText('rank.first'), { exact: true }).waitFor()
    await held.getByText(optionsText('status.pending'), { exact: true }).waitFor()
    await button(held, optionsText('actions.accept')).click()
    await held.getByText(optionsText('status.accepted'), { exact: true }).waitFor()

    // ---- the client books the accepted 1st option: straight to the agreement's draft ----
    await visit(clientPage, OPTION_WEB_ROUTES.MYPAGE_OPTIONS)
    const mine = optionRow(clientPage, stageName)
    await mine.getByText(optionsText('status.accepted'), { exact: true }).waitFor()
    await button(mine, optionsText('actions.book')).click()
    await clientPage.waitForURL((url) =>
      url.pathname.startsWith(`${BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS}/`),
    )
    const agreementPath = new URL(clientPage.url()).pathname
    await clientPage.getByText(bookingsText('status.draft'), { exact: true }).waitFor()
    // The draft holds the optioned day as its shoot day.
    await expect.poll(() => field(clientPage, bookingsText('editor.date')).inputValue()).toBe(day)

    // ---- the client completes the terms and sends them ----
    await field(clientPage, bookingsText('editor.place')).fill('Seongsu studio, Seoul')
    await field(clientPage, bookingsText('editor.amount')).fill('500000')
    await field(clientPage, bookingsText('editor.scope')).fill('Online store and Instagram')
    await button(clientPage, bookingsText('editor.send')).click()
    await clientPage.getByText(bookingsText('status.sent'), { exact: true }).waitFor()

    // ---- the model side confirms the agreement; the option reads booked ----
    await visit(modelPage, agreementPath)
    const answer = modelPage.getByRole('region', { name: bookingsText('waitingForYou') })
    await answer.getByText('Online store and Instagram').waitFor()
    await button(answer, bookingsText('answer.accept', { number: 1 })).click()
    await modelPage.getByText(bookingsText('status.confirmed'), { exact: true }).waitFor()
    await visit(modelPage, OPTION_WEB_ROUTES.MYPAGE_OPTIONS)
    await optionRow(modelPage, stageName)
      .getByText(optionsText('status.booked'), { exact: true })
      .waitFor()
  }, 240_000)
})
