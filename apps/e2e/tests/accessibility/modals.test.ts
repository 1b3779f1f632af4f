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

  it('Sign Up, step 1: Escape closes an open country list first, then asks before leaving', async () => {
    const page = await browser.newVisitor()
    const signUp = await openSignUp(page)
    await button(signUp, LABELS.SIGN_UP_WITH_EMAIL).click()
    const nationality = signUp.getByRole('combobox', { name: FIELD_LABELS.signUp.nationality })
    await nationality.click()
    expect(await nationality.getAttribute('aria-expanded')).toBe('true')

    await page.keyboard.press('Escape')
    expect(await nationality.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(await signUp.isVisible()).toBe(true)

    await page.keyboard.press('Escape')
    const confirm = page.getByRole('alertdialog', { name: LABELS.SIGN_UP })
    await confirm.getByText(MESSAGES.SIGNUP_LEAVE_CONFIRM).waitFor()
    await expectNoBlockingViolations(page, confirm)
    await button(confirm, LABELS.CANCEL).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await signUp.isVisible()).toBe(true)
  })

  it('Log In', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.ABOUT)
    await expectNoBlockingViolations(page, await openLogIn(page))
  })

  it('Log In is modal: the page behind is inert, Tab stays inside, Escape gives focus back', async () => {
    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.ABOUT)
    const logIn = await openLogIn(page)
    expect(await logIn.evaluate((element) => element.matches(':modal'))).toBe(true)

    // Nothing behind the dialog takes focus, not even when asked to from script.
    const opener = button(header(page), LABELS.LOG_IN_SHORT)
    await opener.evaluate((element) => (element as HTMLElement).focus())
    expect(await logIn.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab')
      // Past the last control focus may leave for the browser's own UI, never for the page.
      const focus = await page.evaluate(() => {
        const active = document.activeElement
        if (!active || active === document.body) return 'browser'
        return document.querySelector('dialog[open]')?.contains(active)
          ? 'dialog'
          : active.outerHTML
      })
      expect(['dialog', 'browser']).toContain(focus)
    }

    await page.keyboard.press('Escape')
    await logIn.waitFor({ state: 'detached' })
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
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
