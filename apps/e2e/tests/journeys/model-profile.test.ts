import {
  ACTION_LABELS,
  API_PATHS,
  FIELD_LABELS,
  LABELS,
  MESSAGES,
  PROPOSAL_TARGET_MODEL_NUMBER,
  WEB_ROUTES,
} from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { administratorToken, callApi } from '../support/api.js'
import { useBrowser } from '../support/browser.js'
import { portraitJpeg } from '../support/models.js'
import { newPerson } from '../support/people.js'
import { fillProposal, proposalFields } from '../support/proposal.js'
import { signUpByEmail } from '../support/sign-up.js'
import { sql, unique } from '../support/stack.js'
import { button, dialog, field, visit } from '../support/ui.js'

const proposal = FIELD_LABELS.proposal

/** The first real option of a select whose options come from GET /infos. */
async function chooseFirstOption(select: Locator): Promise<void> {
  await select.getByRole('option').nth(1).waitFor({ state: 'attached' })
  await select.selectOption({ index: 1 })
}

/** My Model Management's entry for one model. */
const myModel = (page: Page, stageName: string) =>
  page.getByRole('article', { name: stageName, exact: true })

describe('journey 7: a model registers a profile with photos; a client finds, likes and proposes', () => {
  const browser = useBrowser(import.meta.url)

  it('goes from sign-up to a reviewed profile that a client finds with filters, likes and proposes a casting from', async () => {
    // ---- the model: sign up, register, two photos, publish, request review ----
    const page = await browser.newVisitor()
    const model = newPerson('model')
    const stageName = `Hana ${unique()}`
    await visit(page, WEB_ROUTES.HOME)
    await signUpByEmail(page, model)
    // "Register now?" OK opens the form that registers a model.
    await button(dialog(page, LABELS.SIGN_UP), ACTION_LABELS.OK).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.MYPAGE_MODEL_NEW)
    await field(page, 'Stage name').fill(stageName)
    await chooseFirstOption(field(page, 'Gender'))
    await field(page, 'Birth date').fill('1999-04-12')
    await field(page, 'Height (cm)').fill('171')
    await button(page, 'Next').click()
    const categories = page.getByRole('group', { name: /^Categories/ })
    await categories.getByRole('checkbox').first().check()
    await chooseFirstOption(field(page, 'City of activity'))
    await button(page, 'Next').click()
    await button(page, 'Save and add photos').click()

    // Saved as a draft; the form moves on to its photos.
    await page.waitForURL((url) => /\/mypage\/model\/\d+\/edit$/.test(url.pathname))
    const modelId = Number(/\/mypage\/model\/(\d+)\/edit/.exec(page.url())?.[1])
    const photos = page.getByRole('region', { name: 'Photos' })
    await photos.waitFor()
    await field(photos, 'Add photos').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg(page, 20) },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg(page, 200) },
    ])
    await photos.getByRole('listitem', { name: 'Photo 2 of 2' }).waitFor()
    // Processed in the background; the owner's view is polled until both are ready.
    await photos.getByText('Processing…').first().waitFor({ state: 'detached', timeout: 30_000 })
    await photos.getByText('Cover', { exact: true }).waitFor()

    await visit(page, WEB_ROUTES.MYPAGE_MODEL)
    const entry = myModel(page, stageName)
    await entry.getByText('2 photos').waitFor()
    await button(entry, 'Publish').click()
    await entry.getByText('Published', { exact: true }).waitFor()
    await button(entry, 'Request review').click()
    await entry.getByText('Review requested').waitFor()

    // ---- an administrator approves through the API ----
    const token = await administratorToken()
    const queue = await callApi<{ items: Array<{ id: number }> }>('GET', API_PATHS.ADMIN_MODELS, {
      token,
    })
    expect(queue.body.data.items.map((item) => item.id)).toContain(modelId)
    const approved = await callApi('PATCH', API_PATHS.ADMIN_MODEL_REVIEW(modelId), {
      token,
      body: { status: 'approved' },
    })
    expect(approved.status, approved.body.message).toBe(200)
    await page.reload()
    await myModel(page, stageName).getByText('Reviewed', { exact: true }).waitFor()

    // ---- a client finds it with filters ----
    const client = await browser.newVisitor()
    const buyer = newPerson('client')
    await visit(client, WEB_ROUTES.HOME)
    await signUpByEmail(client, buyer)
    await button(dialog(client, LABELS.SIGN_UP), ACTION_LABELS.OK).click()
    await client.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)

    await visit(client, WEB_ROUTES.MODELS)
    const filters = client.getByRole('search', { name: 'Find models' })
    await field(filters, 'Search').fill(stageName)
    // Each filter change is a navigation (the URL holds the filters): wait for one before the
    // next, as a busy machine may still be applying the last when the next click lands.
    await chooseFirstOption(field(filters, 'Gender'))
    await client.waitForURL((url) => url.searchParams.has('genderId'))
    await filters.getByRole('checkbox', { name: 'Reviewed only' }).click()
    await client.waitForURL((url) => url.searchParams.get('reviewedOnly') === 'true')
    await button(filters, 'Search').click()
    // The filters live in the URL.
    await client.waitForURL((url) => url.searchParams.get('q') === stageName)
    expect(new URL(client.url()).searchParams.get('reviewedOnly')).toBe('true')
    await client.getByRole('heading', { level: 2, name: '1 model', exact: true }).waitFor()
    const results = client.getByRole('list', { name: 'Model profiles' })
    const card = results.getByRole('link', { name: new RegExp(stageName) })
    await card.getByText('Reviewed', { exact: true }).waitFor()
    // The cover is decorative (alt=""), so it has no role to find it by; it must have loaded.
    const cover = card.locator('img')
    await vi.waitFor(
      async () => {
        const width = await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)
        if (width === 0) throw new Error('the cover has not loaded')
      },
      { timeout: 10_000 },
    )

    // ---- likes it ----
    await card.click()
    await client.waitForURL((url) => url.pathname === `${WEB_ROUTES.MODELS}/${modelId}`)
    await client.getByRole('heading', { level: 1, name: stageName }).waitFor()
    const like = client.getByRole('button', { name: 'Like', exact: true })
    await like.click()
    await client.getByRole('button', { name: 'Like', pressed: true }).waitFor()
    await client.getByText('1 like', { exact: true }).waitFor()

    // ---- proposes a casting from it, the number of models fixed ----
    await button(client, 'Propose casting').click()
    const inquiry = dialog(client, ACTION_LABELS.CASTING_INQUIRY)
    const modelNumber = field(inquiry, proposal.modelNumber)
    await modelNumber.waitFor()
    expect(await modelNumber.inputValue()).toBe(String(PROPOSAL_TARGET_MODEL_NUMBER))
    expect(await modelNumber.isEditable()).toBe(false)
    await inquiry.getByText(ACTION_LABELS.MODEL_NUMBER_LOCKED_HINT).waitFor()
    const title = `Autumn campaign ${unique()}`
    const values = proposalFields({ title, email: buyer.email })
    await fillProposal(inquiry, values)
    await button(inquiry, LABELS.SEND).click()
    await inquiry.getByRole('status').filter({ hasText: MESSAGES.PROPOSAL_SUCCESS }).waitFor()
    const [stored] = await sql<{ model_number: number; target_model_profile_id: number }>(
      'SELECT model_number, target_model_profile_id FROM casting_proposals WHERE title = $1',
      [title],
    )
    expect(stored).toEqual({
      model_number: PROPOSAL_TARGET_MODEL_NUMBER,
      target_model_profile_id: modelId,
    })

    // ---- the model sees the new follower, by first name and initial only ----
    browser.showLastScreen(page)
    await visit(page, WEB_ROUTES.MYPAGE_LIKES)
    await page.getByText('1 follower across your models').waitFor()
    await page.getByText(`${buyer.firstName} ${buyer.lastName[0]}.`, { exact: false }).waitFor()
  }, 240_000)
})
