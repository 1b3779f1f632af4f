import { ACTION_LABELS, LABELS, MESSAGES, SERVER_MESSAGES, WEB_ROUTES } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { button, dialog, expectSignedIn, visit } from '../support/ui.js'

describe('journey 1: a model signs up by e-mail and phone', () => {
  const browser = useBrowser(import.meta.url)

  it('verifies both codes, is asked to register models, goes to the model form and requests a review', async () => {
    const page = await browser.newVisitor()
    const model = newPerson('model')
    await visit(page, WEB_ROUTES.HOME)

    const outcome = await signUpByEmail(page, model)
    expect(await outcome.textContent()).toBe(MESSAGES.SIGNUP_MODEL_SUCCESS)
    await expectSignedIn(page)

    // Spec §4: confirming the model dialog goes into /mypage, to the form that registers a
    // model (ADR 0018).
    await button(dialog(page, LABELS.SIGN_UP), ACTION_LABELS.OK).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.MYPAGE_MODEL_NEW)
    await page.getByRole('heading', { level: 1, name: 'Register a model' }).waitFor()

    await visit(page, WEB_ROUTES.MYPAGE)
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor()
    const review = page.getByRole('region', { name: 'Review status' })
    await review.getByText('Not reviewed').waitFor()

    await button(review, 'Request review').click()
    await page.getByRole('status').filter({ hasText: SERVER_MESSAGES.MODEL_REQUEST_SENT }).waitFor()
    await review.getByText('Review requested').waitFor()
    await button(review, 'Request review').waitFor({ state: 'detached' })
  })
})
