// ADR 0022: the API answers in the visitor's language: Accept-Language or the cnm_lang cookie
// for guests, the saved preference for users; English (the spec's words) when nothing says
// otherwise.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  bearer,
  CERTIFICATION_TYPE,
  CODE_WAIT_MESSAGES_KO,
  ERROR_CODES,
  MESSAGES_KO,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import {
  ACCOUNT_TEST_ENV,
  certify,
  createAccount,
  currentUser,
  freshEmail,
  loggedIn,
  modelPayload,
  nextIp,
  phoneE164,
} from './testing/accounts.js'
import { seedAccountReferenceData } from './testing/reference-data.js'

const KOREAN_BROWSER = 'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7'
const ENGLISH_BROWSER = 'en-US,en;q=0.9'

describe('answers in the visitor’s language', () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })
  beforeAll(async () => {
    await seedAccountReferenceData(ctx.app.prisma)
  })

  const logIn = (headers: Record<string, string>, body: object) =>
    request(ctx.app.server)
      .post(API_PATHS.LOGIN)
      .set('x-forwarded-for', nextIp())
      .set(headers)
      .send(body)

  describe('guests', () => {
    it('answer in English without a preference, and in Korean for a Korean browser', async () => {
      const body = { email: freshEmail('nobody'), password: 'Wr0ng!pass' }

      const english = await logIn({}, body)
      const korean = await logIn({ 'accept-language': KOREAN_BROWSER }, body)

      expect(english.status).toBe(400)
      expect(english.body).toEqual({
        message: SERVER_MESSAGES.INVALID_CREDENTIALS,
        code: ERROR_CODES.INVALID_CREDENTIALS,
      })
      expect(korean.status).toBe(400)
      expect(korean.body).toEqual({
        message: '이메일 또는 비밀번호가 올바르지 않습니다.',
        code: ERROR_CODES.INVALID_CREDENTIALS,
      })
    })

    it('translate field errors and the message that repeats the first one', async () => {
      const response = await logIn({ 'accept-language': 'ko' }, { email: '', password: '' })

      expect(response.status).toBe(400)
      expect(response.body.code).toBe(ERROR_CODES.VALIDATION_FAILED)
      expect(response.body.fields).toMatchObject({ email: '필수 입력 항목입니다.' })
      expect(response.body.message).toBe('email: 필수 입력 항목입니다.')
    })

    it('follow the cnm_lang cookie over Accept-Language, and Accept-Language by q-value', async () => {
      const body = { email: freshEmail('nobody'), password: 'Wr0ng!pass' }

      const byCookie = await logIn(
        { 'accept-language': ENGLISH_BROWSER, cookie: 'cnm_at=x; cnm_lang=ko' },
        body,
      )
      const byQuality = await logIn({ 'accept-language': 'en;q=0.5, ko' }, body)
      const unsupported = await logIn({ 'accept-language': 'ja-JP,fr;q=0.8' }, body)

      expect(byCookie.body.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.')
      expect(byQuality.body.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.')
      expect(unsupported.body.message).toBe(SERVER_MESSAGES.INVALID_CREDENTIALS)
    })

    it('get the 401 and 404 answers in Korean too', async () => {
      const unauthorized = await request(ctx.app.server)
        .get(API_PATHS.CURRENT_USER)
        .set('accept-language', 'ko')
      const missing = await request(ctx.app.server)
        .get('/no/such/route')
        .set('accept-language', 'ko')

      expect(unauthorized.status).toBe(401)
      expect(unauthorized.body.message).toBe('로그인해 주세요.')
      expect(missing.status).toBe(404)
      expect(missing.body.message).toBe('요청하신 내용을 찾을 수 없습니다.')
    })

    it('never get a library’s English wording in Korean', async () => {
      const response = await request(ctx.app.server)
        .post(API_PATHS.LOGIN)
        .set('accept-language', 'ko')
        .set('content-type', 'application/json')
        .send('{"email":')

      expect(response.status).toBe(400)
      expect(response.body.message).toBe('입력한 내용을 다시 확인해 주세요.')
    })

    it('are told in Korean how long to wait for another code', async () => {
      const email = freshEmail('wait')
      const send = () =>
        request(ctx.app.server)
          .post(API_PATHS.CERTIFICATIONS)
          .set('x-forwarded-for', nextIp())
          .set('accept-language', 'ko')
          .send({ type: CERTIFICATION_TYPE.EMAIL, destination: email })

      expect((await send()).body.message).toBe('인증번호를 보냈습니다.')
      const again = await send()

      expect(again.status).toBe(429)
      const wait = Number(again.headers['retry-after'])
      expect(again.body.message).toBe(CODE_WAIT_MESSAGES_KO.resend(wait))
    })
  })

  describe('users', () => {
    async function signUpIn(acceptLanguage: string | null) {
      const payload = modelPayload()
      await certify(ctx.app, { email: payload.email, phone: phoneE164(payload.phoneNumber) })
      const call = request(ctx.app.server).post(API_PATHS.SIGN_UP).set('x-forwarded-for', nextIp())
      if (acceptLanguage) call.set('accept-language', acceptLanguage)
      return call.send(payload)
    }

    it('signs up in the spec’s English by default and keeps English for the user', async () => {
      const response = await signUpIn(null)

      expect(response.status).toBe(201)
      expect(response.body.message).toBe(SERVER_MESSAGES.SIGNED_UP)
      expect(response.body.data.user.language).toBe('en')
    })

    it('keeps the sign-up’s language and answers the user in it whatever the browser says', async () => {
      const response = await signUpIn(KOREAN_BROWSER)
      expect(response.status).toBe(201)
      expect(response.body.message).toBe('회원가입이 완료되었습니다.')
      expect(response.body.data.user.language).toBe('ko')

      const me = await request(ctx.app.server)
        .get(API_PATHS.CURRENT_USER)
        .set('accept-language', ENGLISH_BROWSER)
        .set('authorization', bearer(response.body.data.token))

      expect(me.body.message).toBe('처리되었습니다.')
      expect(me.body.data.user.language).toBe('ko')
    })

    it('changes the saved language with PATCH /users/0/language', async () => {
      const account = await createAccount(ctx.app, { language: 'ko' })
      const { token } = await loggedIn(ctx.app, account.email)
      const setLanguage = (language: unknown) =>
        request(ctx.app.server)
          .patch(API_PATHS.USER_LANGUAGE)
          .set('authorization', bearer(token))
          .set('cookie', 'cnm_lang=ko')
          .send({ language })

      // The body is checked before the session is (Fastify validates before preHandlers), so
      // this answer goes by the cookie the web keeps in step with the chosen language.
      const invalid = await setLanguage('ja')
      expect(invalid.status).toBe(400)
      expect(invalid.body.fields).toEqual({ language: MESSAGES_KO.INVALID })

      const saved = await setLanguage('en')
      expect(saved.status).toBe(200)
      expect(saved.body).toEqual({
        data: { language: 'en' },
        message: SERVER_MESSAGES.LANGUAGE_SAVED,
      })
      const me = await currentUser(ctx.app, token).set('accept-language', KOREAN_BROWSER)
      expect(me.body.message).toBe(SERVER_MESSAGES.OK)
      expect(me.body.data.user.language).toBe('en')
    })

    it('refuses the language change to guests', async () => {
      const response = await request(ctx.app.server)
        .patch(API_PATHS.USER_LANGUAGE)
        .send({ language: 'ko' })

      expect(response.status).toBe(401)
      expect(response.body.message).toBe(SERVER_MESSAGES.UNAUTHORIZED)
    })
  })

  describe('e-mails', () => {
    it('sends the verification code in the language of the request', async () => {
      const email = freshEmail('code-ko')
      await request(ctx.app.server)
        .post(API_PATHS.CERTIFICATIONS)
        .set('x-forwarded-for', nextIp())
        .set('accept-language', 'ko-KR')
        .send({ type: CERTIFICATION_TYPE.EMAIL, destination: email })

      const mail = await ctx.app.prisma.outboxMessage.findFirstOrThrow({
        where: { recipient: email },
      })
      expect(mail.subject).toMatch(/^Casting N Model 인증번호 \d{6}$/)
      expect(mail.textBody).toContain('이메일 주소를 인증해 주세요')
      expect(mail.htmlBody).toContain('<html lang="ko">')
    })

    it('sends a temporary password in the saved language, not the browser’s', async () => {
      const account = await createAccount(ctx.app, { language: 'ko' })

      const response = await request(ctx.app.server)
        .patch(API_PATHS.TEMPORARY_PASSWORD)
        .set('x-forwarded-for', nextIp())
        .set('accept-language', ENGLISH_BROWSER)
        .send({ email: account.email })
      expect(response.body.message).toBe(SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT)

      // Stored just after the answer.
      await ctx.app.afterResponse.settled()
      const mail = await ctx.app.prisma.outboxMessage.findFirstOrThrow({
        where: { recipient: account.email, kind: 'temporary-password' },
      })
      expect(mail.subject).toBe('임시 비밀번호 안내')
      expect(mail.textBody).toContain('분 안에')
      expect(mail.textBody).not.toMatch(/temporary password/i)
    })
  })
})
