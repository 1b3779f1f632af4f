import {
  ACTION_LABELS,
  API_PATHS,
  EXAMINATION_STATUS,
  LABELS,
  MESSAGES,
  LIMITS,
  SERVICE_TYPE,
  WEB_ROUTES,
  type AdminUserList,
} from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { administratorToken, callApi } from '../support/api.js'
import { useBrowser } from '../support/browser.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { button, dialog, header, visit } from '../support/ui.js'

describe('journey 2: a client signs up and is approved by an administrator', () => {
  const browser = useBrowser(import.meta.url)

  it('shows the approval message, and My page shows "approved" after the administrator approves', async () => {
    const page = await browser.newVisitor()
    const client = newPerson('client')
    await visit(page, WEB_ROUTES.CASTINGS)

    const outcome = await signUpByEmail(page, client)
    expect(await outcome.textContent()).toBe(MESSAGES.SIGNUP_CLIENT_SUCCESS)
    // Spec §4: a client is told approval is pending and goes to /.
    await button(dialog(page, LABELS.SIGN_UP), ACTION_LABELS.OK).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)

    await header(page).getByRole('link', { name: LABELS.MY_PAGE }).click()
    const review = page.getByRole('region', { name: 'Review status' })
    await review.waitFor()
    expect(await review.textContent()).not.toContain('Approved')

    // The administrator finds the client in the pending list and approves it.
    const token = await administratorToken()
    const pending = await callApi<AdminUserList>(
      'GET',
      `${API_PATHS.ADMIN_USERS}?serviceType=${SERVICE_TYPE.CLIENT_NORMAL}&pageSize=${LIMITS.PAGE_SIZE_MAX}`,
      { token },
    )
    expect(pending.status, pending.body.message).toBe(200)
    const listed = pending.body.data.items.find((user) => user.email === client.email)
    expect(listed?.examinationStatus).not.toBe(EXAMINATION_STATUS.APPROVAL)
    const decision = await callApi('PATCH', API_PATHS.ADMIN_EXAMINATION(listed?.id ?? 0), {
      token,
      body: { status: EXAMINATION_STATUS.APPROVAL },
    })
    expect(decision.status, decision.body.message).toBe(200)

    // Spec §7: the current user is cached for 6 h, so the change shows on the next visit.
    browser.showLastScreen(page)
    await page.reload()
    await review.getByText('Approved').waitFor()
  })
})
