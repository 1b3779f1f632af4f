import { ACTION_LABELS, FIELD_LABELS, LABELS, MESSAGES, WEB_ROUTES } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import { button, dialog, field, header, openLogIn, visit } from '../support/ui.js'

async function expectNoBlockingViolations(page: Page, scope: Locator): Promise<void> {
  const violations = await blockingViolations(page, scope)
  expect(describeViolations(violations)).toBe('')
}

async function openSignUp(page: Page): Promise<Locator> {
  await visit(page, WEB_ROUTES.HOME)
  await button(header(page), LABELS.SIGN_UP).click()
  const signUp = dialog(page, LABELS.SIGN_UP)
  await signUp.getByRole('radio', { name: LABELS.I_AM_MODEL }).waitFor()
  return signUp
}

describe('accessibility of every modal and panel (axe-core: no serious or critical violations)', () => {
  const browser = useBrowser(import.meta.url)

  it('Sign Up, step 0 (type and method)', async () => {
    const page = await browser.newVisitor()
    await expectNoBlockingViolations(page, await openSignUp(page))
  })

  it('Sign Up, step 1 (the e-mail form), with its field errors showing', async () => {
    const page = await browser.newVisitor()
    const signUp = await openSignUp(page)
    await button(signUp, LABELS.SIGN_UP_WITH_EMAIL).click()
    await field(signUp, FIELD_LABELS.signUp.email).waitFor()
    await expectNoBlockingViolations(page, signUp)
    await button(signUp, LABELS.SIGN_UP).click()
    await signUp.getByText(MESSAGES.REQUIRED).first().waitFor()
    await expectNoBlockingViolations(page, signUp)
  })

  it('Log In', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.ABOUT)
    await expectNoBlockingViolations(page, await openLogIn(page))
  })

  it('Reset your password', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.ABOUT)
    await button(await openLogIn(page), LABELS.FORGOT_PASSWORD).click()
    const reset = dialog(page, LABELS.RESET_PASSWORD_TITLE)
    await field(reset, FIELD_LABELS.temporaryPassword.email).waitFor()
    await expectNoBlockingViolations(page, reset)
  })

  it('Casting inquiry (footer help button)', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.MODELS)
    await button(page.getByRole('contentinfo'), ACTION_LABELS.CASTING_INQUIRY).click()
    const inquiry = dialog(page, ACTION_LABELS.CASTING_INQUIRY)
    await field(inquiry, FIELD_LABELS.proposal.title).waitFor()
    await expectNoBlockingViolations(page, inquiry)
  })

  it('Casting Request panel (footer)', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.HOME)
    await button(page.getByRole('contentinfo'), LABELS.CASTING_REQUEST).click()
    const panel = page.getByRole('region', { name: LABELS.CASTING_REQUEST })
    await field(panel, FIELD_LABELS.proposal.title).waitFor()
    await expectNoBlockingViolations(page, panel)
  })

  it('Leave us a message, with its field errors showing', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.CONTACT_US)
    const panel = page.getByRole('region', { name: LABELS.LEAVE_US_A_MESSAGE })
    await button(panel, LABELS.SEND).click()
    await panel.getByText(MESSAGES.REQUIRED).first().waitFor()
    await expectNoBlockingViolations(page, panel)
  })
})
