// Issue #26, "Everyday flows that stop halfway", as a person sees them in the production
// build: editing a model profile shows what was saved, its step-2 selects keep to their
// columns, a save is confirmed, and a notice never covers the header.
import { API_PATHS, INFO_TYPE, LABELS, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { DESKTOP, useBrowser } from '../support/browser.js'
import { apiToken } from '../support/models.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { button, dialog, field, header, visit } from '../support/ui.js'

/** The first real (non-professional) item of a list, as the form offers them. */
async function firstOf(type: number, query = ''): Promise<{ id: number; value: string }> {
  const answer = await callApi<{ infos: { id: number; value: string }[] }>(
    'GET',
    `${API_PATHS.INFOS}?type=${type}${query}`,
  )
  const item = answer.body.data.infos.find((info) => info.id !== 2)
  if (!item) throw new Error(`no info of type ${type}`)
  return item
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('issue #26: everyday flows finished', () => {
  const browser = useBrowser(import.meta.url)

  it('edits a saved model profile showing every saved choice, without overlapping selects, and confirms the save', async () => {
    const page = await browser.newVisitor({ viewport: DESKTOP })
    const model = newPerson('model')
    await visit(page, WEB_ROUTES.HOME)
    await signUpByEmail(page, model)
    await button(dialog(page, LABELS.SIGN_UP), LABELS.CANCEL).click()

    const gender = await firstOf(INFO_TYPE.GENDER)
    const city = await firstOf(INFO_TYPE.CITY, '&parentId=1410')
    const hair = await firstOf(INFO_TYPE.HAIR_COLOUR)
    const fee = await firstOf(INFO_TYPE.MODEL_FEE)
    const created = await callApi<{ model: { id: number } }>('POST', API_PATHS.MODELS, {
      token: await apiToken(model),
      body: {
        stageName: 'Everyday Mina',
        genderId: gender.id,
        birthDate: '1998-08-20',
        heightCm: 172,
        categoryIds: [(await firstOf(INFO_TYPE.CATEGORY)).id],
        cityId: city.id,
        hairColorId: hair.id,
        feeId: fee.id,
      },
    })
    expect(created.status).toBe(201)

    await visit(page, webPath(WEB_ROUTES.MYPAGE_MODEL_EDIT, { id: created.body.data.model.id }))
    const selected = (label: string) =>
      field(page, label).evaluate((select) => {
        const element = select as HTMLSelectElement
        return element.selectedOptions[0]?.textContent ?? ''
      })
    await expect.poll(() => selected('Gender'), { timeout: 15_000 }).toBe(gender.value)

    await button(page, 'Look and work').click()
    for (const [label, shown] of [
      ['Hair colour', hair.value],
      ['Fee', fee.value],
      ['City of activity', city.value],
    ] as const) {
      await expect.poll(() => selected(label), { timeout: 15_000 }).toBe(shown)
    }
    const labels = [
      'Hair colour',
      'Eye colour',
      'Race (optional)',
      'Career',
      'Fee',
      'City of activity',
    ]
    const boxes = await Promise.all(labels.map((label) => boxOf(field(page, label))))
    for (const [i, a] of boxes.entries()) {
      for (const [j, b] of boxes.entries()) {
        if (i < j) expect(overlaps(a, b), `${labels[i]} overlaps ${labels[j]}`).toBe(false)
      }
    }

    await button(page, 'About').click()
    await button(page, 'Save').click()
    await page.getByRole('status').filter({ hasText: 'Saved. Your changes are stored.' }).waitFor()
  })

  it('shows notices below the header, never over it', async () => {
    const page = await browser.newVisitor({ viewport: DESKTOP })
    const model = newPerson('model')
    await visit(page, WEB_ROUTES.HOME)
    await signUpByEmail(page, model)
    await button(dialog(page, LABELS.SIGN_UP), LABELS.CANCEL).click()
    await visit(page, WEB_ROUTES.MYPAGE)
    // A model's own review request answers with a notice (any notice appears in one place).
    await button(page, 'Request review').click()
    const notice = page
      .getByRole('status')
      .filter({ has: page.getByRole('button', { name: 'Dismiss message' }) })
    await notice.waitFor()
    const top = (await boxOf(notice)).y
    const bottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom)
    expect(top).toBeGreaterThanOrEqual(bottom)
  })
})
