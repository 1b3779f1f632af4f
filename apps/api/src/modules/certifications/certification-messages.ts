// What a verification code looks like in an inbox and on a phone, in the recipient's
// language (ADR 0022).
import { VERIFICATION, type Language } from '@cnm/contracts'
import { renderEmail } from '../../lib/email-layout.js'

const minutes = VERIFICATION.CODE_TTL_SECONDS / 60

const TEXTS = {
  en: {
    subject: (code: string) => `${code} is your Casting N Model verification code`,
    title: 'Verify your e-mail address',
    paragraphs: [
      'Enter this code in the sign-up form to confirm that this address is yours.',
      `The code expires in ${minutes} minutes and works once.`,
    ],
    footer:
      'If you did not try to sign up for Casting N Model, someone may have typed your address by mistake; you can ignore this e-mail.',
    sms: (code: string) =>
      `[Casting N Model] Your verification code is ${code}. It expires in ${minutes} minutes.`,
  },
  ko: {
    subject: (code: string) => `Casting N Model 인증번호 ${code}`,
    title: '이메일 주소를 인증해 주세요',
    paragraphs: [
      '회원가입 화면에 아래 인증번호를 입력하면 본인의 이메일 주소임이 확인됩니다.',
      `인증번호는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
    ],
    footer:
      'Casting N Model에 가입하려 한 적이 없다면 다른 사람이 주소를 잘못 입력한 것일 수 있습니다. 이 메일은 무시하셔도 됩니다.',
    sms: (code: string) =>
      `[Casting N Model] 인증번호는 ${code}입니다. ${minutes}분 안에 입력해 주세요.`,
  },
} as const satisfies Record<Language, unknown>

export function codeEmail(code: string, language: Language = 'en') {
  const texts = TEXTS[language]
  return {
    subject: texts.subject(code),
    ...renderEmail({
      title: texts.title,
      paragraphs: texts.paragraphs,
      code,
      footer: texts.footer,
      language,
    }),
  }
}

const ALREADY_REGISTERED = {
  en: {
    subject: 'You already have a Casting N Model account',
    title: 'You already have an account',
    paragraphs: [
      'Someone asked for a sign-up code for this address, but it already belongs to a Casting N Model account, so no code was sent.',
      'If it was you, log in instead. If you have forgotten your password, use "Find password" on the log-in window to get a temporary one.',
    ],
    footer:
      'If you did not try to sign up, you can ignore this e-mail: nothing has changed in your account.',
  },
  ko: {
    subject: '이미 Casting N Model 계정이 있습니다',
    title: '이미 가입된 이메일 주소입니다',
    paragraphs: [
      '이 주소로 회원가입 인증번호 요청이 있었지만, 이미 Casting N Model 계정에 등록된 주소라서 인증번호를 보내지 않았습니다.',
      '본인이 요청하셨다면 로그인해 주세요. 비밀번호가 기억나지 않으면 로그인 창의 "비밀번호 찾기"로 임시 비밀번호를 받으실 수 있습니다.',
    ],
    footer: '가입을 시도한 적이 없다면 이 메일은 무시하셔도 됩니다. 계정에는 아무 변화가 없습니다.',
  },
} as const satisfies Record<Language, unknown>

/** Sent instead of a code when someone starts a sign-up with an address that has an account. */
export function alreadyRegisteredEmail(language: Language = 'en') {
  const texts = ALREADY_REGISTERED[language]
  return {
    subject: texts.subject,
    ...renderEmail({
      title: texts.title,
      paragraphs: texts.paragraphs,
      footer: texts.footer,
      language,
    }),
  }
}

export const codeSms = (code: string, language: Language = 'en') => TEXTS[language].sms(code)
