import { LABELS, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { MOBILE, useBrowser } from '../support/browser.js'
import { publishedReviewedModel } from '../support/models.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { unique } from '../support/stack.js'
import { button, dialog, visit } from '../support/ui.js'

// The model pages with real content: a published, reviewed profile with two photos.
describe('accessibility of the model pages (axe-core: no serious or critical violations)', () => {
  const browser = useBrowser(import.meta.url)
  let owner: Page
  let modelId = 0
  const stageName = `Yuna ${unique()}`

  beforeAll(async () => {
    owner = await browser.newVisitor()
    const model = newPerson('model')
    await visit(owner, WEB_ROUTES.HOME)
    await signUpByEmail(owner, model)
    await button(dialog(owner, LABELS.SIGN_UP), LABELS.CANCEL).click()
    modelId = await publishedReviewedModel(owner, model, stageName)
  }, 120_000)

  const check = async (page: Page) => {
    const violations = await blockingViolations(page)
    expect(describeViolations(violations)).toBe('')
  }

  it('/models with cards, desktop and mobile', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const page = await browser.newVisitor({ viewport })
      await visit(page, WEB_ROUTES.MODELS)
      await page.getByRole('link', { name: new RegExp(stageName) }).waitFor()
      await check(page)
    }
  })

  it('/models/:id with its gallery, and the lightbox open', async () => {
    const page = await browser.newVisitor()
    await visit(page, webPath(WEB_ROUTES.MODEL, { id: modelId }))
    await page.getByRole('heading', { level: 1, name: stageName }).waitFor()
    await check(page)
    await page.getByRole('button', { name: `${stageName}, photo 1 of 2` }).click()
    const lightbox = page.getByRole('dialog', { name: `Photos of ${stageName}` })
    await lightbox.getByRole('button', { name: 'Next photo' }).waitFor()
    const violations = await blockingViolations(page, lightbox)
    expect(describeViolations(violations)).toBe('')
  })

  it('/mypage/model with the model listed', async () => {
    browser.showLastScreen(owner)
    await visit(owner, WEB_ROUTES.MYPAGE_MODEL)
    await owner.getByRole('article', { name: stageName }).waitFor()
    await check(owner)
  })

  it('the edit form and its photo manager', async () => {
    browser.showLastScreen(owner)
    const edit = webPath(WEB_ROUTES.MYPAGE_MODEL_EDIT, { id: modelId })
    await visit(owner, edit)
    await owner.getByRole('heading', { level: 2, name: 'Basics' }).waitFor()
    await check(owner)
    await visit(owner, `${edit}?step=photos`)
    await owner.getByRole('listitem', { name: 'Photo 2 of 2' }).waitFor()
    await check(owner)
  })
})
