import { API_PATHS, SERVER_MESSAGES, UI, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import {
  applyByApi,
  approvedClient,
  castingsText,
  chip,
  modelWithProfile,
  myCastingRow,
  myCastingText,
  proposalByApi,
  proposalRow,
  publishedCastingByApi,
  searchCastings,
  threadsText,
  type SignedIn,
} from '../support/castings.js'
import { catalogueText, en, ko } from '../support/catalogue.js'
import { apiToken } from '../support/models.js'
import { unique } from '../support/stack.js'
import { adminRow, logInAsAdministrator, publishedCasting } from '../support/trust.js'
import { button, expectFocused, field, header, visit } from '../support/ui.js'

// Issue #15's decisions other than the happy path (casting-loop.test.ts): a model withdraws,
// a client declines, a client closes (a live casting, and one held for review: ADR 0023
// addendum), a model declines a proposal, a client cancels an accepted proposal and a booked
// application, a model cancels a booked application (ADR 0024 addendum). The casting, application or proposal each starts
// from is made through the API; every decision is taken in the browser, and each side's
// screens are read afterwards.

/** The client's applicants of one casting, reached from My Casting as a client would. */
async function openApplicants(page: Page, title: string): Promise<void> {
  await visit(page, WEB_ROUTES.MYPAGE_CASTING)
  await myCastingRow(page, title)
    .getByRole('link', { name: myCastingText('client.viewApplicants') })
    .click()
  await page
    .getByRole('heading', {
      level: 1,
      name: myCastingText('applicants.titleFor', { title }),
    })
    .waitFor()
}

/** A status tab of the applicants page: "Withdrawn (1)". */
const statusTab = (label: string, count: number) =>
  myCastingText('applicants.tab', { label, count })

/** One applicant's card on the applicants page, by the profile's stage name (+ "Reviewed"). */
const applicantCard = (page: Page, stageName: string) =>
  page.getByRole('article', { name: stageName })

/** The part of a cancelled booking's note before its date: "The client cancelled this booking on ". */
const cancelledBy = (by: 'byYou' | 'byClient' | 'byModel') =>
  myCastingText(`cancelled.${by}`, { date: '\u0000' }).split('\u0000')[0] ?? ''

/**
 * Whether the administrator's held-castings queue (/admin/castings) lists `title` on any of
 * its pages, once it has loaded (a table, or its empty state when nothing is held).
 */
async function heldQueueLists(admin: Page, title: string): Promise<boolean> {
  await visit(admin, WEB_ROUTES.ADMIN_CASTINGS)
  await admin.getByText('Loading…').waitFor({ state: 'detached' })
  if ((await admin.getByRole('table', { name: 'Castings' }).count()) === 0) return false
  return adminRow(admin, 'Castings', title).then(
    () => true,
    (error: Error) => {
      if (error.message.startsWith('no row with')) return false
      throw error
    },
  )
}

/**
 * The header's language switch, found by its label in the language the page is in now; for a
 * signed-in user it waits until the API has saved the choice (it answers in the saved one).
 */
async function chooseLanguage(page: Page, language: 'en' | 'ko') {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().endsWith(API_PATHS.USER_LANGUAGE) &&
      response.request().postData()?.includes(`"${language}"`) === true,
  )
  await header(page)
    .getByLabel(catalogueText(language === 'ko' ? 'en' : 'ko', 'layout', 'language.label'), {
      exact: true,
    })
    .selectOption(language)
  expect((await saved).status()).toBe(200)
}

describe('journey 15: withdraw, decline, close, a declined proposal and cancelled bookings, as each side then sees them', () => {
  const browser = useBrowser(import.meta.url)
  let client: SignedIn
  let model: SignedIn & { modelId: number }
  let clientToken: string
  const stageName = `Haneul ${unique()}`

  /** A live casting of the client's with the model's application in it (Submitted). */
  async function castingWithApplication(title: string): Promise<void> {
    const castingId = await publishedCastingByApi(clientToken, title)
    await applyByApi(model.person, castingId, model.modelId, 'Free all of December.')
  }

  /** The client opens a sent proposal's page from My Casting once its row reads `status`. */
  async function openSentProposal(title: string, status: string): Promise<Page> {
    const { page } = client
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.MYPAGE_CASTING)
    const sent = proposalRow(page, 'sent', title)
    await chip(sent, 'proposalStatus', status).waitFor()
    await sent.getByRole('link', { name: title, exact: true }).click()
    // The list row offers the same "Cancel booking" button as the proposal's page: wait for the
    // page itself, or a click can open the row's dialog just before the list goes away.
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    return page
  }

  /** The proposal page's line saying where it stands. */
  const statusLine = (page: Page, status: string) =>
    page.getByRole('status').filter({ hasText: myCastingText(`proposal.statusText.${status}`) })

  beforeAll(async () => {
    client = await approvedClient(browser)
    model = await modelWithProfile(browser, stageName)
    clientToken = await apiToken(client.person)
  }, 180_000)

  it('a model withdraws an application with the keyboard alone; both sides then see it withdrawn', async () => {
    const title = `Denim lookbook ${unique()}`
    await castingWithApplication(title)

    // ---- the model, keyboard only: the question opens, Escape keeps the application ----
    const { page: modelPage } = model
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    const row = myCastingRow(modelPage, title)
    await chip(row, 'applicationStatus', 'submitted').waitFor()
    const withdraw = button(row, myCastingText('model.withdraw'))
    // Withdraw is the next stop after the row's "View casting" link.
    await row.getByRole('link', { name: myCastingText('client.viewCasting') }).focus()
    await modelPage.keyboard.press('Tab')
    await expectFocused(withdraw)
    await modelPage.keyboard.press('Enter')
    const question = modelPage.getByRole('alertdialog', {
      name: myCastingText('model.withdrawTitle', { title }),
    })
    await question.waitFor()
    // Focus starts on the safe answer.
    await expectFocused(button(question, myCastingText('cancel')))
    await modelPage.keyboard.press('Escape')
    await question.waitFor({ state: 'hidden' })
    await expectFocused(withdraw)
    await chip(row, 'applicationStatus', 'submitted').waitFor()

    // ---- Enter, Tab to Withdraw, Enter: withdrawn ----
    await modelPage.keyboard.press('Enter')
    await question.waitFor()
    await modelPage.keyboard.press('Tab')
    await expectFocused(button(question, myCastingText('model.withdraw')))
    await modelPage.keyboard.press('Enter')
    await chip(row, 'applicationStatus', 'withdrawn').waitFor()
    expect(await withdraw.count()).toBe(0)
    // The casting's page says so too.
    await row.getByRole('link', { name: myCastingText('client.viewCasting') }).click()
    await modelPage
      .getByText(
        castingsText('apply.appliedWith', {
          name: stageName,
          status: castingsText('status.withdrawn'),
        }),
      )
      .waitFor()

    // ---- the client: no longer among the applicants to decide on; under Withdrawn, inert ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await openApplicants(clientPage, title)
    const card = applicantCard(clientPage, stageName)
    // "All" lists (and counts) the applications that stand; the page says where this one went.
    await clientPage.getByText(myCastingText('applicants.emptyWithdrawn')).waitFor()
    await button(clientPage, statusTab(myCastingText('applicants.all'), 0)).waitFor()
    expect(await card.count()).toBe(0)
    await button(clientPage, statusTab(myCastingText('applicationStatus.withdrawn'), 1)).click()
    await chip(card, 'applicationStatus', 'withdrawn').waitFor()
    expect(
      await card.getByRole('group', { name: myCastingText('applicants.statusActions') }).count(),
    ).toBe(0)
    expect(
      await card
        .getByRole('checkbox', { name: myCastingText('applicants.select', { name: stageName }) })
        .isDisabled(),
    ).toBe(true)
  }, 60_000)

  it('a client declines an applicant; the model sees Declined, in English and in Korean', async () => {
    const title = `Knitwear catalogue ${unique()}`
    await castingWithApplication(title)

    // ---- the client declines from the applicants page ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await openApplicants(clientPage, title)
    const card = applicantCard(clientPage, stageName)
    await chip(card, 'applicationStatus', 'submitted').waitFor()
    await button(card, myCastingText('applicants.actionFor.declined', { name: stageName })).click()
    // Declining is final, so it is asked for again.
    const question = clientPage.getByRole('alertdialog', {
      name: myCastingText('applicants.declineTitle', { name: stageName }),
    })
    await button(question, myCastingText('applicants.action.declined')).click()
    // It waits with Undo before it is sent and the model told (issue #26); then it is sent.
    await card
      .getByText(
        myCastingText('applicants.declining', {
          name: stageName,
          seconds: UI.DECLINE_UNDO_MS / 1000,
        }),
      )
      .waitFor()
    await button(card, myCastingText('applicants.undoDecline')).waitFor()
    await clientPage
      .getByText(myCastingText('applicants.changed.declined', { name: stageName }))
      .waitFor({ timeout: UI.DECLINE_UNDO_MS + 15_000 })
    await chip(card, 'applicationStatus', 'declined').waitFor()
    // Declined is final: no move is offered from it.
    for (const status of ['shortlisted', 'declined', 'booked']) {
      expect(
        await button(
          card,
          myCastingText(`applicants.actionFor.${status}`, { name: stageName }),
        ).count(),
      ).toBe(0)
    }

    // ---- the model sees Declined, and may no longer withdraw ----
    const { page: modelPage } = model
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    const row = myCastingRow(modelPage, title)
    await chip(row, 'applicationStatus', 'declined').waitFor()
    expect(await button(row, myCastingText('model.withdraw')).count()).toBe(0)
    // In Korean, through the header's language switch; then back (the choice is saved).
    await chooseLanguage(modelPage, 'ko')
    await row.getByText(ko('myCasting', 'applicationStatus.declined'), { exact: true }).waitFor()
    await chooseLanguage(modelPage, 'en')
    await chip(row, 'applicationStatus', 'declined').waitFor()
  }, 60_000)

  it('a client closes a casting; it leaves the board, its page says closed and Apply is gone', async () => {
    const title = `Rainwear shoot ${unique()}`
    const castingId = await publishedCastingByApi(clientToken, title)
    const castingPath = webPath(WEB_ROUTES.CASTING, { id: castingId })

    // ---- before: on the board, and the model is offered Apply ----
    const { page: modelPage } = model
    const results = await searchCastings(modelPage, title)
    await results.getByRole('link', { name: title, exact: true }).click()
    await modelPage.waitForURL((url) => url.pathname === castingPath)
    const apply = button(modelPage, castingsText('apply.open'))
    await apply.waitFor()

    // ---- the client closes it from the casting's page, after the question ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await visit(clientPage, castingPath)
    await clientPage.getByText(castingsText('owner.live')).waitFor()
    await button(clientPage, castingsText('owner.close')).click()
    const question = clientPage.getByRole('alertdialog', { name: castingsText('owner.closeTitle') })
    await button(question, castingsText('owner.closeConfirm')).click()
    await question.waitFor({ state: 'detached' })
    await clientPage
      .getByText(castingsText('owner.closedReason.client'), { exact: false })
      .waitFor()
    expect(await button(clientPage, castingsText('owner.close')).count()).toBe(0)

    // ---- the model: the page says closed, no Apply; the board no longer lists it ----
    browser.showLastScreen(modelPage)
    await visit(modelPage, castingPath)
    await modelPage.getByText(castingsText('apply.closed'), { exact: true }).waitFor()
    expect(await apply.count()).toBe(0)
    const after = await searchCastings(modelPage, title)
    await modelPage.getByText(castingsText('list.emptyFilteredTitle'), { exact: true }).waitFor()
    expect(await after.getByRole('link', { name: title, exact: true }).count()).toBe(0)
  }, 60_000)

  it('a model declines a direct proposal after confirming; the client sees it declined', async () => {
    const title = `Resort wear proposal ${unique()}`
    await proposalByApi(clientToken, model.modelId, title, client.person.email)

    // ---- the model declines it in My Casting, and confirms ----
    const { page: modelPage } = model
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    const proposal = proposalRow(modelPage, 'received', title)
    await chip(proposal, 'proposalStatus', 'pending').waitFor()
    await button(proposal, myCastingText('proposal.decline')).click()
    const question = modelPage.getByRole('alertdialog', {
      name: myCastingText('proposal.declineTitle', { title }),
    })
    await button(question, myCastingText('proposal.decline')).click()
    await chip(proposal, 'proposalStatus', 'declined').waitFor()
    for (const answer of ['accept', 'decline']) {
      expect(await button(proposal, myCastingText(`proposal.${answer}`)).count()).toBe(0)
    }

    // ---- the client sees it declined, in the list and on the proposal's page ----
    const clientPage = await openSentProposal(title, 'declined')
    await statusLine(clientPage, 'declined').waitFor()
  }, 60_000)

  it('a model accepts a proposal, the client cancels the booking with a reason; the model reads who, when and why', async () => {
    const title = `Winter coat proposal ${unique()}`
    const reason = 'The brand moved the shoot abroad.'
    await proposalByApi(clientToken, model.modelId, title, client.person.email)

    // ---- the model accepts it in My Casting ----
    const { page: modelPage } = model
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    const received = proposalRow(modelPage, 'received', title)
    await button(received, myCastingText('proposal.accept')).click()
    await chip(received, 'proposalStatus', 'accepted').waitFor()

    // ---- the client cancels the booking on the proposal's page, with the required reason ----
    const clientPage = await openSentProposal(title, 'accepted')
    await button(clientPage, myCastingText('cancelBooking.openFor', { name: stageName })).click()
    const dialog = clientPage.getByRole('dialog', {
      name: myCastingText('cancelBooking.title', { name: stageName }),
    })
    await field(dialog, myCastingText('cancelBooking.reason')).fill(reason)
    await button(dialog, myCastingText('cancelBooking.submit')).click()
    await dialog.waitFor({ state: 'hidden' })
    await statusLine(clientPage, 'cancelled').waitFor()
    expect(
      await button(clientPage, myCastingText('cancelBooking.openFor', { name: stageName })).count(),
    ).toBe(0)

    // ---- the model reads it in My Casting: cancelled by the client, with the reason ----
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    const after = proposalRow(modelPage, 'received', title)
    await chip(after, 'proposalStatus', 'cancelled').waitFor()
    await after.getByText(myCastingText('cancelled.reason', { reason }), { exact: false }).waitFor()
    expect(await after.getByText(cancelledBy('byClient'), { exact: false }).count()).toBe(1)
  }, 90_000)

  it('a client cancels a booked applicant with a reason (required); the model reads it in My Casting, the thread and the notifications', async () => {
    const title = `Swimwear campaign ${unique()}`
    const reason = 'The client postponed the campaign to next summer.'
    const castingId = await publishedCastingByApi(clientToken, title)
    const applicationId = await applyByApi(model.person, castingId, model.modelId, 'Free in June.')
    const booked = await callApi('PATCH', API_PATHS.APPLICATION(applicationId), {
      token: clientToken,
      body: { status: 'booked' },
    })
    expect(booked.status, booked.body.message).toBe(200)
    // The thread exists once someone writes; the cancellation's system line goes there.
    const wrote = await callApi('POST', API_PATHS.APPLICATION_MESSAGES(applicationId), {
      token: clientToken,
      body: { body: 'Booked! The call sheet follows.' },
    })
    expect(wrote.status, wrote.body.message).toBe(201)

    // ---- the client opens "Cancel booking" on the applicants page ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await openApplicants(clientPage, title)
    const card = applicantCard(clientPage, stageName)
    await chip(card, 'applicationStatus', 'booked').waitFor()
    const open = button(card, myCastingText('cancelBooking.openFor', { name: stageName }))
    await open.click()
    const dialog = clientPage.getByRole('dialog', {
      name: myCastingText('cancelBooking.title', { name: stageName }),
    })
    // Focus starts on the reason: it is what the dialog asks for.
    const reasonField = field(dialog, myCastingText('cancelBooking.reason'))
    await expectFocused(reasonField)
    expect(describeViolations(await blockingViolations(clientPage, dialog))).toBe('')

    // ---- sent empty: the reason is required (on the field), and focus stays in the dialog ----
    await button(dialog, myCastingText('cancelBooking.submit')).click()
    await dialog.getByText(myCastingText('cancelBooking.reasonRequired'), { exact: true }).waitFor()
    expect(await reasonField.getAttribute('aria-invalid')).toBe('true')
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true)
    await chip(card, 'applicationStatus', 'booked').waitFor()

    // ---- with the reason: cancelled, the client's card says by whom and why ----
    await reasonField.fill(reason)
    await button(dialog, myCastingText('cancelBooking.submit')).click()
    await dialog.waitFor({ state: 'hidden' })
    await chip(card, 'applicationStatus', 'cancelled').waitFor()
    await card.getByText(cancelledBy('byYou'), { exact: false }).waitFor()
    expect(await open.count()).toBe(0)
    // The role is free again: nobody is counted as booked.
    await visit(clientPage, WEB_ROUTES.MYPAGE_CASTING)
    await myCastingRow(clientPage, title)
      .getByText(myCastingText('client.booked', { booked: 0, wanted: 2 }))
      .waitFor()

    // ---- the model side: My Casting says the client cancelled, and why; no Cancel left ----
    const { page: modelPage } = model
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    const row = myCastingRow(modelPage, title)
    await chip(row, 'applicationStatus', 'cancelled').waitFor()
    await row.getByText(cancelledBy('byClient'), { exact: false }).waitFor()
    await row.getByText(myCastingText('cancelled.reason', { reason }), { exact: false }).waitFor()
    expect(await button(row, myCastingText('cancelBooking.openFor', { name: title })).count()).toBe(
      0,
    )

    // ---- the thread has the platform's line with the reason ----
    await row.getByRole('link', { name: myCastingText('openThread') }).click()
    const line = modelPage
      .getByRole('region', { name: threadsText('listLabel') })
      .getByRole('article', { name: new RegExp(`^${threadsText('system')}, `) })
    await line
      .getByText(SERVER_MESSAGES.BOOKING_CANCELLED_BY_CLIENT_LINE, { exact: false })
      .waitFor()
    await line.getByText(reason, { exact: false }).waitFor()

    // ---- and the notifications page tells the model ----
    await visit(modelPage, WEB_ROUTES.MYPAGE_NOTIFICATIONS)
    await modelPage
      .getByRole('link', {
        name: en('notifications', 'kinds.booking_cancelled_by_client', { title }),
      })
      .waitFor()
  }, 90_000)

  it('a model cancels a booked application with a reason; the client reads who and why on the applicants page and in the notifications', async () => {
    const title = `Sportswear launch ${unique()}`
    const reason = 'I injured my ankle and cannot walk the show.'
    const castingId = await publishedCastingByApi(clientToken, title)
    const applicationId = await applyByApi(model.person, castingId, model.modelId, 'Free in May.')
    const booked = await callApi('PATCH', API_PATHS.APPLICATION(applicationId), {
      token: clientToken,
      body: { status: 'booked' },
    })
    expect(booked.status, booked.body.message).toBe(200)

    // ---- the model opens "Cancel booking" on the booked row of My Casting ----
    const { page: modelPage } = model
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    const row = myCastingRow(modelPage, title)
    await chip(row, 'applicationStatus', 'booked').waitFor()
    const open = button(row, myCastingText('cancelBooking.openFor', { name: title }))
    await open.click()
    const dialog = modelPage.getByRole('dialog', {
      name: myCastingText('cancelBooking.title', { name: title }),
    })
    await field(dialog, myCastingText('cancelBooking.reason')).fill(reason)
    await button(dialog, myCastingText('cancelBooking.submit')).click()
    await dialog.waitFor({ state: 'hidden' })

    // ---- the model's row: cancelled by you, with the reason; no Cancel left ----
    await chip(row, 'applicationStatus', 'cancelled').waitFor()
    await row.getByText(cancelledBy('byYou'), { exact: false }).waitFor()
    await row.getByText(myCastingText('cancelled.reason', { reason }), { exact: false }).waitFor()
    expect(await open.count()).toBe(0)

    // ---- the client: the applicant's card says the model side cancelled, and why ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await openApplicants(clientPage, title)
    const card = applicantCard(clientPage, stageName)
    await chip(card, 'applicationStatus', 'cancelled').waitFor()
    await card.getByText(cancelledBy('byModel'), { exact: false }).waitFor()
    await card.getByText(myCastingText('cancelled.reason', { reason }), { exact: false }).waitFor()
    expect(
      await button(card, myCastingText('cancelBooking.openFor', { name: stageName })).count(),
    ).toBe(0)

    // ---- and the client's notifications page tells them ----
    await visit(clientPage, WEB_ROUTES.MYPAGE_NOTIFICATIONS)
    await clientPage
      .getByRole('link', {
        name: en('notifications', 'kinds.booking_cancelled_by_model', { name: stageName, title }),
      })
      .waitFor()
  }, 90_000)

  it('a client withdraws a casting held for review; the held queue drops it and the public cannot open it', async () => {
    const title = `Held denim shoot ${unique()}`
    const castingId = await publishedCasting(
      clientToken,
      title,
      'held',
      'A registration fee of 50,000 KRW is paid by the model before the shoot.',
    )
    const castingPath = webPath(WEB_ROUTES.CASTING, { id: castingId })

    // ---- the administrator's held queue lists it ----
    const admin = await browser.newVisitor()
    await logInAsAdministrator(admin)
    expect(await heldQueueLists(admin, title)).toBe(true)

    // ---- the client closes it; the question says it is withdrawn from review ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await visit(clientPage, castingPath)
    await clientPage.getByText(castingsText('owner.held'), { exact: true }).waitFor()
    await button(clientPage, castingsText('owner.close')).click()
    const question = clientPage.getByRole('alertdialog', { name: castingsText('owner.closeTitle') })
    await question.getByText(castingsText('owner.closeHeldText'), { exact: true }).waitFor()
    await button(question, castingsText('owner.closeConfirm')).click()
    await question.waitFor({ state: 'detached' })
    await clientPage
      .getByText(castingsText('owner.closedReason.client'), { exact: false })
      .waitFor()
    expect(await clientPage.getByText(castingsText('owner.held'), { exact: true }).count()).toBe(0)

    // ---- the held queue no longer lists it ----
    browser.showLastScreen(admin)
    expect(await heldQueueLists(admin, title)).toBe(false)

    // ---- a visitor who is not signed in is told the casting is not available ----
    const guest = await browser.newVisitor()
    browser.showLastScreen(guest)
    await visit(guest, castingPath)
    await guest
      .getByRole('heading', {
        level: 1,
        name: en('layout', 'notFound.casting.title'),
        exact: true,
      })
      .waitFor()
    await guest.getByRole('link', { name: en('layout', 'notFound.casting.back') }).waitFor()
  }, 60_000)
})
