import { FIELD_LABELS, LABELS } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The page header (role banner), where the account buttons live on desktop. */
export const header = (page: Page): Locator => page.getByRole('banner')

export const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name })

export const field = (scope: Locator | Page, label: string): Locator =>
  scope.getByLabel(label, { exact: true })

export const button = (scope: Locator | Page, name: string): Locator =>
  scope.getByRole('button', { name, exact: true })

/** Opens the app on `path` and waits until the page has its main heading. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
}

/**
 * The log-in dialog, opened from the header unless the app opened it itself: a guest who
 * lands on a members' page (a session that ended while away) is asked to log in there.
 */
export async function openLogIn(page: Page): Promise<Locator> {
  const logIn = dialog(page, LABELS.LOG_IN)
  if (!(await logIn.isVisible())) await button(header(page), LABELS.LOG_IN_SHORT).click()
  await field(logIn, FIELD_LABELS.login.email).waitFor()
  return logIn
}

export async function logIn(page: Page, email: string, password: string): Promise<Locator> {
  const logInDialog = await openLogIn(page)
  await field(logInDialog, FIELD_LABELS.login.email).fill(email)
  await field(logInDialog, FIELD_LABELS.login.password).fill(password)
  await button(logInDialog, LABELS.LOG_IN).click()
  return logInDialog
}

/** Signed in: the header offers "Log out" and "My page" instead of "Log in". */
export async function expectSignedIn(page: Page): Promise<void> {
  await button(header(page), LABELS.LOG_OUT).waitFor()
}

export async function expectGuest(page: Page): Promise<void> {
  await button(header(page), LABELS.LOG_IN_SHORT).waitFor()
}

/** Waits until `target` has the keyboard focus (a dialog gives it back after it closes). */
export async function expectFocused(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement))
    .toBe(true)
}
