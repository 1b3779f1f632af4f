import { ACTION_LABELS, API_PATHS, bearer, LABELS, WEB_ROUTES } from '@cnm/contracts'
import type { Locator } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { callApi } from '../support/api.js'
import { useBrowser } from '../support/browser.js'
import { ko } from '../support/catalogue.js'
import { apiToken, publishedReviewedModel } from '../support/models.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { sql, stack, unique } from '../support/stack.js'
import { button, dialog, field, header, visit } from '../support/ui.js'

// Issue #19: the marketplace in Korean, end to end. A visitor whose browser asks for Korean
// filters /models, opens a profile, is asked to log in when liking it, and likes it. Labels
// come from the Korean catalogue; the names of genders, categories, cities and countries come
// from the API in Korean (ADR 0022), checked against the reference data's Korean names.
const t = (key: string) => ko('models', key)
const HANGUL = /[가-힣]/

/** Picks an option of a select whose options come from GET /infos, by its (Korean) name. */
async function choose(select: Locator, name: string): Promise<void> {
  await select.getByRole('option', { name, exact: true }).waitFor({ state: 'attached' })
  await select.selectOption({ label: name })
}

/** An info item's names as the reference data holds them. */
async function namesOf(id: number | null): Promise<{ en: string; ko: string }> {
  const [row] = await sql<{ value: string; value_ko: string | null }>(
    'SELECT value, value_ko FROM info_items WHERE id = $1',
    [id],
  )
  if (!row?.value_ko) throw new Error(`info item ${id} has no Korean name (is the seed current?)`)
  return { en: row.value, ko: row.value_ko }
}

describe('journey: the marketplace in Korean', () => {
  const browser = useBrowser(import.meta.url)

  it('filters /models, opens a profile and likes it, all in Korean with Korean names', async () => {
    // ---- a reviewed model, and a client whose saved language is Korean ----
    const owner = await browser.newVisitor()
    const model = newPerson('model')
    const stageName = `Seoyeon ${unique()}`
    await visit(owner, WEB_ROUTES.HOME)
    await signUpByEmail(owner, model)
    await button(dialog(owner, LABELS.SIGN_UP), LABELS.CANCEL).click()
    const modelId = await publishedReviewedModel(owner, model, stageName)

    // The one who likes it: a client.
    const signUpPage = await browser.newVisitor()
    const visitor = newPerson('client')
    await visit(signUpPage, WEB_ROUTES.HOME)
    await signUpByEmail(signUpPage, visitor)
    await button(dialog(signUpPage, LABELS.SIGN_UP), ACTION_LABELS.OK).click()
    await signUpPage.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)
    const saved = await fetch(`${stack().apiUrl}${API_PATHS.USER_LANGUAGE}`, {
      method: 'PATCH',
      headers: {
        authorization: bearer(await apiToken(visitor)),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ language: 'ko' }),
    })
    expect(saved.status).toBe(200)

    const [stored] = await sql<{ gender_id: number; city_id: number; category_id: number }>(
      'SELECT gender_id, city_id, category_ids[1] AS category_id FROM model_profiles WHERE id = $1',
      [modelId],
    )
    const gender = await namesOf(stored?.gender_id ?? null)
    const city = await namesOf(stored?.city_id ?? null)
    const category = await namesOf(stored?.category_id ?? null)
    const [korea] = await sql<{ id: number }>("SELECT id FROM info_items WHERE code = 'KR'")
    const country = await namesOf(korea?.id ?? null)
    for (const names of [gender, city, category, country]) {
      expect(names.ko).toMatch(HANGUL)
      expect(names.ko).not.toBe(names.en)
    }

    // ---- /models in Korean, with filters ----
    const page = await browser.newVisitor({ locale: 'ko-KR' })
    await visit(page, WEB_ROUTES.MODELS)
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
    await page.getByRole('heading', { level: 1, name: '모델' }).waitFor()
    const filters = page.getByRole('search', { name: t('filters.label') })
    await field(filters, t('filters.q')).fill(stageName)
    // The gender list is the API's, in Korean; each change is a navigation (URL holds filters).
    await choose(field(filters, t('filters.genderId')), gender.ko)
    await page.waitForURL((url) => url.searchParams.has('genderId'))
    await filters.getByRole('checkbox', { name: t('filters.reviewedOnly') }).click()
    await page.waitForURL((url) => url.searchParams.get('reviewedOnly') === 'true')
    await button(filters, t('filters.apply')).click()
    await page.waitForURL((url) => url.searchParams.get('q') === stageName)
    await page.getByRole('heading', { level: 2, name: '모델 1명', exact: true }).waitFor()

    // The card: Korean badge, city and main category.
    const results = page.getByRole('list', { name: t('list.label') })
    const card = results.getByRole('listitem').filter({ hasText: stageName })
    await card.getByText(t('card.reviewed'), { exact: true }).waitFor()
    await card.getByText(city.ko).waitFor()
    await card.getByText(category.ko, { exact: true }).waitFor()
    expect(await card.textContent()).not.toContain(city.en)

    // ---- the profile, in Korean ----
    await card.getByRole('link', { name: new RegExp(stageName) }).click()
    await page.waitForURL((url) => url.pathname === `${WEB_ROUTES.MODELS}/${modelId}`)
    await page.getByRole('heading', { level: 1, name: stageName }).waitFor()
    // The profile's facts (the footer's company address is operator data, not translated).
    const facts = page.getByRole('article', { name: stageName }).getByRole('definition')
    await facts.filter({ hasText: gender.ko }).first().waitFor()
    await facts
      .filter({ hasText: `${city.ko}, ${country.ko}` })
      .first()
      .waitFor()
    await facts.filter({ hasText: category.ko }).first().waitFor()
    await button(page, t('profile.proposeCasting')).waitFor()
    // No English name among the facts (the bio is the owner's own text, in English here).
    const shown = (await facts.allTextContents()).join(' | ')
    for (const english of [gender.en, city.en, country.en, category.en]) {
      expect(shown).not.toContain(english)
    }

    // ---- a guest's like asks for a log-in, in Korean; then the like counts ----
    await button(page, t('profile.like')).click()
    const logIn = dialog(page, ko('auth', 'logIn'))
    await field(logIn, ko('auth', 'fields.login.email')).fill(visitor.email)
    await field(logIn, ko('auth', 'fields.login.password')).fill(visitor.password)
    await button(logIn, ko('auth', 'logIn')).click()
    await logIn.waitFor({ state: 'detached' })
    await button(header(page), '로그아웃').waitFor()
    // Log-in lands on the home page (the log-in dialog's rule); back to the profile, which
    // signed in still reads Korean names (the saved language is Korean).
    await visit(page, `${WEB_ROUTES.MODELS}/${modelId}`)
    await facts.filter({ hasText: gender.ko }).first().waitFor()

    const like = page.getByRole('button', { name: t('profile.like'), exact: true })
    if ((await like.getAttribute('aria-pressed')) !== 'true') await like.click()
    await page.getByRole('button', { name: t('profile.like'), pressed: true }).waitFor()
    await page.getByText('좋아요 1개', { exact: true }).waitFor()
    // The button answers at once (optimistic); the API's write follows.
    await vi.waitFor(
      async () => {
        const [likes] = await sql<{ count: string }>(
          'SELECT count(*) FROM model_likes WHERE profile_id = $1',
          [modelId],
        )
        expect(likes?.count).toBe('1')
      },
      { timeout: 10_000, interval: 200 },
    )

    // The API answered this user's profile in Korean too (saved preference, ADR 0022).
    const answer = await callApi<{ model: { gender: { value: string } } }>(
      'GET',
      API_PATHS.MODEL(modelId),
      { token: await apiToken(visitor) },
    )
    expect(answer.body.data.model.gender.value).toBe(gender.ko)
  }, 240_000)
})
