import { SERVER_MESSAGES_KO, WEB_ROUTES } from '@cnm/contracts'
import type { Locator } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { ko } from '../support/catalogue.js'
import { codeIn, waitForEmail, waitForSms } from '../support/fakes.js'
import { newPerson } from '../support/people.js'
import { chooseSecondLevelIfAny } from '../support/sign-up.js'
import { button, dialog, field, header, visit } from '../support/ui.js'

// Issue #19: a visitor whose browser asks for Korean signs up in Korean from start to end.
// Labels come from the Korean catalogue; the sentences a visitor reads are spelled out.
const label = (name: string) => ko('auth', `fields.signUp.${name}`)

async function waitUntilLocked(input: Locator) {
  await vi.waitFor(
    async () => {
      if (await input.isEditable()) throw new Error('still editable: not locked as verified')
    },
    { timeout: 15_000, interval: 100 },
  )
}

describe('journey: sign-up in Korean', () => {
  const browser = useBrowser(import.meta.url)

  it('picks Korean from the browser and signs a model up without an English sentence', async () => {
    const page = await browser.newVisitor({ locale: 'ko-KR' })
    const model = newPerson('model')
    await visit(page, WEB_ROUTES.HOME)
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
    await page
      .getByRole('heading', { level: 1, name: '서울의 모델과 클라이언트가 만나는 곳' })
      .waitFor()

    // Step 0.
    await button(header(page), '회원가입').click()
    const signUp = dialog(page, '회원가입')
    await signUp.getByRole('radio', { name: '모델로 가입' }).check()
    await button(signUp, '또는 이메일로 가입하기').click()
    await field(signUp, label('email')).waitFor()

    // An empty submit: zod's "Is required." in Korean.
    await button(signUp, '회원가입').click()
    await signUp.getByText('필수 입력 항목입니다.').first().waitFor()

    // E-mail and its code from the caught e-mail; the API's answer shown in Korean.
    await field(signUp, label('email')).fill(model.email)
    let since = new Date()
    await button(signUp, ko('auth', 'code.send')).first().click()
    await signUp.getByRole('status').filter({ hasText: SERVER_MESSAGES_KO.CODE_SENT }).waitFor()
    const email = await waitForEmail({ to: model.email, since })
    await field(signUp, label('emailAuthCode')).fill(codeIn(email.text))
    await button(signUp, ko('auth', 'code.verify')).first().click()
    await waitUntilLocked(field(signUp, label('email')))
    await signUp.getByRole('status').filter({ hasText: '인증되었습니다.' }).waitFor()

    // Phone and its SMS code.
    const dialling = signUp.getByRole('combobox', { name: label('countryNumber'), exact: true })
    await dialling.click()
    await dialling.fill('82')
    await signUp
      .getByRole('option', { name: /\+82\b/ })
      .first()
      .click()
    await field(signUp, label('phoneNumber')).fill(model.phone)
    since = new Date()
    await button(signUp, ko('auth', 'code.send')).click()
    const sms = await waitForSms({ to: model.e164, since })
    await field(signUp, label('smsAuthCode')).fill(codeIn(sms.body))
    await button(signUp, ko('auth', 'code.verify')).click()
    await button(signUp, ko('auth', 'code.verify')).waitFor({ state: 'detached' })

    // The rest of the form.
    await field(signUp, label('password')).fill(model.password)
    await field(signUp, label('confirmPassword')).fill(model.password)
    await field(signUp, label('firstName')).fill('지우')
    await field(signUp, label('lastName')).fill('김')
    // Nationality starts on South Korea, the home market.
    await field(signUp, label('currentLocation')).fill('서울')
    const category = field(signUp, label('categoryOneDepth'))
    await category.getByRole('option').nth(1).waitFor({ state: 'attached' })
    await category.selectOption({ index: 1 })
    await chooseSecondLevelIfAny(field(signUp, label('categoryTwoDepth')))
    await signUp.getByRole('checkbox', { name: ko('auth', 'consent.terms') }).check()
    await signUp.getByRole('checkbox', { name: ko('auth', 'consent.privacy') }).check()
    await signUp.getByRole('checkbox', { name: ko('auth', 'consent.notification') }).check()
    await signUp.getByRole('checkbox', { name: ko('auth', 'consent.receive') }).check()
    expect(await signUp.getByText('필수 입력 항목입니다.').count()).toBe(0)
    await button(signUp, '회원가입').click()

    // The outcome, in Korean; then My page, in Korean.
    const outcome = signUp.getByRole('status').filter({ hasText: '회원가입이 완료되었습니다.' })
    await outcome.waitFor()
    expect(await outcome.textContent()).toBe(
      '회원가입이 완료되었습니다. 모델을 등록하면 Casting N Model의 모든 기능을 이용하실 수 있습니다. 지금 등록하시겠습니까?',
    )
    await button(header(page), '로그아웃').waitFor()
    await button(signUp, '확인').click()
    // Confirming goes to the form that registers a model (ADR 0018), in Korean too.
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.MYPAGE_MODEL_NEW)
    await page
      .getByRole('heading', { level: 1, name: ko('models', 'mine.registerTitle') })
      .waitFor()
    await visit(page, WEB_ROUTES.MYPAGE)
    await page.getByRole('heading', { level: 1, name: '내 프로필' }).waitFor()
    await page.getByRole('region', { name: '심사 상태' }).getByText('심사 전').waitFor()
  })
})
