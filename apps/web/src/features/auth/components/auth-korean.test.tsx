import { SERVER_MESSAGES, SERVER_MESSAGES_KO } from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok } from '@/testing/api'
import { englishWordsIn } from '@/testing/korean'
import { server } from '@/testing/mocks/server'
import { renderAppIn } from '@/testing/render-app-in'
import { serveSignUp, serveSignUpApi, VALID_CODE } from '@/testing/sign-up'

// Issue #19: the auth dialogs in Korean, every step, with the contracts' English messages
// (zod's and the test API's) shown in Korean. The English ones are the other tests' subject.
const REQUIRED = '필수 입력 항목입니다.'
const header = () => within(screen.getByRole('banner'))
const dialogNamed = (name: string) => within(screen.getByRole('dialog', { name }))
const signUp = () => dialogNamed('회원가입')
const signUpField = (label: string) =>
  signUp().getByLabelText(label, { selector: 'input, select, textarea' })
const buttonBeside = (label: string, name: string | RegExp) =>
  within(signUpField(label).closest<HTMLElement>('.field')!).getByRole('button', { name })

async function start() {
  const app = renderAppIn('ko', '/about')
  await screen.findByRole('heading', { level: 1, name: 'Casting N Model 소개' })
  return app
}

async function enter(user: UserEvent, label: string, value: string) {
  await user.click(signUpField(label))
  await user.paste(value)
}

async function chooseKorea(user: UserEvent, label: string) {
  await user.click(signUpField(label))
  await user.type(signUpField(label), 'Korea')
  await user.click(signUp().getByRole('option', { name: /South Korea/ }))
}

/** Sends and verifies the code of the field `label` (e-mail or phone) in Korean. */
async function certify(user: UserEvent, label: string, codeLabel: string) {
  // Each section (e-mail, phone) shows the answer to its own code.
  const section = within(signUpField(label).closest('fieldset')!)
  await user.click(buttonBeside(label, '인증 코드 받기'))
  expect(await section.findByRole('status')).toHaveTextContent(SERVER_MESSAGES_KO.CODE_SENT)
  expect(buttonBeside(label, /^코드 다시 받기 \(\d+초\)$/)).toBeDisabled()
  await enter(user, codeLabel, VALID_CODE)
  await user.click(buttonBeside(codeLabel, '확인'))
  expect(await section.findByText('인증되었습니다.')).toBeInTheDocument()
  expect(signUpField(label)).toHaveAccessibleDescription('인증 완료')
}

describe('Sign-up in Korean', () => {
  it('walks every step in Korean, with Korean validation and server messages', async () => {
    serveSignUpApi()
    serveSignUp()
    const { user } = await start()

    // Step 0: the type, Google or e-mail, the member links.
    await user.click(header().getByRole('button', { name: '회원가입' }))
    const model = await signUp().findByRole('radio', { name: '모델로 가입' })
    expect(model).toHaveAccessibleDescription(
      '프로필 하나로 브랜드와 에이전시의 캐스팅 제안을 받아 보세요.',
    )
    expect(signUp().getByRole('radio', { name: '클라이언트로 가입' })).toBeInTheDocument()
    expect(signUp().getByRole('button', { name: 'Google 계정으로 계속하기' })).toBeVisible()
    expect(signUp().getByText('이미 회원이신가요?')).toBeVisible()
    expect(signUp().getByRole('button', { name: '비밀번호를 잊으셨나요?' })).toBeVisible()
    expect(englishWordsIn(screen.getByRole('dialog'))).toEqual([])

    // Step 1: the form. Submitting it empty shows zod's "Is required." in Korean.
    await user.click(signUp().getByRole('button', { name: '또는 이메일로 가입하기' }))
    await signUp().findByLabelText('이메일')
    await expect
      .poll(() => (signUpField('현재 거주지') as HTMLInputElement).value)
      .toBe('Seoul, South Korea')
    await user.click(signUp().getByRole('button', { name: '회원가입' }))
    for (const label of ['이메일', '비밀번호', '이름', '성', '활동 분야']) {
      expect(signUpField(label)).toHaveAccessibleErrorMessage(REQUIRED)
    }
    expect(signUpField('예약, 캐스팅, 메시지 알림을 받겠습니다.')).toHaveAccessibleErrorMessage(
      REQUIRED,
    )
    expect(signUpField('비밀번호')).toHaveAccessibleDescription(
      expect.stringContaining('8~16자로 입력해 주세요.'),
    )
    expect(englishWordsIn(screen.getByRole('dialog'))).toEqual([])

    await enter(user, '이메일', 'new.model@example.com')
    await certify(user, '이메일', '이메일 인증 코드')
    await enter(user, '비밀번호', 'Seoul2025!')
    await enter(user, '비밀번호 확인', 'Seoul2025')
    expect(signUpField('비밀번호 확인')).toHaveAccessibleErrorMessage(
      '비밀번호가 일치하지 않습니다.',
    )
    await user.type(signUpField('비밀번호 확인'), '!')
    await enter(user, '이름', '지우')
    await enter(user, '성', '김')
    await chooseKorea(user, '국적')
    await user.click(signUpField('예약, 캐스팅, 메시지 알림을 받겠습니다.'))
    await user.click(signUpField('이용약관에 동의합니다. (필수)'))
    await user.click(
      signUpField('개인정보 처리방침에 따른 개인정보 수집·이용에 동의합니다. (필수)'),
    )
    await user.click(
      signUpField('캐스팅 소식, 특별 혜택, 사이트 업데이트 안내를 받겠습니다. (선택)'),
    )
    await enter(user, '휴대폰 번호', '010-1234-5678')
    await certify(user, '휴대폰 번호', '문자 인증 코드')
    await user.selectOptions(signUpField('활동 분야'), 'Fashion')
    await user.selectOptions(signUpField('세부 분야'), 'Runway')
    expect(englishWordsIn(screen.getByRole('dialog'))).toEqual([])

    // The outcome for a model.
    await user.click(signUp().getByRole('button', { name: '회원가입' }))
    expect(await signUp().findByRole('status')).toHaveTextContent(
      '회원가입이 완료되었습니다. 모델을 등록하면 Casting N Model의 모든 기능을 이용하실 수 있습니다. 지금 등록하시겠습니까?',
    )
    expect(signUp().getByRole('button', { name: '취소' })).toBeVisible()
    expect(signUp().getByRole('button', { name: '확인' })).toHaveFocus()
    expect(englishWordsIn(screen.getByRole('dialog'))).toEqual([])
  })

  it('asks in Korean before throwing the entered data away', async () => {
    serveSignUpApi()
    const { user } = await start()
    await user.click(header().getByRole('button', { name: '회원가입' }))
    await user.click(await signUp().findByRole('button', { name: '또는 이메일로 가입하기' }))
    await signUp().findByLabelText('이메일')
    await user.click(signUp().getByRole('button', { name: '닫기' }))
    const confirm = screen.getByRole('alertdialog', { name: '회원가입' })
    expect(confirm).toHaveAccessibleDescription(
      '회원가입을 그만두시겠습니까? 입력하신 정보는 사라집니다.',
    )
    expect(within(confirm).getByRole('button', { name: '취소' })).toHaveFocus()
    expect(within(confirm).getByRole('button', { name: '확인' })).toBeVisible()
  })
})

describe('Log-in in Korean', () => {
  it('labels the form in Korean and shows the server’s refusal in Korean', async () => {
    server.use(
      http.post(apiUrl('/users/login'), () =>
        fail(401, 'INVALID_CREDENTIALS', SERVER_MESSAGES.INVALID_CREDENTIALS),
      ),
    )
    const { user } = await start()
    await user.click(header().getByRole('button', { name: '로그인' }))
    const logIn = dialogNamed('로그인')
    await logIn.findByLabelText('이메일')
    await user.click(logIn.getByRole('button', { name: '로그인' }))
    expect(logIn.getByLabelText('이메일')).toHaveAccessibleErrorMessage(REQUIRED)
    expect(logIn.getByLabelText('비밀번호')).toHaveAccessibleErrorMessage(REQUIRED)
    expect(englishWordsIn(screen.getByRole('dialog'))).toEqual([])

    await user.type(logIn.getByLabelText('이메일'), 'jiwoo@example.com')
    await user.type(logIn.getByLabelText('비밀번호'), 'Seoul2025!')
    await user.click(logIn.getByRole('button', { name: '로그인' }))
    expect(await logIn.findByRole('alert')).toHaveTextContent(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    )
    expect(logIn.getByText('아직 회원이 아니신가요?')).toBeVisible()
    expect(logIn.getByRole('button', { name: 'Google 계정으로 계속하기' })).toBeVisible()
  })
})

describe('Reset password in Korean', () => {
  it('asks for the e-mail in Korean and shows the server’s answer in Korean', async () => {
    server.use(
      http.patch(apiUrl('/users/temporary-password'), () =>
        ok(null, SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT),
      ),
    )
    const { user } = await start()
    await user.click(header().getByRole('button', { name: '로그인' }))
    await user.click(
      await dialogNamed('로그인').findByRole('button', { name: '비밀번호를 잊으셨나요?' }),
    )
    const reset = dialogNamed('비밀번호 재설정')
    expect(
      await reset.findByText('이메일 주소를 입력하시면 임시 비밀번호를 보내 드립니다.'),
    ).toBeVisible()
    await user.click(reset.getByRole('button', { name: '보내기' }))
    expect(reset.getByLabelText('이메일')).toHaveAccessibleErrorMessage(REQUIRED)
    expect(reset.getByRole('button', { name: '취소' })).toBeVisible()
    expect(englishWordsIn(screen.getByRole('dialog'))).toEqual([])

    await user.type(reset.getByLabelText('이메일'), 'jiwoo@example.com')
    await user.click(reset.getByRole('button', { name: '보내기' }))
    expect(await reset.findByRole('status')).toHaveTextContent(
      '이 이메일로 가입된 계정이 있다면 임시 비밀번호를 보내 드렸습니다.',
    )
    expect(reset.getByRole('button', { name: '로그인' })).toBeVisible()
  })
})
