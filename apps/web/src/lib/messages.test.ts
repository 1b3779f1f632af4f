import {
  ACTION_LABELS,
  ADMIN_CONSOLE_SERVER_MESSAGES_KO,
  CASTING_SERVER_MESSAGES_KO,
  CODE_WAIT_MESSAGES,
  FIELD_LABELS,
  LABELS,
  MESSAGES,
  MESSAGES_KO,
  MODEL_MESSAGES_KO,
  MODEL_PHOTO_MESSAGES_KO,
  MODEL_SERVER_MESSAGES_KO,
  RANKING_SERVER_MESSAGES_KO,
  SERVER_MESSAGES,
  SERVER_MESSAGES_KO,
  TRUST_SERVER_MESSAGES_KO,
  UI,
  resendCodeLabel,
} from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { switchTestLanguage } from '@/testing/i18n'
import enAuth from '../locales/en/auth.json'
import enHome from '../locales/en/home.json'
import enInquiries from '../locales/en/inquiries.json'
import enMessages from '../locales/en/messages.json'
import koMessages from '../locales/ko/messages.json'
import { MESSAGE_GROUPS, messageKeyOf, translateMessage } from './messages'

const t = () => i18n.getFixedT(null, 'messages')

describe('the English catalogues keep the contracts’ words (spec wording, asserted by tests)', () => {
  it('has every contract message under its key, word for word', () => {
    for (const [prefix, texts] of Object.entries(MESSAGE_GROUPS)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(i18n.t(`messages:${prefix}${key}` as never, { lng: 'en' }), key).toBe(text)
      }
    }
    expect(enMessages.REQUIRED).toBe(MESSAGES.REQUIRED)
  })

  it('has the labels of the forms as the contracts word them', () => {
    expect(enAuth.fields).toEqual({
      signUp: FIELD_LABELS.signUp,
      login: FIELD_LABELS.login,
      temporaryPassword: FIELD_LABELS.temporaryPassword,
      passwordChange: FIELD_LABELS.passwordChange,
    })
    expect(enInquiries.fields).toEqual({
      proposal: FIELD_LABELS.proposal,
      message: FIELD_LABELS.message,
    })
    expect([enAuth.logIn, enAuth.signUp, enAuth.forgotPassword, enAuth.signUpWithEmail]).toEqual([
      LABELS.LOG_IN,
      LABELS.SIGN_UP,
      LABELS.FORGOT_PASSWORD,
      LABELS.SIGN_UP_WITH_EMAIL,
    ])
    expect(enAuth.serviceTypes.model).toEqual({
      title: LABELS.I_AM_MODEL,
      text: ACTION_LABELS.MODEL_DESCRIPTION,
    })
    expect(enAuth.consent).toEqual({
      notification: LABELS.CONSENT_NOTIFICATION,
      receive: LABELS.CONSENT_RECEIVE,
      terms: LABELS.CONSENT_TERMS,
      privacy: LABELS.CONSENT_PRIVACY,
      readTerms: LABELS.READ_TERMS,
      readPrivacy: LABELS.READ_PRIVACY,
    })
    expect(enInquiries.leaveUsAMessage).toBe(LABELS.LEAVE_US_A_MESSAGE)
    expect(i18n.t('auth:code.resendIn', { seconds: 42, lng: 'en' })).toBe(resendCodeLabel(42))
    expect(i18n.t('layout:dialogs.findPassword', { lng: 'en' })).toBe(LABELS.RESET_PASSWORD_TITLE)
    expect(i18n.t('layout:dialogs.castingInquiry', { lng: 'en' })).toBe(
      ACTION_LABELS.CASTING_INQUIRY,
    )
    expect(enHome.eyebrow).toBe(`${UI.DEFAULT_DESCRIPTION} · Seoul`)
  })
})

describe('translateMessage', () => {
  it('shows a zod or server message in Korean through its contract key', () => {
    switchTestLanguage('ko')
    expect(messageKeyOf(MESSAGES.REQUIRED)).toBe('REQUIRED')
    expect(translateMessage(t(), MESSAGES.REQUIRED)).toBe('필수 입력 항목입니다.')
    expect(translateMessage(t(), SERVER_MESSAGES.INVALID_CREDENTIALS)).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    )
  })

  it('keeps English for English visitors, word for word', () => {
    expect(translateMessage(t(), MESSAGES.CHANGED_CONFIRM_AGAIN)).toBe(
      MESSAGES.CHANGED_CONFIRM_AGAIN,
    )
    expect(translateMessage(t(), CODE_WAIT_MESSAGES.resend(1))).toBe(CODE_WAIT_MESSAGES.resend(1))
    expect(translateMessage(t(), CODE_WAIT_MESSAGES.limit(600))).toBe(CODE_WAIT_MESSAGES.limit(600))
  })

  it('reads the wait out of the code-limit messages', () => {
    switchTestLanguage('ko')
    expect(translateMessage(t(), CODE_WAIT_MESSAGES.resend(45))).toBe(
      '45초 후에 인증 코드를 다시 요청할 수 있습니다.',
    )
    expect(translateMessage(t(), CODE_WAIT_MESSAGES.limit(600))).toBe(
      '인증 코드를 너무 많이 요청했습니다. 10분 후에 다시 시도해 주세요.',
    )
  })

  it('passes Korean answers of the API and unknown texts through unchanged', () => {
    switchTestLanguage('ko')
    expect(translateMessage(t(), '이미 가입된 이메일입니다.')).toBe('이미 가입된 이메일입니다.')
    expect(translateMessage(t(), 'Something only the server knows.')).toBe(
      'Something only the server knows.',
    )
  })
})

describe('the Korean catalogue says what the API says (ADR 0022: one Korean wording per message)', () => {
  it('has the contracts’ Korean text under every message key', () => {
    const korean = {
      '': MESSAGES_KO,
      'server.': SERVER_MESSAGES_KO,
      'model.': MODEL_MESSAGES_KO,
      'modelServer.': MODEL_SERVER_MESSAGES_KO,
      'modelPhoto.': MODEL_PHOTO_MESSAGES_KO,
      'castingServer.': CASTING_SERVER_MESSAGES_KO,
      'trustServer.': TRUST_SERVER_MESSAGES_KO,
      'adminConsoleServer.': ADMIN_CONSOLE_SERVER_MESSAGES_KO,
      'rankingServer.': RANKING_SERVER_MESSAGES_KO,
    } as const
    for (const [prefix, texts] of Object.entries(korean)) {
      for (const [key, text] of Object.entries(texts)) {
        const path = `${prefix}${key}`.split('.')
        const found = path.reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          koMessages,
        )
        expect(found, path.join('.')).toBe(text)
      }
    }
  })
})
