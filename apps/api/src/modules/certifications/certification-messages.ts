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

export const codeSms = (code: string, language: Language = 'en') => TEXTS[language].sms(code)
