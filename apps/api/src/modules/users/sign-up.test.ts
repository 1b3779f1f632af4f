import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  authSessionSchema,
  ERROR_CODES,
  LOGIN_TYPE,
  MESSAGES,
  SERVER_MESSAGES,
  type SignUpPayload,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import {
  ACCOUNT_TEST_ENV,
  certify,
  clientPayload,
  currentUser,
  freshEmail,
  modelPayload,
  nextIp,
  phoneE164,
  signUp,
} from './testing/accounts.js'
import { CATEGORY, CITY, COUNTRY, seedAccountReferenceData } from './testing/reference-data.js'

describe('POST /users (sign-up)', () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })
  beforeAll(async () => {
    await seedAccountReferenceData(ctx.app.prisma)
  })
  const post = (payload: unknown, ip = nextIp()) =>
    request(ctx.app.server)
      .post(API_PATHS.SIGN_UP)
      .set('x-forwarded-for', ip)
      .send(payload as object)

  const expectFieldError = async (payload: unknown, field: string, message: string) => {
    const { email, phoneNumber } = payload as SignUpPayload
    await certify(ctx.app, { email, phone: phoneE164(phoneNumber) })
    const response = await post(payload)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe(ERROR_CODES.VALIDATION_FAILED)
    expect(response.body.fields[field]).toBe(message)
    expect(response.body.message).toBe(`${field}: ${response.body.fields[field]}`)
  }

  it('signs a model up and answers 201 with a session for a model without review', async () => {
    const payload = modelPayload({ email: freshEmail('Mixed.Case').toUpperCase() })

    const response = await signUp(ctx.app, payload)

    expect(response.status).toBe(201)
    expect(response.body.message).toBe(SERVER_MESSAGES.SIGNED_UP)
    const session = authSessionSchema.parse(response.body.data)
    expect(session.expiresIn).toBeGreaterThan(0)
    expect(session.user).toMatchObject({
      email: payload.email.toLowerCase(),
      serviceType: 1,
      loginType: 1,
      examinationStatus: 1,
      isPro: false,
      role: 'USER',
      city_name: CITY.SEOUL.value,
      country_name: COUNTRY.KOREA.value,
      countryNumber: { id: COUNTRY.KOREA.id, value: COUNTRY.KOREA.value, number: '82' },
      categoryOneDepth: { id: CATEGORY.FASHION.id, value: CATEGORY.FASHION.value },
      categoryTwoDepth: [{ id: CATEGORY.RUNWAY.id, value: CATEGORY.RUNWAY.value }],
      agency: null,
    })
    const me = await currentUser(ctx.app, session.token)
    expect(me.status).toBe(200)
    expect(me.body.data.user.id).toBe(session.user.id)
  })

  it('signs a client up waiting for review (examination status 2) with the company fields', async () => {
    const response = await signUp(ctx.app, clientPayload())

    expect(response.status).toBe(201)
    expect(response.body.data.user).toMatchObject({
      serviceType: 3,
      examinationStatus: 2,
      isPro: false,
      agency: 'Star Agency',
      companyLocation: 'Gangnam, Seoul',
      homePage: 'https://star.example.com',
      categoryOneDepth: { id: 2 },
      categoryTwoDepth: [{ id: 38 }],
    })
  })

  it('signs a brand up as a client and stores when the terms and privacy policy were agreed to', async () => {
    const before = new Date()
    const response = await signUp(
      ctx.app,
      clientPayload({
        categoryTwoDepth: [{ id: CATEGORY.BRAND.id, value: CATEGORY.BRAND.value }],
        // Issue #26, ADR 0037 (PIPA art. 22): declining special offers does not refuse the service.
        allowReceive: false,
      }),
    )

    expect(response.status).toBe(201)
    expect(response.body.data.user).toMatchObject({
      serviceType: 3,
      categoryTwoDepth: [{ id: CATEGORY.BRAND.id }],
      allowReceive: false,
    })
    const stored = await ctx.app.prisma.user.findUniqueOrThrow({
      where: { id: response.body.data.user.id },
      select: { termsAcceptedAt: true, privacyAcceptedAt: true },
    })
    expect(stored.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
    expect(stored.privacyAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
  })

  it('accepts a first-level category without options and no second level', async () => {
    const payload = modelPayload({
      categoryOneDepth: { id: CATEGORY.FITNESS.id, value: CATEGORY.FITNESS.value },
      categoryTwoDepth: [],
    })

    const response = await signUp(ctx.app, payload)

    expect(response.status).toBe(201)
    expect(response.body.data.user.categoryTwoDepth).toEqual([])
  })

  it('refuses an e-mail that is taken, whatever its case, with 409 EMAIL_TAKEN', async () => {
    const email = freshEmail('taken')
    expect((await signUp(ctx.app, modelPayload({ email }))).status).toBe(201)

    const again = await signUp(ctx.app, modelPayload({ email: email.toUpperCase() }))

    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      message: SERVER_MESSAGES.EMAIL_TAKEN,
      code: ERROR_CODES.EMAIL_TAKEN,
      fields: { email: SERVER_MESSAGES.EMAIL_TAKEN },
    })
  })

  it('gives one account for two simultaneous sign-ups with one e-mail and one set of codes', async () => {
    const payload = modelPayload()
    await certify(ctx.app, { email: payload.email, phone: phoneE164(payload.phoneNumber) })

    const answers = await Promise.all([post(payload), post(payload)])

    // The second waits for the first, finds the codes spent and asks for new ones.
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    expect(answers.find((answer) => answer.status === 400)?.body.code).toBe(
      ERROR_CODES.NOT_VERIFIED,
    )
    expect(await ctx.app.prisma.user.count({ where: { email: payload.email } })).toBe(1)
  })

  describe('does not tell a registered e-mail from a free one before both codes are proven', () => {
    it('answers a sign-up without codes the same for both', async () => {
      const taken = freshEmail('taken')
      expect((await signUp(ctx.app, modelPayload({ email: taken }))).status).toBe(201)

      const forTaken = await post(modelPayload({ email: taken }))
      const forFree = await post(modelPayload({ email: freshEmail('free') }))

      expect(forTaken.status).toBe(400)
      expect({ status: forTaken.status, body: forTaken.body }).toEqual({
        status: forFree.status,
        body: forFree.body,
      })
    })

    it('answers a sign-up with only the phone proven the same for both', async () => {
      const taken = freshEmail('taken')
      expect((await signUp(ctx.app, modelPayload({ email: taken }))).status).toBe(201)
      const answers = []
      for (const email of [taken, freshEmail('free')]) {
        const payload = modelPayload({ email })
        await certify(ctx.app, { phone: phoneE164(payload.phoneNumber) })
        answers.push(await post(payload))
      }
      expect(answers[0]?.status).toBe(400)
      expect(answers[0]?.body).toEqual(answers[1]?.body)
    })

    it('e-mails a registered address a log-in reminder instead of a code, with the same answer', async () => {
      const taken = freshEmail('taken')
      const free = freshEmail('free')
      expect((await signUp(ctx.app, modelPayload({ email: taken }))).status).toBe(201)
      const ask = (destination: string) =>
        request(ctx.app.server)
          .post(API_PATHS.CERTIFICATIONS)
          .set('x-forwarded-for', nextIp())
          .send({ type: 1, destination })

      const [forTaken, forFree] = [await ask(taken), await ask(free)]

      expect(forTaken.status).toBe(200)
      expect(forTaken.body).toEqual(forFree.body)
      const mailTo = (to: string) =>
        ctx.app.prisma.outboxMessage.findFirstOrThrow({ where: { recipient: to } })
      const [reminder, code] = [await mailTo(taken), await mailTo(free)]
      expect(reminder.subject).toBe('You already have a Casting N Model account')
      expect(reminder.textBody).toMatch(/log in instead/)
      expect(reminder.textBody).toMatch(/temporary one/)
      expect(reminder.textBody).not.toMatch(/\b\d{6}\b/)
      expect(code.textBody).toMatch(/\b\d{6}\b/)
    })
  })

  it.each([
    ['email', { email: '' }, MESSAGES.REQUIRED],
    ['email', { email: 'not-an-email' }, MESSAGES.INVALID],
    ['password', { password: 'short' }, MESSAGES.PASSWORD_RULE],
    ['password', { password: 'nodigits!!' }, MESSAGES.PASSWORD_RULE],
    // Issue #26: the README's old demo password; "-" is not one of !@#$%^&*.
    ['password', { password: 'Demo-pass-1!' }, MESSAGES.PASSWORD_RULE],
    ['serviceType', { serviceType: 2 }, MESSAGES.INVALID],
    ['firstName', { firstName: '  ' }, MESSAGES.REQUIRED],
    ['allowNotification', { allowNotification: false }, MESSAGES.REQUIRED],
    ['acceptTerms', { acceptTerms: false }, MESSAGES.REQUIRED],
    ['acceptPrivacy', { acceptPrivacy: false }, MESSAGES.REQUIRED],
    ['acceptTerms', { acceptTerms: undefined }, MESSAGES.REQUIRED],
    ['agency', { agency: 'Models may not have one' }, MESSAGES.INVALID],
  ] as const)('answers 400 for a bad %s (%j)', async (field, change, message) => {
    await expectFieldError(modelPayload(change as Partial<SignUpPayload>), field, message)
  })

  it.each([
    ['agency', { agency: '' }, MESSAGES.REQUIRED],
    ['homePage', { homePage: 'not a url' }, MESSAGES.INVALID],
    ['categoryOneDepth', { categoryOneDepth: { id: 10, value: 'Fashion' } }, MESSAGES.INVALID],
  ] as const)('answers 400 for a client with a bad %s', async (field, change, message) => {
    await expectFieldError(clientPayload(change as Partial<SignUpPayload>), field, message)
  })

  it.each([
    ['nationality', { nationality: { id: 999_999 } }, MESSAGES.INVALID],
    ['nationality', { nationality: { id: CATEGORY.FASHION.id } }, MESSAGES.INVALID],
    ['countryNumber', { countryNumber: { id: 999_999, value: '0' } }, MESSAGES.INVALID],
    ['categoryOneDepth', { categoryOneDepth: { id: 999, value: 'x' } }, MESSAGES.INVALID],
    ['categoryOneDepth', { categoryOneDepth: { id: 40, value: 'Runway' } }, MESSAGES.INVALID],
    [
      'categoryTwoDepth',
      { categoryTwoDepth: [{ id: 37, value: 'Entertainment' }] },
      MESSAGES.INVALID,
    ],
    ['categoryTwoDepth', { categoryTwoDepth: [] }, MESSAGES.REQUIRED],
    ['phoneNumber', { phoneNumber: '1234' }, MESSAGES.INVALID],
  ] as const)('checks %s against the reference data (%j)', async (field, change, message) => {
    await expectFieldError(modelPayload(change as Partial<SignUpPayload>), field, message)
  })

  it.each(['Password1!', 'Qwerty123!', 'P@ssw0rd', 'Sunshine1!'])(
    'refuses the common password %s with a clear message',
    async (password) => {
      await expectFieldError(
        modelPayload({ password }),
        'password',
        SERVER_MESSAGES.PASSWORD_TOO_COMMON,
      )
    },
  )

  it('needs the e-mail and the phone verified, naming the missing ones', async () => {
    const response = await post(modelPayload())

    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.NOT_VERIFIED,
      code: ERROR_CODES.NOT_VERIFIED,
      fields: { emailAuthCode: MESSAGES.SUBMIT_REQUIRED, smsAuthCode: MESSAGES.SUBMIT_REQUIRED },
    })
  })

  it('does not accept a check of another e-mail, nor one older than the certified window', async () => {
    const payload = modelPayload()
    await certify(ctx.app, { email: freshEmail('other'), phone: phoneE164(payload.phoneNumber) })
    const other = await post(payload)
    await certify(ctx.app, { email: payload.email }, new Date(Date.now() - 31 * 60_000))
    const stale = await post(payload)

    expect(other.body.fields).toEqual({ emailAuthCode: MESSAGES.SUBMIT_REQUIRED })
    expect(stale.body.fields).toEqual({ emailAuthCode: MESSAGES.SUBMIT_REQUIRED })
  })

  it('uses each check once, and keeps it when the sign-up fails', async () => {
    const first = modelPayload()
    await certify(ctx.app, { phone: phoneE164(first.phoneNumber) })
    // Fails on the e-mail: the phone check must survive the rolled-back attempt.
    expect((await post(first)).status).toBe(400)
    await certify(ctx.app, { email: first.email })
    expect((await post(first)).status).toBe(201)

    const second = modelPayload({ phoneNumber: first.phoneNumber })
    await certify(ctx.app, { email: second.email })
    const reused = await post(second)

    expect(reused.status).toBe(400)
    expect(reused.body.fields).toEqual({ smsAuthCode: MESSAGES.SUBMIT_REQUIRED })
  })

  describe('with Google (loginType 2)', () => {
    const googlePayload = (email: string, signupTicket: string) => {
      const { password: _password, ...rest } = modelPayload({ email })
      return { ...rest, loginType: LOGIN_TYPE.SOCIAL, signupTicket }
    }

    it('signs up with a sign-up ticket instead of a password and e-mail code', async () => {
      const email = freshEmail('google')
      const ticket = ctx.app.signupTickets.issue({
        email,
        googleSub: `sub-${email}`,
        serviceType: 1,
        firstName: 'Min',
        lastName: 'Kim',
      })
      const payload = googlePayload(email, ticket)
      await certify(ctx.app, { phone: phoneE164(payload.phoneNumber) })

      const response = await post(payload)

      expect(response.status).toBe(201)
      expect(response.body.data.user).toMatchObject({ email, loginType: 2 })
      const row = await ctx.app.prisma.user.findUniqueOrThrow({ where: { email } })
      expect(row).toMatchObject({ googleSub: `sub-${email}`, passwordHash: null })
    })

    it('refuses a forged ticket, an access token as ticket, and a ticket for another e-mail', async () => {
      const email = freshEmail('google')
      const ticket = ctx.app.signupTickets.issue({ email, googleSub: 'sub-x' })
      const forged = `${ticket.slice(0, -4)}AAAA`
      const accessToken = (await signUp(ctx.app, modelPayload())).body.data.token as string

      const answers = await Promise.all(
        [forged, accessToken].map((value) => post(googlePayload(email, value))),
      )
      const otherEmail = await post(googlePayload(freshEmail('other'), ticket))

      for (const answer of answers) {
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe(SERVER_MESSAGES.SIGNUP_TICKET_INVALID)
      }
      expect(otherEmail.body.fields).toEqual({ email: MESSAGES.INVALID })
    })

    it('refuses a ticket signed with the access-token key, even with the ticket audience', async () => {
      const email = freshEmail('google')
      // What anyone holding JWT_SECRET (or a bug in access-token signing) could mint.
      const minted = ctx.app.jwt.sign(
        { sub: 'sub-minted', email, st: 1, fn: null, ln: null },
        { aud: 'cnm-signup', expiresIn: 600 },
      )
      const payload = googlePayload(email, minted)
      await certify(ctx.app, { phone: phoneE164(payload.phoneNumber) })

      const response = await post(payload)

      expect(response.status).toBe(400)
      expect(response.body.message).toBe(SERVER_MESSAGES.SIGNUP_TICKET_INVALID)
    })

    it('refuses a password alongside a ticket', async () => {
      const payload = { ...googlePayload(freshEmail('g'), 'ticket'), password: 'Passw0rd!' }
      await expectFieldError(payload, 'password', MESSAGES.INVALID)
    })
  })

  it('counts the address the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    // TRUST_PROXY=1: one proxy appends the real client address; entries left of it are
    // the client's own words and must not let it pick a fresh address for each request.
    const realClient = nextIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post({ email: '' }, `${nextIp()}, ${realClient}`)).status)
    }

    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('limits sign-ups per IP address', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post({ email: '' }, ip)).status)
    }

    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    const limited = await post({ email: '' }, ip)
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe(ERROR_CODES.RATE_LIMITED)
    expect(statuses[10]).toBe(429)
  })
})
