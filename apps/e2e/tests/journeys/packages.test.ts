import { ACTION_LABELS, CATEGORY_ID, LABELS, WEB_ROUTES } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { en, ko } from '../support/catalogue.js'
import { publishedReviewedModel } from '../support/models.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { sql, unique } from '../support/stack.js'
import { button, dialog, field, visit } from '../support/ui.js'

const text = (key: string, values?: Record<string, string | number>) => en('packages', key, values)

describe('journey: an agency shares a package by link; a brand picks without an account', () => {
  const browser = useBrowser(import.meta.url)

  it('builds a package, opens its link as a guest on a phone, picks two models with a comment, and shows the picks to the agency', async () => {
    // ---- an agency with two published models ----
    const page = await browser.newVisitor()
    const agency = newPerson('client')
    await visit(page, WEB_ROUTES.HOME)
    await signUpByEmail(page, agency)
    await button(dialog(page, LABELS.SIGN_UP), ACTION_LABELS.OK).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)
    // The account becomes a model agency (its category, as sign-up would have recorded it).
    await sql(
      'UPDATE users SET category_one_depth_id = $1, category_two_depth_id = $2, agency = $3 WHERE email = $4',
      [
        CATEGORY_ID.PROFESSIONAL,
        CATEGORY_ID.MODEL_AGENCY,
        'Star E2E Models',
        agency.email.toLowerCase(),
      ],
    )
    const suffix = unique()
    const first = `Hana ${suffix}`
    const second = `Jun ${suffix}`
    await publishedReviewedModel(page, agency, first)
    await publishedReviewedModel(page, agency, second)

    // ---- the builder on My page ----
    await visit(page, WEB_ROUTES.MYPAGE_PACKAGES)
    await page.getByText(text('empty.title')).waitFor()
    await button(page, text('new')).click()
    await field(page, text('builder.name')).fill('Autumn lookbook')
    await page.getByRole('checkbox', { name: first, exact: true }).check()
    await page.getByRole('checkbox', { name: second, exact: true }).check()
    await field(page, text('builder.note', { name: first })).fill('Runway ready')
    const builderViolations = await blockingViolations(page)
    expect(builderViolations, describeViolations(builderViolations)).toEqual([])
    await button(page, text('builder.save')).click()
    const card = page.getByRole('article', { name: 'Autumn lookbook' })
    await card.getByText(text('card.notShared')).waitFor()
    await button(card, text('card.share')).click()
    await button(card, text('share.create')).click()
    const link = await field(card, text('share.link')).inputValue()
    expect(new URL(link).pathname).toMatch(/^\/p\/[A-Za-z0-9_-]{32}$/)

    // ---- a guest on a phone opens it, picks two and comments ----
    const guest = await browser.newVisitor({ viewport: { width: 390, height: 844 } })
    await visit(guest, new URL(link).pathname)
    await guest.getByRole('heading', { level: 1, name: 'Autumn lookbook' }).waitFor()
    await guest.getByText('Runway ready').waitFor()
    expect(await guest.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    )
    const width = await guest.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    const violations = await blockingViolations(guest)
    expect(violations, describeViolations(violations)).toEqual([])

    for (const name of [first, second]) {
      const favourite = button(guest, text('shared.favourite', { name }))
      await favourite.click()
      await guest
        .getByRole('button', { name: text('shared.favourite', { name }), pressed: true })
        .waitFor()
    }
    await field(guest, text('shared.comment', { name: second })).fill('Perfect for the campaign')
    const secondModel = guest.getByRole('listitem').filter({
      has: guest.getByRole('heading', { name: second, exact: true }),
    })
    await button(secondModel, text('shared.saveComment')).click()
    await secondModel.getByRole('status').waitFor()
    browser.showLastScreen(guest)

    // ---- the same link in Korean, on a phone ----
    const korean = await browser.newVisitor({
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
    })
    await visit(korean, new URL(link).pathname)
    await korean.getByText(ko('packages', 'shared.intro')).waitFor()
    expect(await korean.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    )
    const koreanViolations = await blockingViolations(korean)
    expect(koreanViolations, describeViolations(koreanViolations)).toEqual([])

    // ---- the agency sees the views and the picks ----
    await page.reload()
    const seen = page.getByRole('article', { name: 'Autumn lookbook' })
    await seen.getByText(`★ ${first}`).waitFor()
    await seen.getByText(`★ ${second}`).waitFor()
    await seen.getByText(/Perfect for the campaign/).waitFor()
    await seen.getByText(/\d+ views?/).waitFor()
    // The owner's page on a phone: no horizontal scroll, axe-clean.
    await page.setViewportSize({ width: 390, height: 844 })
    await button(seen, text('card.share')).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const ownerViolations = await blockingViolations(page)
    expect(ownerViolations, describeViolations(ownerViolations)).toEqual([])
  })
})
