import { ACTION_LABELS, LABELS, MESSAGES, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import {
  approvedClient,
  castingsText,
  chip,
  fillCastingForm,
  inboxLink,
  modelWithProfile,
  myCastingRow,
  myCastingText,
  searchCastings,
  threadsText,
  type SignedIn,
  unreadCounts,
} from '../support/castings.js'
import { en } from '../support/catalogue.js'
import { fillProposal, proposalFields } from '../support/proposal.js'
import { unique } from '../support/stack.js'
import { button, dialog, field, visit } from '../support/ui.js'

/** Reloads and waits for the header's count to be `count` (the header polls every 30 s). */
async function expectInbox(
  page: Page,
  kind: 'messages' | 'notifications',
  count: number,
): Promise<void> {
  await page.reload()
  await inboxLink(page, kind, count).waitFor()
}

async function writeInThread(page: Page, body: string): Promise<void> {
  const composer = page.getByRole('form', { name: threadsText('composer.label') })
  const input = field(composer, threadsText('composer.field'))
  await expect.poll(() => input.isEditable()).toBe(true)
  await input.fill(body)
  await button(composer, threadsText('composer.send')).click()
  await history(page).getByText(body, { exact: true }).waitFor()
}

const history = (page: Page) => page.getByRole('region', { name: threadsText('listLabel') })

describe('journey 15: a client posts a casting; a model applies, is shortlisted, writes and is booked', () => {
  const browser = useBrowser(import.meta.url)
  let client: SignedIn
  let model: SignedIn & { modelId: number }
  const stageName = `Seoyeon ${unique()}`

  beforeAll(async () => {
    client = await approvedClient(browser)
    model = await modelWithProfile(browser, stageName)
  }, 180_000)

  it('goes from the posting form to a booking, with statuses, messages and header counts on both sides', async () => {
    // ---- the client posts a casting through the form ----
    const title = `Winter lookbook ${unique()}`
    const { page: clientPage } = client
    await visit(clientPage, `${WEB_ROUTES.MYPAGE_CASTING}/new`)
    await fillCastingForm(clientPage, { title, modelNumber: 2 })
    await button(clientPage, castingsText('form.publish')).click()
    await clientPage.waitForURL((url) => /^\/castings\/\d+$/.test(url.pathname))
    await clientPage.getByRole('heading', { level: 1, name: title }).waitFor()
    await clientPage.getByText(castingsText('owner.live')).waitFor()
    const { notifications: clientNotifications, messages: clientMessages } = await unreadCounts(
      client.person,
    )

    // ---- the model finds it on the board and applies with the profile and a note ----
    const { page: modelPage } = model
    const results = await searchCastings(modelPage, title)
    await results.getByRole('link', { name: title, exact: true }).click()
    await modelPage.getByRole('heading', { level: 1, name: title }).waitFor()
    const { notifications: modelNotifications, messages } = await unreadCounts(model.person)
    expect(messages).toBe(0)

    await button(modelPage, castingsText('apply.open')).click()
    const apply = dialog(modelPage, castingsText('apply.dialogTitle'))
    // The only published profile is chosen already.
    await expect
      .poll(() => apply.getByRole('radio', { name: stageName, exact: true }).isChecked())
      .toBe(true)
    const note = 'I have done two winter lookbooks this year; happy to send the shots.'
    await field(apply, castingsText('apply.note')).fill(note)
    await button(apply, castingsText('apply.send')).click()
    await apply.getByText(castingsText('apply.sent', { title })).waitFor()
    await button(apply, castingsText('apply.done')).click()
    await modelPage
      .getByText(
        castingsText('apply.appliedWith', {
          name: stageName,
          status: castingsText('status.submitted'),
        }),
      )
      .waitFor()

    // ---- the client is told, finds the applicant, shortlists and writes ----
    browser.showLastScreen(clientPage)
    await expectInbox(clientPage, 'notifications', clientNotifications + 1)
    await visit(clientPage, WEB_ROUTES.MYPAGE_CASTING)
    const posted = myCastingRow(clientPage, title)
    await posted.getByText(myCastingText('client.applicants_one', { count: 1 })).waitFor()
    await posted.getByRole('link', { name: myCastingText('client.viewApplicants') }).click()
    await clientPage.waitForURL((url) => /^\/mypage\/casting\/\d+\/applicants$/.test(url.pathname))
    const card = clientPage.getByRole('article').filter({ hasText: stageName })
    await card.getByText(note).waitFor()
    await button(
      card,
      myCastingText('applicants.actionFor.shortlisted', { name: stageName }),
    ).click()
    await chip(card, 'applicationStatus', 'shortlisted').waitFor()

    await card
      .getByRole('link', { name: myCastingText('applicants.openFor', { name: stageName }) })
      .click()
    await clientPage.waitForURL((url) =>
      /^\/mypage\/messages\/application\/\d+$/.test(url.pathname),
    )
    const applicationPath = new URL(clientPage.url()).pathname
    const question = 'Thank you! Are you free on the 12th for a fitting in Seongsu?'
    await writeInThread(clientPage, question)
    // The client leaves the thread: an open thread reads new messages as they arrive (live
    // updates, ADR 0039), so the answer would be read before the client came back for it.
    await visit(clientPage, WEB_ROUTES.HOME)

    // ---- the model sees Shortlisted and the message, and answers ----
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    await inboxLink(modelPage, 'messages', 1).waitFor()
    // Shortlisted, and the new message.
    await inboxLink(modelPage, 'notifications', modelNotifications + 2).waitFor()
    const application = myCastingRow(modelPage, title)
    await chip(application, 'applicationStatus', 'shortlisted').waitFor()
    await application.getByText(myCastingText('unreadMessages_one', { count: 1 })).waitFor()
    await application.getByRole('link', { name: myCastingText('openThread') }).click()
    await modelPage.waitForURL((url) => url.pathname === applicationPath)
    await history(modelPage).getByText(question, { exact: true }).waitFor()
    // Reading the thread reads its message and that message's notification.
    await inboxLink(modelPage, 'messages', 0).waitFor()
    await inboxLink(modelPage, 'notifications', modelNotifications + 1).waitFor()
    const answer = 'Yes, the 12th works for me. Morning or afternoon?'
    await writeInThread(modelPage, answer)
    await visit(modelPage, WEB_ROUTES.HOME)

    // ---- the client reads the answer and books ----
    browser.showLastScreen(clientPage)
    await visit(clientPage, WEB_ROUTES.MYPAGE_CASTING)
    await inboxLink(clientPage, 'messages', clientMessages + 1).waitFor()
    await myCastingRow(clientPage, title)
      .getByText(myCastingText('unreadMessages_one', { count: 1 }))
      .waitFor()
    // The header's messages link opens the inbox (issue #26): the thread on top, unread.
    await inboxLink(clientPage, 'messages', clientMessages + 1).click()
    await clientPage.waitForURL((url) => url.pathname === WEB_ROUTES.MYPAGE_MESSAGES)
    const conversation = clientPage.getByRole('article', {
      name: threadsText('inbox.rowLabel', { title, name: stageName }),
    })
    await conversation.getByText(threadsText('inbox.unread_one', { count: 1 })).waitFor()
    await conversation.getByRole('link', { name: title }).click()
    await clientPage.waitForURL((url) => url.pathname === applicationPath)
    await history(clientPage).getByText(answer, { exact: true }).waitFor()
    await inboxLink(clientPage, 'messages', clientMessages).waitFor()
    const summary = clientPage.getByRole('region', { name: myCastingText('summary.application') })
    await button(summary, myCastingText('applicants.actionFor.booked', { name: stageName })).click()
    // Booking tells the model at once, so it is asked for first (issue #26).
    await button(
      clientPage.getByRole('alertdialog', {
        name: myCastingText('applicants.bookTitle', { name: stageName }),
      }),
      myCastingText('applicants.action.booked'),
    ).click()
    await chip(summary, 'applicationStatus', 'booked').waitFor()
    await visit(clientPage, WEB_ROUTES.MYPAGE_CASTING)
    await myCastingRow(clientPage, title)
      .getByText(myCastingText('client.booked', { booked: 1, wanted: 2 }))
      .waitFor()

    // ---- the model sees Booked, and the notification that says so ----
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    await chip(myCastingRow(modelPage, title), 'applicationStatus', 'booked').waitFor()
    await inboxLink(modelPage, 'notifications', modelNotifications + 2).waitFor()
    await visit(modelPage, WEB_ROUTES.MYPAGE_NOTIFICATIONS)
    await modelPage
      .getByRole('link', {
        name: en('notifications', 'kinds.application_status', {
          title,
          status: en('notifications', 'status.booked'),
        }),
      })
      .waitFor()
  }, 240_000)

  it('lets a model accept a casting proposed from the profile, and the client sees it accepted', async () => {
    const { page: clientPage, person: buyer } = client
    const { page: modelPage, modelId } = model
    const { notifications: modelNotifications } = await unreadCounts(model.person)

    // ---- the client proposes a casting from the model's profile ----
    await visit(clientPage, webPath(WEB_ROUTES.MODEL, { id: modelId }))
    await clientPage.getByRole('heading', { level: 1, name: stageName }).waitFor()
    const { notifications: clientNotifications } = await unreadCounts(buyer)
    await button(clientPage, 'Propose casting').click()
    const inquiry = dialog(clientPage, ACTION_LABELS.CASTING_INQUIRY)
    const title = `Spring campaign ${unique()}`
    await fillProposal(inquiry, proposalFields({ title, email: buyer.email }))
    await button(inquiry, LABELS.SEND).click()
    await inquiry.getByRole('status').filter({ hasText: MESSAGES.PROPOSAL_SUCCESS }).waitFor()

    // ---- the model finds it in My Casting and accepts ----
    browser.showLastScreen(modelPage)
    await visit(modelPage, WEB_ROUTES.MYPAGE_CASTING)
    await inboxLink(modelPage, 'notifications', modelNotifications + 1).waitFor()
    const received = modelPage.getByRole('region', { name: myCastingText('model.proposalsTitle') })
    const proposal = myCastingRow(modelPage, title)
    await received.getByRole('article', { name: title, exact: true }).waitFor()
    await chip(proposal, 'proposalStatus', 'pending').waitFor()
    await button(proposal, myCastingText('proposal.accept')).click()
    await chip(proposal, 'proposalStatus', 'accepted').waitFor()
    expect(await button(proposal, myCastingText('proposal.accept')).count()).toBe(0)

    // ---- the client sees it accepted, and is told ----
    browser.showLastScreen(clientPage)
    await visit(clientPage, WEB_ROUTES.MYPAGE_CASTING)
    await inboxLink(clientPage, 'notifications', clientNotifications + 1).waitFor()
    const sent = clientPage.getByRole('region', { name: myCastingText('client.proposalsTitle') })
    await chip(
      sent.getByRole('article', { name: title, exact: true }),
      'proposalStatus',
      'accepted',
    ).waitFor()
  }, 120_000)
})
