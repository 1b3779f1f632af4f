import { API_PATHS, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { DESKTOP, MOBILE, useBrowser } from '../support/browser.js'
import {
  applyByApi,
  approvedClient,
  castingsText,
  modelWithProfile,
  myCastingText,
  proposalByApi,
  publishedCastingByApi,
  threadsText,
  type SignedIn,
} from '../support/castings.js'
import { apiToken } from '../support/models.js'
import { unique } from '../support/stack.js'
import { button, dialog, visit } from '../support/ui.js'

async function expectNoBlockingViolations(page: Page, scope?: Locator): Promise<void> {
  const violations = await blockingViolations(page, scope)
  expect(describeViolations(violations)).toBe('')
}

// Issue #15's pages, with content in them: a live casting with an application, a message in
// its thread and the notifications both sides got (the public /castings as a guest is in
// routes.test.ts).
describe('accessibility of the castings pages, My Casting, threads and notifications', () => {
  const browser = useBrowser(import.meta.url)
  let client: SignedIn
  let model: SignedIn & { modelId: number }
  const stageName = `Yuna ${unique()}`
  const appliedTitle = `Denim lookbook ${unique()}`
  const openTitle = `Skincare film ${unique()}`
  let appliedId: number
  let openId: number
  let applicationId: number
  let proposalId: number
  const proposalTitle = `Spring campaign ${unique()}`

  beforeAll(async () => {
    client = await approvedClient(browser)
    model = await modelWithProfile(browser, stageName)
    const token = await apiToken(client.person)
    appliedId = await publishedCastingByApi(token, appliedTitle)
    openId = await publishedCastingByApi(token, openTitle)
    applicationId = await applyByApi(model.person, appliedId, model.modelId, 'Available all week.')
    const written = await callApi('POST', API_PATHS.APPLICATION_MESSAGES(applicationId), {
      token,
      body: { body: 'Thanks for applying. Could you send a recent full-length shot?' },
    })
    if (written.status !== 201) throw new Error(`message: HTTP ${written.status}`)
    proposalId = await proposalByApi(token, model.modelId, proposalTitle, client.person.email)
  }, 180_000)

  it('/castings, signed in as a model', async () => {
    const { page } = model
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.CASTINGS)
    await page
      .getByRole('list', { name: castingsText('list.label') })
      .getByRole('link', { name: openTitle })
      .waitFor()
    await expectNoBlockingViolations(page)
  })

  it('/castings/:id with the apply dialog open', async () => {
    const { page } = model
    browser.showLastScreen(page)
    await visit(page, webPath(WEB_ROUTES.CASTING, { id: openId }))
    await button(page, castingsText('apply.open')).click()
    const apply = dialog(page, castingsText('apply.dialogTitle'))
    await apply.getByRole('radio', { name: stageName }).waitFor()
    await expectNoBlockingViolations(page, apply)
    await expectNoBlockingViolations(page)
  })

  it('/castings/:id as its owner', async () => {
    const { page } = client
    browser.showLastScreen(page)
    await visit(page, webPath(WEB_ROUTES.CASTING, { id: appliedId }))
    await page.getByText(castingsText('owner.live')).waitFor()
    await expectNoBlockingViolations(page)
  })

  it('/mypage/casting/new, also with its errors showing', async () => {
    const { page } = client
    browser.showLastScreen(page)
    await visit(page, `${WEB_ROUTES.MYPAGE_CASTING}/new`)
    const form = page.getByRole('form', { name: castingsText('form.label') })
    await form.waitFor()
    await expectNoBlockingViolations(page)
    await button(form, castingsText('form.publish')).click()
    await form.locator('[aria-invalid="true"]').first().waitFor()
    await expectNoBlockingViolations(page)
  })

  it('/mypage/casting as a client', async () => {
    const { page } = client
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.MYPAGE_CASTING)
    await page.getByRole('article', { name: appliedTitle }).waitFor()
    await expectNoBlockingViolations(page)
  })

  it('/mypage/casting as a model, with a proposal to answer', async () => {
    const { page } = model
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.MYPAGE_CASTING)
    await page.getByRole('article', { name: appliedTitle }).waitFor()
    await button(
      page.getByRole('article', { name: proposalTitle }),
      myCastingText('proposal.accept'),
    ).waitFor()
    await expectNoBlockingViolations(page)
  })

  it('/mypage/casting/:id/applicants', async () => {
    const { page } = client
    browser.showLastScreen(page)
    await visit(page, webPath(WEB_ROUTES.MYPAGE_CASTING_APPLICANTS, { id: appliedId }))
    await button(
      page,
      myCastingText('applicants.actionFor.shortlisted', { name: stageName }),
    ).waitFor()
    await expectNoBlockingViolations(page)
  })

  for (const side of ['client', 'model'] as const) {
    it(`the application's thread, as the ${side}`, async () => {
      const { page } = side === 'client' ? client : model
      browser.showLastScreen(page)
      await visit(page, webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId }))
      await page
        .getByRole('region', { name: threadsText('listLabel') })
        .getByRole('listitem')
        .first()
        .waitFor()
      await expectNoBlockingViolations(page)
    })
  }

  for (const side of ['client', 'model'] as const) {
    it(`a direct proposal's page and thread, as the ${side}`, async () => {
      const { page } = side === 'client' ? client : model
      browser.showLastScreen(page)
      await visit(page, webPath(WEB_ROUTES.MYPAGE_PROPOSAL, { id: proposalId }))
      await page.getByRole('heading', { level: 1, name: proposalTitle }).waitFor()
      await page.getByRole('form', { name: threadsText('composer.label') }).waitFor()
      await expectNoBlockingViolations(page)
    })
  }

  for (const side of ['client', 'model'] as const) {
    it(`/mypage/notifications, as the ${side}`, async () => {
      const { page } = side === 'client' ? client : model
      browser.showLastScreen(page)
      await visit(page, WEB_ROUTES.MYPAGE_NOTIFICATIONS)
      await page.getByRole('article').first().waitFor()
      await expectNoBlockingViolations(page)
    })
  }

  it('the posting form, the applicants and a thread at phone width', async () => {
    const { page } = client
    browser.showLastScreen(page)
    await page.setViewportSize(MOBILE)
    try {
      await visit(page, `${WEB_ROUTES.MYPAGE_CASTING}/new`)
      await page.getByRole('form', { name: castingsText('form.label') }).waitFor()
      await expectNoBlockingViolations(page)
      await visit(page, webPath(WEB_ROUTES.MYPAGE_CASTING_APPLICANTS, { id: appliedId }))
      await button(
        page,
        myCastingText('applicants.actionFor.shortlisted', { name: stageName }),
      ).waitFor()
      await expectNoBlockingViolations(page)
      await visit(page, webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId }))
      await page.getByRole('form', { name: threadsText('composer.label') }).waitFor()
      await expectNoBlockingViolations(page)
    } finally {
      await page.setViewportSize(DESKTOP)
    }
  })
})
